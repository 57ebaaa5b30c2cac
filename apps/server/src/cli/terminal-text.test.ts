import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { visibleControls } from './terminal-text.ts';

const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);

describe('untrusted text printed on a terminal', () => {
  it('keeps no C0 or C1 control character but newline, for any text', () => {
    const anyText = fc.string({
      unit: fc.oneof(
        fc.integer({ min: 0, max: 0xa0 }).map((code) => String.fromCharCode(code)),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
    });
    fc.assert(
      fc.property(anyText, (text) => {
        const shown = visibleControls(text);
        for (const char of shown) {
          const code = char.codePointAt(0) ?? 0;
          expect(code === 0x0a || !isControl(code), JSON.stringify(shown)).toBe(true);
        }
        expect(shown.split('\n').length).toBe(text.split('\n').length);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves printable text unchanged', () => {
    const printable = fc.string({ unit: 'grapheme' }).map((text) => text.replace(/\p{Cc}/gu, ''));
    fc.assert(
      fc.property(printable, fc.array(fc.constant('\n')), (text, newlines) => {
        const withNewlines = `${text}${newlines.join('')}${text}`;
        expect(visibleControls(withNewlines)).toBe(withNewlines);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows an escape sequence instead of obeying it', () => {
    expect(visibleControls('Hej\u001b[2J\u001b]0;titel\u0007\r\u009b31m\u0000\t\u007f')).toBe(
      'Hej␛[2J␛]0;titel␇␍\\u009b31m␀␉␡',
    );
  });
});
