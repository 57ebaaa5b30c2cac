import { describe, expect, it } from 'vitest';
import { isLanguageLoaded, loadLanguage, translate, translatorOf } from './i18n.ts';

describe('translate', () => {
  it('reads a key by its dotted path', () => {
    expect(translate('sv', 'app.name')).toBe('Medkompass');
  });

  it('fills in the options, and leaves a placeholder without one as it is', () => {
    expect(translate('sv', 'documents.nameLookupFailed', { name: 'Alvedon' })).toBe(
      'Namnet ”Alvedon” kunde inte slås upp.',
    );
    expect(translate('sv', 'documents.nameLookupFailed', { name: undefined })).toBe(
      'Namnet ”” kunde inte slås upp.',
    );
    expect(translate('sv', 'documents.nameLookupFailed')).toBe(
      'Namnet ”{{name}}” kunde inte slås upp.',
    );
  });

  it('chooses the plural form by count', () => {
    expect(translate('sv', 'search.atcCodes', { count: 1, codes: 'B01AA03' })).toBe(
      'ATC-kod B01AA03',
    );
    expect(translate('sv', 'search.atcCodes', { count: 2, codes: 'M01AB05 och M02AA15' })).toBe(
      'ATC-koder M01AB05 och M02AA15',
    );
    expect(translate('sv', 'search.atcCodes', { count: 0, codes: '' })).toBe('ATC-koder ');
  });

  it('reads English once it is loaded, else Swedish, and Swedish where English has no text', async () => {
    expect(isLanguageLoaded('en')).toBe(false);
    expect(translate('en', 'app.tagline')).toBe(translate('sv', 'app.tagline'));
    await loadLanguage('en');
    expect(isLanguageLoaded('en')).toBe(true);
    expect(translate('en', 'search.atcCodes', { count: 1, codes: 'B01AA03' })).toBe(
      'ATC code B01AA03',
    );
    expect(translate('en', 'start.heading')).toBe(translate('sv', 'start.heading'));
  });

  it('reads a key without any text as the key', () => {
    // A key the types allow can still lack a text at run time (a text file out of step).
    expect(translate('sv', 'nav.nonexistent' as 'app.name')).toBe('nav.nonexistent');
  });
});

describe('translatorOf', () => {
  it('gives the same function for a language every time', () => {
    expect(translatorOf('sv')).toBe(translatorOf('sv'));
    expect(translatorOf('sv')('app.name')).toBe('Medkompass');
  });
});
