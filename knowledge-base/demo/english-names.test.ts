import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identifyOrder } from '@medkompass/assessment/cds-medications.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { strengthInText } from '@medkompass/assessment/strength-in-text.ts';
import {
  DECIMAL_COMMA,
  ENGLISH_STRENGTH_WORDS,
  strengthAmounts,
  wordsOf,
} from '@medkompass/assessment/testing/strength-amounts.ts';
import { kbBundleSchema } from '@medkompass/contracts/kb-bundle.ts';
import { FORM_ENGLISH, SYNONYMS } from './english-names.ts';
import { FORM_ADMINISTRATION } from './products.ts';

const bundle = kbBundleSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', 'demo-kb.json'), 'utf8')),
);
const kb = new BundleKnowledgeBase(bundle);
const NPL = 'https://medkompass.test/npl';

/** What a record system that names its drugs in English would send. */
const identify = (text: string) =>
  identifyOrder(
    kb,
    {
      resourceType: 'MedicationRequest',
      medicationCodeableConcept: { text },
    },
    NPL,
    0,
  );

const englishName = (nslId: string) =>
  bundle.substances.find((s) => s.nslId === nslId)?.names.find((n) => n.language === 'en')?.name;

describe('English names of the demo knowledge base', () => {
  it('gives every substance an English name and every product its form in English', () => {
    expect(bundle.substances.filter((s) => englishName(s.nslId) === undefined)).toEqual([]);
    expect(bundle.products.filter((p) => p.drugForm.nameEn === undefined)).toEqual([]);
    // Every drug form the demo may use has its English name, so a new product cannot lack one.
    expect(Object.keys(FORM_ADMINISTRATION).filter((form) => !(form in FORM_ENGLISH))).toEqual([]);
  });

  it("writes every product's strength in English with its amounts kept (ADR 55)", () => {
    const strengths = [...new Set(bundle.products.map((p) => p.strength))];
    expect(strengths.length).toBeGreaterThan(100);
    for (const strength of strengths) {
      const english = strengthInText(strength, 'en');
      expect(strengthAmounts(english, 'en'), `${strength} → ${english}`).toEqual(
        strengthAmounts(strength, 'sv'),
      );
      expect(english, strength).not.toMatch(DECIMAL_COMMA);
      // Every word English or a symbol: a Swedish word new to the demo data fails here.
      expect(ENGLISH_STRENGTH_WORDS, strength).toEqual(expect.arrayContaining(wordsOf(english)));
    }
  });

  it('carries the synonyms into the bundle', () => {
    for (const [key, synonyms] of Object.entries(SYNONYMS)) {
      expect(bundle.substances.find((s) => s.nslId === `IDDEMO${key}`)?.synonyms, key).toEqual(
        synonyms,
      );
    }
  });

  it('identifies the US and common names a record system may send', () => {
    const named = (text: string) => identify(text).nslIds.map(englishName);
    expect(named('acetaminophen 500 MG Oral Tablet')).toEqual(['paracetamol']);
    expect(named('Rifampin')).toEqual(['rifampicin']);
    expect(named('ASPIRIN 75 MG')).toEqual(['acetylsalicylic acid']);
    expect(named('cyclosporine')).toEqual(['ciclosporin']);
  });

  it('identifies every substance by its English name and each synonym, in any case (property)', () => {
    const named = bundle.substances.flatMap((s) =>
      [englishName(s.nslId) ?? '', ...(s.synonyms ?? [])].map((name) => ({ nslId: s.nslId, name })),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...named),
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        ({ nslId, name }, upper) => {
          // The names are plain letters: one code unit each.
          const cased = Array.from({ length: name.length }, (_, i) =>
            upper[i % upper.length] ? name.charAt(i).toLocaleUpperCase('sv') : name.charAt(i),
          ).join('');
          expect(identify(cased).nslIds).toEqual([nslId]);
        },
      ),
    );
  });
});
