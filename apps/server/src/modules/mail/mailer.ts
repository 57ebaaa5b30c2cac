import { withoutResetTokens } from '../../http/log-redaction.ts';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  enqueueMail,
  mailById,
  markFailed,
  markSent,
  pendingMail,
  type OutgoingMail,
} from './outbox.repository.ts';

const MAX_ATTEMPTS = 5;

/**
 * Sends mail through an outbox: every message is stored first (nothing is lost if SMTP is down),
 * then delivered by SMTP when configured, with later retries. Without SMTP the message stays in
 * the outbox and is written to the log, so a developer can follow a reset link.
 */
export class Mailer {
  private readonly smtpUrl: string | undefined;
  // Made on the first delivery: nodemailer is not loaded at start-up, nor at all without SMTP.
  private transporter: Promise<Transporter> | null = null;
  private readonly db: Kysely<Database>;
  private readonly from: string;
  private readonly logger: FastifyBaseLogger;

  constructor(
    db: Kysely<Database>,
    smtpUrl: string | undefined,
    from: string,
    logger: FastifyBaseLogger,
  ) {
    this.db = db;
    this.from = from;
    this.logger = logger;
    this.smtpUrl = smtpUrl;
  }

  async send(mail: OutgoingMail, now: Date): Promise<void> {
    const id = await enqueueMail(this.db, mail, now);
    if (this.smtpUrl === undefined) {
      this.logger.warn(
        { mailId: id, to: mail.to, subject: mail.subject, text: mail.text },
        'No SMTP configured: mail kept in the outbox',
      );
      return;
    }
    await this.deliver(id, mail, now);
  }

  /**
   * Delivers a mail already in the outbox (stored by the caller, e.g. in the transaction that
   * stored what it is about). Without SMTP it stays there; only its id is logged, since such a
   * mail may carry what a person wrote.
   */
  async deliverQueued(id: number, now: Date): Promise<void> {
    if (this.smtpUrl === undefined) {
      this.logger.warn({ mailId: id }, 'No SMTP configured: mail kept in the outbox');
      return;
    }
    const row = await mailById(this.db, id);
    if (!row || row.sent_at !== null) return;
    await this.deliver(id, mailOf(row), now);
  }

  /** Retries what could not be delivered; called periodically. */
  async deliverPending(now: Date): Promise<void> {
    if (this.smtpUrl === undefined) return;
    for (const row of await pendingMail(this.db, MAX_ATTEMPTS)) {
      await this.deliver(row.id, mailOf(row), now);
    }
  }

  close(): void {
    void this.transporter?.then((transport) => {
      transport.close();
    });
  }

  private transport(smtpUrl: string): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    );
    return this.transporter;
  }

  private async deliver(id: number, mail: OutgoingMail, now: Date): Promise<void> {
    if (this.smtpUrl === undefined) return;
    try {
      const transport = await this.transport(this.smtpUrl);
      await transport.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
      });
      // Delivered: the reset link's token has done its work in the outbox and is erased there.
      await markSent(this.db, id, now, withoutResetTokens(mail.text));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markFailed(this.db, id, message);
      this.logger.warn({ mailId: id, err: message }, 'Mail delivery failed; it will be retried');
    }
  }
}

/** An outbox row as the mail it holds. */
function mailOf(row: {
  to_address: string;
  subject: string;
  body: string;
  reply_to: string | null;
}): OutgoingMail {
  return {
    to: row.to_address,
    subject: row.subject,
    text: row.body,
    ...(row.reply_to === null ? {} : { replyTo: row.reply_to }),
  };
}
