import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaPayloadSchema, type CaptchaChallenge } from '@medkompass/contracts/contact.ts';
import { badRequest } from '../../errors.ts';

/** PBKDF2 runs on Web Crypto in every browser the widget supports, in a worker of our own origin. */
const ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaSettings {
  /** The server's secret (JWT_SECRET); the captcha's HMAC keys are derived from it. */
  serverSecret: string;
  cost: number;
  maxNumber: number;
  ttlSeconds: number;
}

/** A verified solution: the challenge's nonce (used once) and when the challenge expires. */
export interface VerifiedCaptcha {
  nonce: string;
  expiresAt: Date;
}

const INVALID_MESSAGE =
  'Bekräftelsen att du inte är en robot kunde inte godkännas. Gör om den och skicka igen.';
const EXPIRED_MESSAGE =
  'Bekräftelsen att du inte är en robot har gått ut. Gör om den och skicka igen.';

/** A key for one purpose, derived from the server secret, so no extra secret must be configured. */
const derive = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(`medkompass captcha ${purpose}`).digest('hex');

/**
 * The contact form's self-hosted proof-of-work captcha (ALTCHA, DESIGN 'Contact form'): signed
 * challenges that expire, and verification of the widget's payload. That a solution is used only
 * once is recorded in SQL by the caller (captcha.repository.ts), so it holds across instances.
 */
export class CaptchaService {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;
  private readonly settings: CaptchaSettings;

  constructor(settings: CaptchaSettings) {
    this.settings = settings;
    this.signatureSecret = derive(settings.serverSecret, 'challenge');
    this.keySignatureSecret = derive(settings.serverSecret, 'key');
  }

  async challenge(now: Date): Promise<CaptchaChallenge> {
    const { cost, maxNumber, ttlSeconds } = this.settings;
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost,
      // The solver counts up from 0 to this number: the work of one challenge.
      counter: randomInt(maxNumber, Math.ceil(maxNumber / 2)),
      deriveKey,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    if (challenge.signature === undefined) throw new Error('ALTCHA returned an unsigned challenge');
    return { parameters: { ...challenge.parameters }, signature: challenge.signature };
  }

  /**
   * Checks the widget's payload (base64 JSON of the challenge and its solution): signed by us,
   * not expired, solved. Throws `captcha_invalid` or `captcha_expired` with a Swedish message.
   */
  async verify(payloadText: string, now: Date): Promise<VerifiedCaptcha> {
    const payload = captchaPayloadSchema.safeParse(decodePayload(payloadText));
    if (!payload.success) throw badRequest('captcha_invalid', INVALID_MESSAGE);
    const { challenge, solution } = payload.data;
    const { algorithm, expiresAt, nonce } = challenge.parameters;
    if (algorithm !== ALGORITHM || expiresAt === undefined) {
      throw badRequest('captcha_invalid', INVALID_MESSAGE);
    }
    if (expiresAt * 1000 <= now.getTime()) throw badRequest('captcha_expired', EXPIRED_MESSAGE);
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    }).catch(() => null);
    if (result?.expired === true) throw badRequest('captcha_expired', EXPIRED_MESSAGE);
    if (result?.verified !== true) throw badRequest('captcha_invalid', INVALID_MESSAGE);
    return { nonce, expiresAt: new Date(expiresAt * 1000) };
  }
}

function decodePayload(text: string): unknown {
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}
