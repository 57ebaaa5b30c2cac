import { describe, expect, it } from 'vitest';
import type { Duplication } from '@medkompass/contracts/duplication.ts';
import { duplicationSentence, type DuplicationNames } from './duplication-text.ts';

const NAMES: Record<string, string> = {
  '99000000000001': 'Alvedon 500 mg tablett',
  '99000000000010': 'Panodil 500 mg filmdragerad tablett',
  '99000000000014': 'Citodon 500 mg/30 mg tablett',
  '99000000000003': 'Waran 2,5 mg tablett',
  '99000000000033': 'Eliquis 5 mg filmdragerad tablett',
  IDDEMOPARACETAMOL: 'paracetamol',
  IDDEMOKODEIN: 'kodein',
  IDDEMOWARFARIN: 'warfarin',
  IDDEMOAPIXABAN: 'apixaban',
  IDDEMOMETFORMIN: 'metformin',
  IDDEMOMETFORMINHYDROKLORID: 'metforminhydroklorid',
};
const names: DuplicationNames = {
  product: (id) => NAMES[id],
  substance: (id) => NAMES[id],
};
const texts = { hazard: 'Risk.', advice: 'Råd.' };
const product = (nplId: string, ...nslIds: string[]) => ({ nplId, nslIds });
const searched = (nslId: string) => ({ nplId: null, nslIds: [nslId] });
const substanceFinding = (nslId: string, entries: Duplication['entries']): Duplication => ({
  kind: 'substance',
  nslId,
  level: 'warning',
  entries,
  ...texts,
});

describe('duplicationSentence', () => {
  it('names two products with name, strength and form, and the substance they share', () => {
    const duplication = substanceFinding('IDDEMOPARACETAMOL', [
      product('99000000000001', 'IDDEMOPARACETAMOL'),
      product('99000000000010', 'IDDEMOPARACETAMOL'),
    ]);
    expect(duplicationSentence(duplication, names)).toBe(
      'Alvedon 500 mg tablett och Panodil 500 mg filmdragerad tablett innehåller båda paracetamol.',
    );
  });

  it('says all of three products', () => {
    const duplication = substanceFinding('IDDEMOPARACETAMOL', [
      product('99000000000001', 'IDDEMOPARACETAMOL'),
      product('99000000000010', 'IDDEMOPARACETAMOL'),
      product('99000000000014', 'IDDEMOPARACETAMOL'),
    ]);
    expect(duplicationSentence(duplication, names)).toBe(
      'Alvedon 500 mg tablett, Panodil 500 mg filmdragerad tablett och Citodon 500 mg/30 mg tablett innehåller alla paracetamol.',
    );
  });

  it('says a searched substance is also in a product', () => {
    const duplication = substanceFinding('IDDEMOWARFARIN', [
      product('99000000000003', 'IDDEMOWARFARIN'),
      searched('IDDEMOWARFARIN'),
    ]);
    expect(duplicationSentence(duplication, names)).toBe(
      'Waran 2,5 mg tablett innehåller warfarin, som också finns med som substans i listan.',
    );
  });

  it('names a searched salt as a substance of its own', () => {
    const duplication = substanceFinding('IDDEMOMETFORMIN', [
      searched('IDDEMOMETFORMIN'),
      searched('IDDEMOMETFORMINHYDROKLORID'),
    ]);
    expect(duplicationSentence(duplication, names)).toBe(
      'Metformin finns med flera gånger i listan: metformin (substans) och metforminhydroklorid (substans).',
    );
  });

  it('names the class and each entry’s substances', () => {
    const duplication: Duplication = {
      kind: 'class',
      classId: 'antikoagulantia',
      className: 'antikoagulantia',
      nslIds: ['IDDEMOAPIXABAN', 'IDDEMOWARFARIN'],
      level: 'warning',
      entries: [product('99000000000033', 'IDDEMOAPIXABAN'), searched('IDDEMOWARFARIN')],
      ...texts,
    };
    expect(duplicationSentence(duplication, names)).toBe(
      'Eliquis 5 mg filmdragerad tablett (apixaban) och warfarin hör båda till gruppen antikoagulantia.',
    );
  });

  it('falls back to the id of an entry it cannot name', () => {
    const duplication = substanceFinding('IDDEMOPARACETAMOL', [
      product('99000000000001', 'IDDEMOPARACETAMOL'),
      product('99000000000099', 'IDDEMOPARACETAMOL'),
    ]);
    expect(duplicationSentence(duplication, names)).toBe(
      'Alvedon 500 mg tablett och 99000000000099 innehåller båda paracetamol.',
    );
  });
});
