/**
 * Untrusted text made safe for an operator's terminal: a contact message, a
 * user's name or a knowledge-base text may hold escape sequences that move the cursor, rewrite
 * the screen or set the window title. Every C0 control character but newline becomes its Control
 * Pictures sign (ESC as '␛', NUL as '␀', CR as '␍', tab as '␉'), DEL '␡', and every C1 control
 * its escape ('\u009b'), so the text is shown, never obeyed. Printable text is unchanged.
 */
export function visibleControls(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x0a) result += char;
    else if (code < 0x20) result += String.fromCodePoint(0x2400 + code);
    else if (code === 0x7f) result += '\u2421';
    else if (code >= 0x80 && code <= 0x9f) result += `\\u${code.toString(16).padStart(4, '0')}`;
    else result += char;
  }
  return result;
}
