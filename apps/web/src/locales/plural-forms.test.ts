import { beforeAll, describe, expect, it } from 'vitest';
import en from './en.json';
import svPages from './sv-pages.json';
import sv from './sv.json';
import { loadLanguage, translate } from '../lib/i18n.ts';

interface TextTree {
  [key: string]: string | TextTree;
}

/** Every text of a tree by its dotted key. */
function leaves(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const LANGUAGES = {
  sv: leaves({ ...(sv as TextTree), ...(svPages as TextTree) }),
  en: leaves(en),
};

const PLURAL = /_(one|other)$/;

describe('plural forms of the texts', () => {
  beforeAll(() => loadLanguage('en'));

  it.each(Object.entries(LANGUAGES))(
    'gives every %s text that shows a count both a singular and a plural form',
    (_language, texts) => {
      const keys = new Set(texts.map(([key]) => key));
      const missing = texts.flatMap(([key, text]) => {
        if (!text.includes('{{count}}')) return [];
        if (!PLURAL.test(key)) return [`${key}: no _one/_other forms`];
        const base = key.replace(PLURAL, '');
        return ['one', 'other']
          .filter((form) => !keys.has(`${base}_${form}`))
          .map((form) => `${base}_${form} missing`);
      });
      expect(missing).toEqual([]);
    },
  );

  it('has the Swedish plural forms of every English one, which English falls back to', () => {
    const svKeys = new Set(LANGUAGES.sv.map(([key]) => key));
    const missing = LANGUAGES.en
      .map(([key]) => key)
      .filter((key) => PLURAL.test(key) && !svKeys.has(key));
    expect(missing).toEqual([]);
  });

  it('counts one drug and one document in the singular', () => {
    expect(translate('en', 'search.inProducts', { count: 1 })).toBe('in 1 drug');
    expect(translate('en', 'search.inProducts', { count: 2 })).toBe('in 2 drugs');
    expect(translate('sv', 'search.inProducts', { count: 1 })).toBe('ingår i 1 läkemedel');
    expect(translate('sv', 'documents.atcCodes', { count: 1, codes: 'N02BE01' })).toBe(
      'ATC-kod N02BE01',
    );
  });
});
