import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewFindings } from '@medkompass/assessment/review/review-findings.ts';
import type { Review, ReviewInput } from '@medkompass/assessment/review/review-types.ts';
import type { IntegratedPatient } from '@medkompass/clinical/integrated-mode-url.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import { FINDING_CODES, PREDICTED_GFR_LOINC, reviewBundle } from './review-fhir.ts';
import { TWENTY_DEMO_PRODUCTS as TWENTY } from '@medkompass/assessment/testing/demo-twenty-products.ts';
import { demoKnowledgeBase, fhirSchemaErrors } from './review-test-helpers.ts';
import { NO_PATIENT } from '@medkompass/assessment/testing/no-patient.ts';

const kb = demoKnowledgeBase();
const NOW = new Date('2026-06-01T10:00:00Z');
const NPL_SYSTEM = 'https://medkompass.se/fhir/NamingSystem/npl-id';
const KB_INFO = {
  kbVersion: 'demo-1',
  name: 'Demo',
  publishedAt: '2026-05-01T00:00:00Z',
  isDemo: true,
};
const ALL_OPEN = new Set(['interactions', 'njurfunktion', 'birthdefect', 'lactation'] as const);

/** A woman of 36 with a creatinine that gives an eGFR of 28 (band 15–29) by LM-rev. */
const WOMAN_LOW_EGFR: IntegratedPatient = {
  ...NO_PATIENT,
  birthYear: 1990,
  gender: 'FEMALE',
  creatinine: 180,
  creatinineDate: '2026-05-20',
};

function review(
  list: Partial<SearchListQuery>,
  patient = WOMAN_LOW_EGFR,
  extra: Partial<ReviewInput> = {},
) {
  return reviewFindings(kb, {
    list: { nplIds: [], nslIds: [], ...list },
    patient,
    chosenBand: null,
    notFertile: false,
    now: NOW,
    openSources: ALL_OPEN,
    ...extra,
  });
}

type Resource = { resourceType: string } & Record<string, unknown>;
const bundleOf = (r: Review, patient = WOMAN_LOW_EGFR) =>
  reviewBundle(r, { patient, now: NOW, nplSystem: NPL_SYSTEM, knowledgeBase: KB_INFO }) as {
    type: string;
    entry: { fullUrl: string; resource: Resource }[];
  };
/** The bundle's resources of a type, read as the shape a test looks at. */
const resources = <T = Resource>(bundle: ReturnType<typeof bundleOf>, type: string): T[] =>
  bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type) as unknown as T[];

