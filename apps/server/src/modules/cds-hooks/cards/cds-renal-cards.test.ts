import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IdentifiedOrder } from '@medkompass/assessment/cds-medications.ts';
import {
  cdsPatientOf,
  LOINC_SYSTEM,
  unfilledPrefetchKeys,
} from '@medkompass/assessment/cds-patient.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { renalDocumentOf } from '@medkompass/assessment/testing/cds-test-context.ts';
import { bundleOf, nslId, substance } from '@medkompass/assessment/testing/test-knowledge-base.ts';
import { CDS_PREFETCH_KEYS, type CdsPrefetch } from '@medkompass/contracts/cds-hooks.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { sourceNameSchema } from '@medkompass/contracts/source.ts';
import type { CdsCardContext } from './cds-card-parts.ts';
import { cdsCards } from './cds-cards.ts';

const NOW = new Date('2026-11-25T10:00:00Z');
/** a: renal document (C at 30–59, D below); b: none; c: a renal document, on the medication list. */
function kbWith(
  aClasses: Parameters<typeof renalDocumentOf>[1] = ['D', 'D', 'C', 'A', 'A'],
): KbBundle {
  return {
    ...bundleOf({ substances: [substance('a'), substance('b'), substance('c')] }),
    renalDocuments: [
      renalDocumentOf('a', aClasses),
      renalDocumentOf('c', ['D', 'C', 'C', 'A', 'A']),
    ],
  };
}

const order = (key: string): IdentifiedOrder => ({
  key: `MedicationRequest/${key}`,
  label: key.toUpperCase(),
  nplIds: [],
  nslIds: [nslId(key)],
  identified: true,
});

const observation = (
  code: string,
  value: number | undefined,
  unit: string | undefined,
  date: string | undefined,
  status = 'final',
) => ({
  resourceType: 'Observation',
  status,
  code: { coding: [{ system: LOINC_SYSTEM, code }] },
  ...(value === undefined && unit === undefined ? {} : { valueQuantity: { value, unit } }),
  ...(date === undefined ? {} : { effectiveDateTime: date }),
});
const fhirBundle = (...resources: object[]) => ({
  resourceType: 'Bundle' as const,
  entry: resources.map((resource) => ({ resource: resource as { resourceType: string } })),
});
const man = { resourceType: 'Patient' as const, gender: 'male' as const, birthDate: '1950-03-01' };
const creatinine = (value: number | undefined, unit: string | undefined, date = '2026-11-20') =>
  fhirBundle(observation('14682-9', value, unit, date));

/** Every card of a request by these orders and this prefetch, as the service makes them. */
function cardsFor(
  prefetch: CdsPrefetch,
  draft: IdentifiedOrder[],
  active: IdentifiedOrder[] = [],
  bundle = kbWith(),
) {
  const context: CdsCardContext = {
    kb: new BundleKnowledgeBase(bundle),
    riskProperties: [],
    draft,
    active,
    patient: cdsPatientOf(prefetch, NOW),
    now: NOW,
    appUrl: 'https://medkompass.test',
    isDemo: false,
    openSources: new Set(sourceNameSchema.options),
  };
  return cdsCards(context, unfilledPrefetchKeys(prefetch)).map((c) => c.card);
}
const renal = (...args: Parameters<typeof cardsFor>) =>
  cardsFor(...args).filter((c) => c.source.topic.code === 'njurfunktion');

