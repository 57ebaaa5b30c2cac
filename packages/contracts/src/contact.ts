import * as z from 'zod/mini';
import {
  validateContactEmail,
  validateContactMessage,
  validateContactName,
} from './form-validation.ts';
import type { Validated } from '@medkompass/clinical/validation-result.ts';
import { withoutControlCharacters } from './control-characters.ts';

/** The roles a sender declares (specification §3 'Contact message'); they grant nothing (§6). */
export const CONTACT_ROLES = [
  'pharmacist',
  'physician',
  'nurse',
  'dentist',
  'midwife',
  'patientOrPrivatePerson',
  'other',
] as const;
export const contactRoleSchema = z.enum(CONTACT_ROLES, { error: 'Välj vem du är' });
export type ContactRole = z.infer<typeof contactRoleSchema>;

/**
 * What a message is about (specification §3), in the form's order; 'general' is the default and
 * 'sideeffects' is offered only in integrated mode (§2 'Contact form').
 */
export const CONTACT_DOMAINS = [
  'general',
  'interactions',
  'riskprofile',
  'birthdefect',
  'lactation',
  'njurfunktion',
  'genus',
  'sideeffects',
] as const;
export const contactDomainSchema = z.enum(CONTACT_DOMAINS, { error: 'Välj vad frågan gäller' });
export type ContactDomain = z.infer<typeof contactDomainSchema>;

/** The domains the form offers: side effects only in integrated mode. */
export function contactDomainsFor(integrated: boolean): readonly ContactDomain[] {
  return integrated ? CONTACT_DOMAINS : CONTACT_DOMAINS.filter((d) => d !== 'sideeffects');
}

// Far above every rule's own limit: a cheap bound before the rules count characters.
const MAX_RAW_LENGTH = 4000;

/**
 * A text field checked by one of packages/clinical's contact rules, with its Swedish reason; as
 * every stored string, without control characters (ADR 0039), so the form says so before the
 * server does.
 */
const checkedText = (validate: (text: string) => Validated<string>) =>
  z.string({ error: 'Fältet saknas' }).check(
    z.maxLength(MAX_RAW_LENGTH, 'Texten är för lång'),
    withoutControlCharacters(),
    z.superRefine((value, context) => {
      const result = validate(value);
      if (!result.ok) context.addIssue({ code: 'custom', message: result.reason });
    }),
  );

/**
 * The fields of the contact form (specification §3, §5). The browser validates the form with it
 * field by field, and the server the body of POST /api/contact_form/ (contactFormRequestSchema),
 * so both give the same reasons.
 */
export const contactMessageSchema = z.object({
  domain: contactDomainSchema,
  role: contactRoleSchema,
  firstName: checkedText(validateContactName),
  lastName: checkedText(validateContactName),
  email: checkedText(validateContactEmail),
  message: checkedText(validateContactMessage),
  /** The source of the page the form was opened on, in integrated mode (§2 'Navigation bar'). */
  context: z._default(
    z
      .string()
      .check(
        z.maxLength(60, 'Sammanhanget är för långt'),
        z.regex(/^[\p{L}\d _-]*$/u, 'Sammanhanget innehåller otillåtna tecken'),
      ),
    '',
  ),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;

/** POST /api/contact_form/: the form's fields and the solved captcha (ALTCHA payload). */
export const contactFormRequestSchema = z.extend(contactMessageSchema, {
  altcha: z
    .string({ error: 'Bekräftelsen att du inte är en robot saknas' })
    .check(
      z.minLength(1, 'Bekräftelsen att du inte är en robot saknas'),
      z.maxLength(MAX_RAW_LENGTH, 'Bekräftelsen är för lång'),
    ),
});
export type ContactFormRequest = z.infer<typeof contactFormRequestSchema>;

/** 201: the message is stored; it is delivered by mail from the outbox afterwards. */
export const contactFormResponseSchema = z.object({ status: z.literal('received') });

/**
 * GET /api/captcha/challenge: an ALTCHA proof-of-work challenge as the widget reads it. Keys this
 * schema does not name are passed on, since the widget, not the app, interprets them.
 */
export const captchaChallengeSchema = z.looseObject({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.string(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;

/** The payload the widget submits, base64 of this JSON: the challenge and its solution. */
export const captchaPayloadSchema = z.object({
  challenge: captchaChallengeSchema,
  solution: z.object({
    counter: z.int().check(z.minimum(0)),
    derivedKey: z.string().check(z.regex(/^[0-9a-f]+$/)),
    time: z.optional(z.number()),
  }),
});
export type CaptchaPayload = z.infer<typeof captchaPayloadSchema>;
