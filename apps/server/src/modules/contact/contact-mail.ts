import type { ContactMessage } from '@medkompass/contracts/contact.ts';
import type { OutgoingMail } from '../mail/outbox.repository.ts';
import { DOMAIN_LABELS, ROLE_LABELS, swedishTime } from './contact-labels.ts';

/**
 * The mail that brings a contact message to staff (CONTACT_TO). Replies go to the sender. The
 * subject holds only our own labels, never what the sender typed.
 */
export function contactMail(message: ContactMessage, to: string, receivedAt: Date): OutgoingMail {
  const lines = [
    'Ett meddelande har skickats med kontaktformuläret i Medkompass.',
    '',
    `Gäller: ${DOMAIN_LABELS[message.domain]}`,
    `Avsändarens roll: ${ROLE_LABELS[message.role]}`,
    `Namn: ${message.firstName} ${message.lastName}`,
    `E-post: ${message.email}`,
    ...(message.context === '' ? [] : [`Sammanhang: ${message.context}`]),
    `Mottaget: ${swedishTime(receivedAt)}`,
    '',
    'Meddelande:',
    message.message,
    '',
    '--',
    'Svara på det här brevet för att svara avsändaren.',
  ];
  return {
    to,
    subject: `Kontaktformulär Medkompass: ${DOMAIN_LABELS[message.domain]}`,
    text: lines.join('\n'),
    replyTo: message.email,
  };
}