describe('renal cards when renal function cannot be assessed', () => {
  it('names the unit it could not read, and every drug with a renal document, draft or listed', () => {
    const cards = renal(
      { patient: man, creatinine: creatinine(1.2, 'mmol/dl'), cystatinC: null },
      [order('a'), order('b')],
      [order('c')],
    );
    // A and C are class D at low eGFR: unknown renal function is a warning, not information.
    expect(cards.map((c) => [c.indicator, c.summary])).toEqual([
      ['warning', 'Njurfunktion kunde inte bedömas för A och C'],
    ]);
    const detail = cards[0]?.detail ?? '';
    expect(detail).toContain('- **A**\n- **C** (aktuellt läkemedel)');
    expect(detail).toContain(
      '- Kreatininvärdet 1,2 mmol/dl (2026-11-20) kan inte läsas: enheten ”mmol/dl” är inte en av dem beslutsstödet läser (µmol/L, mmol/L och mg/dL).',
    );
  });

  it('is information only when no drug concerned is class D at any eGFR', () => {
    const cards = renal(
      { patient: man, creatinine: fhirBundle(), cystatinC: null },
      [order('a')],
      [],
      kbWith(['C', 'C', 'C', 'A', 'A']),
    );
    expect(cards.map((c) => c.indicator)).toEqual(['info']);
  });

  it('with disagreeing estimates, grades by the lower one and says why (ADR 35)', () => {
    // A man of 80 with creatinine 300 µmol/L (LM-rev 15.5, 15–29) and a cystatin C eGFR of 45:
    // before ADR 35 the card said renal function could not be assessed.
    const cards = renal(
      {
        patient: { ...man, birthDate: '1946-01-01' },
        creatinine: creatinine(300, 'umol/L'),
        cystatinC: fhirBundle(observation('50210-4', 45, 'mL/min/{1.73_m2}', '2026-11-20')),
      },
      [order('a')],
    );
    expect(cards.map((c) => [c.indicator, c.summary])).toEqual([
      ['critical', 'Njurfunktion klass D: A vid eGFR 16 mL/min/1,73 m²'],
    ]);
    expect(cards[0]?.detail).toContain(
      '**Observera:** Kreatininbaserat eGFR 16 mL/min/1,73 m² (intervall 15–29) och cystatin C-baserat eGFR 45 mL/min/1,73 m² (intervall 30–59) kan inte vägas samman',
    );
  });

  it('names the accepted range of a value outside it, and a sample without a value', () => {
    const [outside] = renal({ patient: man, creatinine: creatinine(1e9, 'umol/L') }, [order('a')]);
    expect(outside?.detail).toContain(
      'Kreatininvärdet 1000000000 umol/L (2026-11-20) ligger utanför det godtagna intervallet 30–2000 µmol/L och används inte.',
    );
    const [noValue] = renal({ patient: man, creatinine: creatinine(undefined, undefined) }, [
      order('a'),
    ]);
    expect(noValue?.detail).toContain('Kreatininprovet (2026-11-20) saknar ett läsbart mätvärde.');
  });

  it('says a creatinine is missing from an empty Bundle, and too old after a year', () => {
    const [empty] = renal({ patient: man, creatinine: fhirBundle() }, [order('a')]);
    expect(empty?.summary).toBe('Njurfunktion kunde inte bedömas för A');
    expect(empty?.detail).toContain('- Kreatininvärde saknas.');
    const [old] = renal({ patient: man, creatinine: creatinine(120, 'umol/L', '2025-06-01') }, [
      order('a'),
    ]);
    expect(old?.detail).toContain('- Kreatininvärdet är äldre än ett år. Provet togs 2025-06-01.');
  });

  it("names a missing birth date or gender, a gender LM-rev cannot use, and a child's age", () => {
    const reasonsWith = (patient: Record<string, string>) =>
      renal(
        { patient: { resourceType: 'Patient', ...patient }, creatinine: creatinine(120, 'µmol/L') },
        [order('a')],
      )[0]?.detail ?? '';
    expect(reasonsWith({ gender: 'male' })).toContain(
      '- Födelsedatum saknas i patientuppgifterna.',
    );
    expect(reasonsWith({ birthDate: '1950-01-01' })).toContain(
      '- Kön saknas i patientuppgifterna; eGFR från kreatinin (LM-rev) kräver kön.',
    );
    expect(reasonsWith({ birthDate: '1950-01-01', gender: 'other' })).toContain(
      'Kön är angivet som annat eller okänt',
    );
    expect(reasonsWith({ birthDate: '2015-01-01', gender: 'female' })).toContain(
      'Patientens ålder ligger utanför 18–130 år',
    );
  });

  it('reads a prefetch of nothing but nulls as not sent: the incomplete card, and why renal is missing', () => {
    const allNull = Object.fromEntries(CDS_PREFETCH_KEYS.map((key) => [key, null]));
    const cards = cardsFor(allNull, [order('a')]);
    expect(cards.map((c) => c.summary)).toEqual([
      'Njurfunktion kunde inte bedömas för A',
      'Bedömningen är ofullständig: uppgifter saknades i anropet',
    ]);
    expect(cards[0]?.detail).toContain('- Kreatinin och cystatin C kom inte med anropet.');
    expect(cards[0]?.detail).toContain('- Patientens kön och födelsedatum kom inte med anropet.');
  });

  it('gives class advice from a value it can read, and names a newer one it could not', () => {
    const cards = renal(
      {
        patient: man,
        creatinine: fhirBundle(
          observation('14682-9', 250, 'umol/L', '2026-10-01'),
          observation('14682-9', 2.5, 'mg/l', '2026-11-20'),
        ),
      },
      [order('a')],
    );
    expect(cards.map((c) => c.summary)).toEqual([
      expect.stringMatching(/^Njurfunktion klass D: A vid eGFR \d+ mL\/min\/1,73 m²$/),
    ]);
    expect(cards[0]?.detail).toContain('kreatinin 250 µmol/L (2026-10-01)');
    expect(cards[0]?.detail).toContain(
      'Används inte i skattningen:\n- Kreatininvärdet 2,5 mg/l (2026-11-20) kan inte läsas',
    );
  });
});

