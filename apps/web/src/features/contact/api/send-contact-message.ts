import type { ContactFormRequest } from '@medkompass/contracts/contact.ts';
import { apiPost } from '../../../lib/api-client.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadContactFormResponseSchema = () =>
  import('@medkompass/contracts/contact.ts').then((contract) => contract.contactFormResponseSchema);

/** Specification §9: a contact message is given 5 seconds. */
export const CONTACT_TIMEOUT_MS = 5000;

/**
 * POST /api/contact_form/ (specification §7). Rejects with an ApiRequestError when the server
 * refuses, and with the timeout's DOMException when no answer comes within 5 seconds.
 */
export async function sendContactMessage(message: ContactFormRequest): Promise<void> {
  await apiPost('/api/contact_form/', message, loadContactFormResponseSchema, {
    signal: AbortSignal.timeout(CONTACT_TIMEOUT_MS),
  });
}
