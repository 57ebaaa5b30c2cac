import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from './contact.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  controlCharacterPath,
  hasRefusedControlCharacter,
  storedText,
} from './control-characters.ts';

const refused = fc.constantFrom(
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter(
    (char) => !'\t\n\r'.includes(char),
  ),
  '\u007f',
);
const allowed = fc.string({ unit: 'grapheme' }).map((text) => text.replace(/[\p{Cc}]/gu, ''));

describe('the rule for control characters (ADR 0039)', () => {
  it('refuses any text with a C0 control but tab, newline or carriage return, or DEL', () => {
    fc.assert(
      fc.property(allowed, refused, allowed, (before, control, after) => {
        const text = `${before}${control}${after}`;
        expect(hasRefusedControlCharacter(text)).toBe(true);
        expect(storedText().safeParse(text).success).toBe(false);
      }),
    );
  });

  it('lets any other text through, tab, newline and carriage return included', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(allowed, fc.constantFrom('\t', '\n', '\r\n'))), (parts) => {
        const text = parts.join('');
        expect(hasRefusedControlCharacter(text)).toBe(false);
        expect(storedText().parse(text)).toBe(text);
      }),
    );
  });

  it('names the first value or key that holds one, however deep', () => {
    expect(controlCharacterPath({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(controlCharacterPath({ ['k\u001b']: 1 })).toEqual(['k\u001b']);
    expect(controlCharacterPath('\u0000')).toEqual([]);
    expect(controlCharacterPath({ a: 'rad\nrad\ttabb', n: 1, z: null })).toBeNull();
  });
});

describe('the contact form under the rule', () => {
  it('gives the reason for a field with NUL in the browser, as the server does', () => {
    const result = contactMessageSchema.safeParse({
      domain: 'general',
      role: 'other',
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.se',
      message: 'En fråga\u0000 om dosering vid nedsatt njurfunktion.',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toContainEqual([
      ['message'],
      CONTROL_CHARACTER_MESSAGE,
    ]);
  });
});