// ---- The property: a drug with a renal document is never left without a renal card. ----

type Measure = 'creatinine' | 'cystatinC' | 'cystatinEgfr';
/** Unit spellings as record systems send them, with whether the service reads them. */
const UNITS: Record<Measure, readonly (readonly [string | undefined, boolean])[]> = {
  creatinine: [
    ['µmol/L', true],
    ['umol/L', true],
    ['umol/l', true],
    ['μmol/L', true],
    ['UMOL/L', true],
    ['mg/dL', true],
    ['mg/dl', true],
    ['mmol/L', true],
    ['mg/L', false],
    ['mmol/dl', false],
    ['g/L', false],
    ['', false],
    [undefined, false],
  ],
  cystatinC: [
    ['mg/L', true],
    ['mg/l', true],
    ['g/L', false],
    ['nmol/L', false],
  ],
  cystatinEgfr: [
    ['mL/min/{1.73_m2}', true],
    ['ml/min/1.73m2', true],
    ['mL/min', false],
  ],
};
const CODES: Record<Measure, readonly string[]> = {
  creatinine: ['14682-9', '2160-0'],
  cystatinC: ['33863-2'],
  cystatinEgfr: ['50210-4'],
};
/** A value well inside the accepted range once converted from the unit. */
const inside = (measure: Measure, unit: string): fc.Arbitrary<number> => {
  if (measure === 'cystatinC') return fc.double({ min: 0.5, max: 8, noNaN: true });
  if (measure === 'cystatinEgfr') return fc.integer({ min: 5, max: 180 });
  const key = unit.toLowerCase();
  if (key === 'mg/dl') return fc.double({ min: 0.5, max: 20, noNaN: true });
  if (key === 'mmol/l') return fc.double({ min: 0.05, max: 1.9, noNaN: true });
  return fc.integer({ min: 40, max: 1900 });
};
const RECENT = ['2026-11-20', '2026-03-01'];
const DATES = [...RECENT, '2025-01-01', undefined];

/** One of the values, each as often as its weight. */
const weighted = <T>(...choices: [T, number][]): fc.Arbitrary<T> =>
  fc.oneof(...choices.map(([value, weight]) => ({ arbitrary: fc.constant(value), weight })));

interface GeneratedObservation {
  measure: Measure;
  resource: object;
  /** Whether the rules can use its value: readable unit, value in range, a final result. */
  usable: boolean;
  date: string | undefined;
}

const arbitraryObservation = (measure: Measure): fc.Arbitrary<GeneratedObservation> =>
  fc
    .record({
      code: fc.constantFrom(...CODES[measure]),
      unit: fc.constantFrom(...UNITS[measure]),
      kind: weighted(['inside', 4], ['outside', 1], ['missing', 1]),
      date: fc.constantFrom(...DATES),
      status: weighted(['final', 4], ['amended', 1], ['preliminary', 1], ['entered-in-error', 1]),
    })
    .chain((o) =>
      (o.kind === 'inside'
        ? inside(measure, o.unit[0] ?? '')
        : o.kind === 'outside'
          ? fc.constantFrom(1e9, -3, 0.000001)
          : fc.constant(undefined)
      ).map((value) => ({
        measure,
        resource: observation(o.code, value, o.unit[0], o.date, o.status),
        usable:
          o.unit[1] && o.kind === 'inside' && (o.status === 'final' || o.status === 'amended'),
        date: o.date,
      })),
    );

