import * as z from 'zod/mini';

/**
 * One rule for every string that reaches the database (ADR 0039): no C0 control character but
 * tab, newline and carriage return, and no DEL. PostgreSQL cannot store NUL in text at all (the
 * call failed with a 500 and a contact message was lost, where SQLite kept it), and the other
 * control characters are never typed: they come from a fuzzer, a broken client or an attempt to
 * reach an operator's terminal. They are refused at the boundary (400 naming the field), not
 * removed, so what is stored is what was sent.
 */
export function isRefusedControlCharacter(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
}

/** Whether the text holds a refused control character. */
export function hasRefusedControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (isRefusedControlCharacter(text.charCodeAt(index))) return true;
  }
  return false;
}

export const CONTROL_CHARACTER_MESSAGE =
  'Texten innehåller ett otillåtet styrtecken (till exempel NUL); skicka den utan.';

const MAX_DEPTH = 64;

/**
 * The path of the first string (or object key) in a parsed request that holds a refused control
 * character, or null: the route's body, query or parameters as the server's validation layer
 * reads them, before the route's own schema.
 */
export function controlCharacterPath(
  value: unknown,
  path: readonly (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return hasRefusedControlCharacter(value) ? [...path] : null;
  if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (hasRefusedControlCharacter(key)) return [...path, key];
    const found = controlCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** The rule as a zod check, for strings parsed outside a route's schema (a JWT's claims …). */
export const withoutControlCharacters = () =>
  z.refine<string>((text) => !hasRefusedControlCharacter(text), CONTROL_CHARACTER_MESSAGE);

/** A string under the rule. */
export const storedText = () => z.string().check(withoutControlCharacters());
