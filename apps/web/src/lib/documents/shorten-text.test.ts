import { describe, expect, it } from 'vitest';
import { shortenText } from './shorten-text.ts';

describe('shortenText', () => {
  it('keeps a text within the limit whole', () => {
    expect(shortenText('Kan användas.', 20)).toEqual({ text: 'Kan användas.', shortened: false });
    const exact = 'x'.repeat(200);
    expect(shortenText(exact)).toEqual({ text: exact, shortened: false });
  });

  it('cuts at the end of a clause near the limit, without its punctuation, and adds …', () => {
    const text = 'Ska inte användas från vecka 20, och inte alls sent i graviditeten.';
    expect(shortenText(text, 50)).toEqual({
      text: 'Ska inte användas från vecka 20…',
      shortened: true,
    });
  });

  it('cuts at a word boundary when no clause ends near the limit', () => {
    const { text, shortened } = shortenText(
      'Ska inte användas utan särskild bedömning av läkare.',
      34,
    );
    expect(shortened).toBe(true);
    expect(text).toBe('Ska inte användas utan särskild…');
    expect(text.length).toBeLessThanOrEqual(34);
  });

  it('cuts inside a word only when one word is longer than the limit', () => {
    expect(shortenText('Fosterpåverkansbedömning', 10)).toEqual({
      text: 'Fosterpåv…',
      shortened: true,
    });
  });
});