/** A prefetch key: left out, null, or a Bundle of a few Observations. */
const arbitraryLabs = (...measures: Measure[]) =>
  fc.oneof(fc.constant(undefined), fc.constant(null), {
    arbitrary: fc.array(fc.oneof(...measures.map(arbitraryObservation)), { maxLength: 3 }),
    weight: 4,
  });

const arbitraryPatient = fc.oneof(fc.constant(undefined), fc.constant(null), {
  arbitrary: fc
    .record({
      gender: weighted(['male', 2], ['female', 2], ['other', 1], ['unknown', 1], [undefined, 1]),
      birthDate: weighted(['1950-03-01', 2], ['1990-12-31', 2], ['2015-01-01', 1], [undefined, 1]),
    })
    .map(({ gender, birthDate }) => ({
      resourceType: 'Patient' as const,
      ...(gender === undefined ? {} : { gender }),
      ...(birthDate === undefined ? {} : { birthDate }),
    })),
  weight: 4,
});

const generated = (labs: GeneratedObservation[] | null | undefined) =>
  labs === null || labs === undefined ? labs : fhirBundle(...labs.map((l) => l.resource));

/** The creatinine the rules use: the newest usable one, dated before undated. */
function creatinineUsed(labs: GeneratedObservation[] | null | undefined) {
  const usable = (labs ?? []).filter((l) => l.usable);
  const dated = usable.filter((l) => l.date !== undefined);
  dated.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  return dated[0] ?? usable[0];
}

describe('renal cards (property)', () => {
  it('give a drug with a renal document either its class or the reason it has none, never nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('C' as const, 'D' as const), { minLength: 5, maxLength: 5 }),
        arbitraryPatient,
        arbitraryLabs('creatinine'),
        arbitraryLabs('cystatinC', 'cystatinEgfr'),
        fc.constantFrom(
          undefined,
          null,
          fhirBundle(observation('29463-7', 80, 'kg', '2026-11-01')),
        ),
        fc.boolean(),
        fc.boolean(),
        (classes, patient, creatinineLabs, cystatinLabs, weight, withB, withC) => {
          const prefetch: CdsPrefetch = Object.fromEntries(
            Object.entries({
              patient,
              creatinine: generated(creatinineLabs),
              cystatinC: generated(cystatinLabs),
              weight,
              height: weight && fhirBundle(observation('8302-2', 180, 'cm', '2026-11-01')),
            }).filter(([, value]) => value !== undefined),
          );
          const cards = renal(
            prefetch,
            [order('a'), ...(withB ? [order('b')] : [])],
            withC ? [order('c')] : [],
            kbWith(classes),
          );
          const classCards = cards.filter((c) => c.summary.startsWith('Njurfunktion klass'));
          const unassessed = cards.filter((c) => c.summary.startsWith('Njurfunktion kunde inte'));
          // Exactly one of the two: A is C or D at every band, so an eGFR always gives it a card.
          expect(classCards.length + unassessed.length).toBeGreaterThan(0);
          expect(classCards.length === 0 || unassessed.length === 0).toBe(true);
          for (const card of unassessed) {
            expect(card.summary).toBe(
              `Njurfunktion kunde inte bedömas för ${withC ? 'A och C' : 'A'}`,
            );
            expect(card.detail).toMatch(/Orsak:\n- \S/);
          }
          for (const card of classCards)
            expect(card.summary).toMatch(/^Njurfunktion klass [CD]: A /);

          // Independently of how the service reads the request: no usable kidney value at all
          // cannot be assessed; a usable recent creatinine for an adult woman or man alone can.
          const anyUsable = [...(creatinineLabs ?? []), ...(cystatinLabs ?? [])].some(
            (l) => l.usable,
          );
          if (!anyUsable) expect(unassessed).toHaveLength(1);
          const used = creatinineUsed(creatinineLabs);
          const adult =
            typeof patient === 'object' &&
            patient !== null &&
            (patient.gender === 'male' || patient.gender === 'female') &&
            (patient.birthDate === '1950-03-01' || patient.birthDate === '1990-12-31');
          const noCystatin = (cystatinLabs ?? []).length === 0;
          if (
            adult &&
            noCystatin &&
            used &&
            (used.date === undefined || RECENT.includes(used.date))
          )
            expect(classCards).toHaveLength(1);
        },
      ),
      { numRuns: 400 },
    );
  });
});
