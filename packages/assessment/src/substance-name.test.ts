import { describe, expect, it } from 'vitest';
import { substanceName } from './substance-name.ts';

const klaritromycin = {
  name: 'klaritromycin',
  names: [
    { language: 'sv', name: 'klaritromycin' },
    { language: 'en', name: 'clarithromycin' },
  ],
};

describe('substanceName', () => {
  it('is the English name on English pages and the Swedish one on Swedish pages', () => {
    expect(substanceName(klaritromycin, 'en')).toBe('clarithromycin');
    expect(substanceName(klaritromycin, 'sv')).toBe('klaritromycin');
  });

  it('falls back to the Swedish name when the knowledge base has no English one', () => {
    expect(substanceName({ name: 'johannesört', names: [] }, 'en')).toBe('johannesört');
  });
});
