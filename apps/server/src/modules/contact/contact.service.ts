import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ContactFormRequest, ContactMessage } from '@medkompass/contracts/contact.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { enqueueMail } from '../mail/outbox.repository.ts';
import { claimCaptchaSolution } from './captcha.repository.ts';
import type { CaptchaService } from './captcha.ts';
import { contactMail } from './contact-mail.ts';
import { insertContactMessage } from './contact.repository.ts';

export interface ContactServiceOptions {
  db: Kysely<Database>;
  captcha: CaptchaService;
  mailer: Mailer;
  /** CONTACT_TO; without it messages are stored only. */
  contactTo: string | undefined;
  logger: FastifyBaseLogger;
}

const USED_MESSAGE =
  'Bekräftelsen att du inte är en robot har redan använts. Gör om den och skicka igen.';

/** The fields as stored: names, address and message without surrounding space. */
function trimmed(request: ContactFormRequest): ContactMessage {
  return {
    domain: request.domain,
    role: request.role,
    firstName: request.firstName.trim(),
    lastName: request.lastName.trim(),
    email: request.email.trim(),
    message: request.message.trim(),
    context: request.context.trim(),
  };
}

/**
 * Receives a contact message (specification §5, DESIGN 'Contact form'): the captcha must be
 * solved, signed by us, unexpired and unused; the message, the use of the solution and its mail
 * are committed in one transaction before the caller hears of success; the mail is then sent
 * from the outbox, and retried from there when SMTP fails. Nothing the sender wrote is logged.
 */
export class ContactService {
  private readonly options: ContactServiceOptions;

  constructor(options: ContactServiceOptions) {
    this.options = options;
    if (options.contactTo === undefined) {
      options.logger.warn('CONTACT_TO is not set: contact messages are stored but not mailed');
    }
  }

  async submit(request: ContactFormRequest, now: Date): Promise<void> {
    const { db, captcha, mailer, contactTo, logger } = this.options;
    const solved = await captcha.verify(request.altcha, now);
    const message = trimmed(request);
    const mailId = await db.transaction().execute(async (trx) => {
      if (!(await claimCaptchaSolution(trx, solved.nonce, solved.expiresAt, now))) {
        throw badRequest('captcha_used', USED_MESSAGE);
      }
      const queued =
        contactTo === undefined
          ? null
          : await enqueueMail(trx, contactMail(message, contactTo, now), now);
      const id = await insertContactMessage(trx, { ...message, mailId: queued }, now);
      logger.info({ contactMessageId: id, mailId: queued }, 'Contact message stored');
      return queued;
    });
    if (mailId !== null) {
      // After the answer's commit, not before it: a slow mail server must not make the sender
      // wait past the form's 5-second timeout and send again. A failure stays in the outbox.
      mailer.deliverQueued(mailId, now).catch((error: unknown) => {
        logger.error({ err: error, mailId }, 'Contact mail delivery failed; it will be retried');
      });
    }
  }
}
