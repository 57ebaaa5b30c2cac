import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import svPages from '../locales/sv-pages.json';
import svCore from '../locales/sv.json';

const sv = { ...svCore, ...svPages };

/** The text groups of the pages under /en (specification §1, §2): they must all be English. */
const ENGLISH_GROUPS = [
  'app',
  'common',
  'nav',
  'footer',
  'cookies',
  'environment',
  'versions',
  'error',
  'english',
  'search',
  'documents',
  'genus',
  // A drug's route of administration on a document card (the genus tab's list).
  'administration',
  'auth',
  'passwordReset',
  'kb',
  'contentPage',
  'contentIndex',
  'contact',
] as const;

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix === '' ? key : `${prefix}.${key}`),
  );
}

describe('the English texts', () => {
  it.each(ENGLISH_GROUPS)('has every text of the group %s that Swedish has', (group) => {
    const english = new Set(keysOf(en[group], group));
    const missing = keysOf(sv[group], group).filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });
});
