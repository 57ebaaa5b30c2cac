import { invalid, valid, type Validated } from '@medkompass/clinical/validation-result.ts';

/** Contact form limits (specification §5, §9). */
export const CONTACT_LIMITS = {
  nameLength: { min: 2, max: 28 },
  messageLength: { min: 5, max: 720 },
} as const;

// Letters of any European alphabet (Latin with accents, Nordic letters), space, apostrophe,
// comma, hyphen and dot (specification §5 'Contact form').
const NAME = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M} ',.-]+$/u;
// local@domain.tld with a 2–4 letter top-level domain.
const CONTACT_EMAIL = /^[\w.+-]+@(?:[\p{L}\d-]+\.)+\p{L}{2,4}$/u;
// Specification §5 'Login': word characters, hyphen, dot and Swedish letters, an @, a domain and
// a top level of 2–4 characters.
const LOGIN_EMAIL = /^[\w.åäöÅÄÖ-]+@[\w.åäöÅÄÖ-]+\.[A-Za-zåäöÅÄÖ]{2,4}$/;

// Built on first use: the first page loads this module but validates no form (ICU's break data).
let graphemes: Intl.Segmenter | undefined;

/** Characters as a reader counts them: 'é' written as e + accent is one. */
function characterCount(text: string): number {
  graphemes ??= new Intl.Segmenter('sv', { granularity: 'grapheme' });
  return [...graphemes.segment(text)].length;
}

/** A first or last name on the contact form: 2–28 characters of the allowed kinds. */
export function validateContactName(text: string): Validated<string> {
  const trimmed = text.trim();
  const { min, max } = CONTACT_LIMITS.nameLength;
  const length = characterCount(trimmed);
  if (length < min || length > max) return invalid(`Ange ${min}–${max} tecken`);
  if (!NAME.test(trimmed))
    return invalid('Använd bokstäver, mellanslag, apostrof, komma, bindestreck eller punkt');
  return valid(trimmed);
}

/** The contact form's e-mail address, with a 2–4 letter top-level domain. */
export function validateContactEmail(text: string): Validated<string> {
  const trimmed = text.trim();
  return CONTACT_EMAIL.test(trimmed) ? valid(trimmed) : invalid('Ange en giltig e-postadress');
}

/** The contact form's message: 5–720 characters. */
export function validateContactMessage(text: string): Validated<string> {
  const length = characterCount(text.trim());
  const { min, max } = CONTACT_LIMITS.messageLength;
  if (length < min) return invalid(`Meddelandet ska vara minst ${min} tecken`);
  if (length > max) return invalid(`Meddelandet får vara högst ${max} tecken`);
  return valid(text.trim());
}

/**
 * The login e-mail (specification §5): trimmed and matched. 'empty' is its own state, since an
 * empty field shows no error.
 */
export function validateLoginEmail(
  text: string,
): Validated<string> | { ok: false; reason: 'empty' } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  return LOGIN_EMAIL.test(trimmed) ? valid(trimmed) : invalid('Ange en giltig e-postadress');
}

// Path characters only: letters, digits and / _ - . ~ ? = & % + and #.
const LOCAL_PATH = /^\/(?![/\\])[\w\-./~?=&%+#]*$/;

/**
 * A redirect target (specification §5): a local path of allowed characters, so a crafted link
 * can never send a user to another site ('//evil.example', '/\evil', 'https://…' are refused).
 */
export function validateRedirectTarget(text: string): Validated<string> {
  return LOCAL_PATH.test(text)
    ? valid(text)
    : invalid('Omdirigering tillåts bara till en sida i tjänsten');
}