describe('the review as a FHIR R4 Bundle', () => {
  // Compiling the official schema takes seconds: once, outside any test's time limit.
  beforeAll(() => {
    fhirSchemaErrors({});
  }, 60_000);

  const matrix: [string, Partial<SearchListQuery>][] = [
    ['an empty list', {}],
    ['one drug', { nplIds: ['99000000000003'] }],
    ['20 drugs with every source’s classes', { nplIds: TWENTY }],
    ['unknown ids', { nplIds: ['97999999999999'], nslIds: ['IDOKAND00001'] }],
    [
      'known and unknown ids and a substance',
      { nplIds: ['99000000000003', '97999999999999'], nslIds: ['IDDEMOPARACETAMOL'] },
    ],
  ];

  it('has a schema that refuses what R4 does not allow', () => {
    const bundle = bundleOf(review({ nplIds: ['99000000000003', '99000000000006'] }));
    const issue = resources(bundle, 'DetectedIssue')[0] as Record<string, unknown>;
    issue.severity = 'critical';
    expect(fhirSchemaErrors(bundle)).not.toEqual([]);
    expect(fhirSchemaErrors({ resourceType: 'Bundle', type: 'list' })).not.toEqual([]);
  });

  it.each(matrix)('is valid against the official R4 schema for %s', (_name, list) => {
    const r = review(list);
    const bundle = bundleOf(r);
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    expect(bundle.type).toBe('collection');
    expect(resources(bundle, 'MedicationStatement')).toHaveLength(r.entries.length);
    expect(resources(bundle, 'DetectedIssue')).toHaveLength(r.findings.length);
  });

  it('gives every class of every source for the 20 drugs, each with its code and severity', () => {
    const r = review({ nplIds: TWENTY });
    const classes = new Set(r.findings.map((f) => `${f.kind}:${f.classCode.slice(0, 1)}`));
    for (const expected of [
      'interaction:A',
      'interaction:B',
      'interaction:C',
      'interaction:D',
      'duplication:w',
      'renal:B',
      'renal:C',
      'renal:D',
      'birthdefect:2',
      'birthdefect:3',
      'lactation:2',
      'lactation:3',
    ])
      expect(classes).toContain(expected);
    const bundle = bundleOf(r);
    const issues = resources(bundle, 'DetectedIssue');
    r.findings.forEach((finding, i) => {
      const issue = issues[i] as unknown as {
        severity?: string;
        code: { coding: { code: string }[] };
      };
      expect(issue.code.coding[0]?.code).toBe(FINDING_CODES[finding.kind].code);
      expect(issue.severity).toBe(finding.severity ?? undefined);
    });
    const severities = r.findings.map((f) => f.severity);
    // Most severe first.
    expect(severities.indexOf('high')).toBe(0);
    expect(severities.lastIndexOf('high')).toBeLessThan(severities.indexOf('moderate'));
  });

  it('maps D to high, C to moderate, B to low and gives A no severity', () => {
    const r = review({ nplIds: TWENTY });
    const severityOf = (letter: string) =>
      new Set(
        r.findings
          .filter((f) => f.kind === 'interaction' && f.classCode.startsWith(letter))
          .map((f) => f.severity),
      );
    expect(severityOf('D')).toEqual(new Set(['high']));
    expect(severityOf('C')).toEqual(new Set(['moderate']));
    expect(severityOf('B')).toEqual(new Set(['low']));
    expect(severityOf('A')).toEqual(new Set([null]));
  });

  it('implicates the pair’s MedicationStatements and carries the texts and the recommendation', () => {
    const r = review({ nplIds: ['99000000000003', '99000000000006'] });
    const bundle = bundleOf(r);
    const [issue] = resources<{
      implicated: { reference: string }[];
      detail: string;
      mitigation: { action: { text: string } }[];
    }>(bundle, 'DetectedIssue');
    const statements = bundle.entry.filter(
      (e) => e.resource.resourceType === 'MedicationStatement',
    );
    expect(issue?.implicated.map((i) => i.reference).sort()).toEqual(
      statements.map((s) => s.fullUrl).sort(),
    );
    expect(issue?.detail).toContain('Interaktion D4: Waran 2,5 mg tablett + Trombyl 75 mg tablett');
    expect(issue?.detail).toContain('Konsekvens:');
    expect(issue?.mitigation[0]?.action.text).toMatch(/^Kombinera endast/);
  });

  it('codes a product by its NPL id and ATC codes and a substance by its NSL id', () => {
    const bundle = bundleOf(review({ nplIds: ['99000000000001'], nslIds: ['IDDEMOPARACETAMOL'] }));
    const codings = resources<{
      medicationCodeableConcept: { coding: { system: string; code: string }[] };
    }>(bundle, 'MedicationStatement').map((s) => s.medicationCodeableConcept.coding);
    expect(codings[0]).toEqual([
      { system: NPL_SYSTEM, code: '99000000000001', display: 'Alvedon 500 mg tablett' },
      { system: 'http://www.whocc.no/atc', code: 'N02BE01' },
    ]);
    expect(codings[1]?.[0]).toMatchObject({ code: 'IDDEMOPARACETAMOL' });
  });

  it('gives the eGFR as an Observation with a LOINC code that names no equation and the equation in method', () => {
    const bundle = bundleOf(review({ nplIds: TWENTY }));
    const [egfr] = resources<{
      code: { coding: { code: string }[] };
      method: { text: string };
      valueQuantity: { value: number; code: string };
    }>(bundle, 'Observation');
    expect(egfr?.code.coding[0]).toEqual(PREDICTED_GFR_LOINC);
    expect(egfr?.method.text).toContain('LM-rev');
    expect(egfr?.valueQuantity).toMatchObject({ value: 28, code: 'mL/min/{1.73_m2}' });
  });

  it('names what could not be assessed in an OperationOutcome: unknown ids, no eGFR, a closed source', () => {
    const r = review({ nplIds: ['99000000000003', '97999999999999'] }, NO_PATIENT, {
      openSources: new Set(['interactions', 'birthdefect', 'lactation'] as const),
    });
    const bundle = bundleOf(r, NO_PATIENT);
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    const [outcome] = resources<{
      issue: { code: string; details: { text: string } }[];
    }>(bundle, 'OperationOutcome');
    const texts = outcome?.issue.map((i) => `${i.code}: ${i.details.text}`) ?? [];
    expect(texts).toContain(
      'informational: Kunskapsbasen är demodata och får inte användas kliniskt.',
    );
    expect(texts).toContain(
      'not-found: 97999999999999 finns inte i kunskapsbasen och ingår inte i bedömningen.',
    );
    expect(texts).toContain(
      'incomplete: Njurfunktion ingår inte: källan är inte tillgänglig för dig.',
    );
    expect(r.unassessed).toHaveLength(outcome!.issue.length - 1);
  });

  it('leaves fetal and lactation findings out for a man, and says so', () => {
    const r = review({ nplIds: TWENTY }, { ...WOMAN_LOW_EGFR, gender: 'MALE' });
    expect(r.findings.filter((f) => f.kind === 'birthdefect' || f.kind === 'lactation')).toEqual(
      [],
    );
    expect(r.unassessed.map((g) => g.text)).toContain(
      'Fosterpåverkan har inte bedömts: patienten är en man.',
    );
  });

  it('is schema-valid, with one DetectedIssue per finding, for any list of demo ids and patient', () => {
    const ids = TWENTY;
    fc.assert(
      fc.property(
        fc.subarray(ids),
        fc.subarray(['IDDEMOPARACETAMOL', 'IDDEMOWARFARIN', 'IDDEMOIBUPROFEN']),
        fc.record({
          gender: fc.constantFrom('FEMALE', 'MALE', null),
          birthYear: fc.option(fc.integer({ min: 1900, max: 2008 })),
          creatinine: fc.option(fc.integer({ min: 40, max: 900 })),
        }),
        (nplIds, nslIds, person) => {
          const patient: IntegratedPatient = { ...WOMAN_LOW_EGFR, ...person };
          const r = review({ nplIds, nslIds }, patient);
          const bundle = bundleOf(r, patient);
          expect(fhirSchemaErrors(bundle)).toEqual([]);
          expect(resources(bundle, 'DetectedIssue')).toHaveLength(r.findings.length);
          expect(resources(bundle, 'MedicationStatement')).toHaveLength(r.entries.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});
