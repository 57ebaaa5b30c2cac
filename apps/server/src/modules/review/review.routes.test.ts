import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { MAX_IDS_PER_REQUEST } from '@medkompass/contracts/ids.ts';
import { reviewAnswerSchema } from '@medkompass/contracts/review-answer.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { fhirSchemaErrors } from './review-test-helpers.ts';

const NOW = new Date('2026-06-01T10:00:00Z');
const WARAN = '99000000000003';
const TROMBYL = '99000000000006';

interface Bundle {
  resourceType: string;
  type: string;
  entry: { resource: { resourceType: string } & Record<string, unknown> }[];
}
const ofType = (bundle: Bundle, type: string) =>
  bundle.entry.filter((e) => e.resource.resourceType === type).map((e) => e.resource);

describe.each(testDatabaseKinds)('GET /api/review on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {}, { now: () => NOW });
    // Compiling the official schema takes seconds: once, outside any test's time limit.
    fhirSchemaErrors({});
  }, 60_000);
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ url: `/api/review?${query}` });

  it('answers a list and a patient with a schema-valid FHIR R4 Bundle, never cached', async () => {
    const response = await get(
      `nplIds=${WARAN}&nplIds=${TROMBYL}&birthYear=1990&gender=f&krea=180&kreadate=260520&format=fhir`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const bundle = response.json<Bundle>();
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(ofType(bundle, 'MedicationStatement')).toHaveLength(2);
    expect(ofType(bundle, 'Observation')).toHaveLength(1);
    expect(ofType(bundle, 'DetectedIssue')[0]).toMatchObject({
      severity: 'high',
      code: { coding: [{ code: 'DRG' }] },
    });
  });

  it('answers unknown ids and an empty list with 200, naming the unknown as not found', async () => {
    const response = await get('nplIds=97999999999999&nslIds=IDOKAND00001&format=fhir');
    expect(response.statusCode).toBe(200);
    const bundle = response.json<Bundle>();
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    const [outcome] = ofType(bundle, 'OperationOutcome') as unknown as {
      issue: { code: string }[];
    }[];
    expect(outcome?.issue.filter((i) => i.code === 'not-found')).toHaveLength(2);
    const empty = await get('format=fhir');
    expect(empty.statusCode).toBe(200);
    expect(fhirSchemaErrors(empty.json())).toEqual([]);
  });

  it('answers format=json with the review itself in its contract, the same findings as the Bundle', async () => {
    const query = `nplIds=${WARAN}&nplIds=${TROMBYL}&birthYear=1990&gender=f&krea=180&kreadate=260520`;
    const response = await get(`${query}&format=json`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const review = reviewAnswerSchema.parse(response.json());
    expect(review.entries.map((e) => e.nplId)).toEqual([WARAN, TROMBYL]);
    expect(review.egfr).toMatchObject({ scale: 'relative' });
    expect(review.findings[0]).toMatchObject({ kind: 'interaction', severity: 'high' });
    const bundle = (await get(`${query}&format=fhir`)).json<Bundle>();
    expect(ofType(bundle, 'DetectedIssue')).toHaveLength(review.findings.length);
  });

  it('answers format=json for an empty list and names unknown ids as not assessed', async () => {
    const empty = reviewAnswerSchema.parse((await get('format=json')).json());
    expect(empty).toEqual({ entries: [], egfr: null, findings: [], unassessed: [] });
    const unknown = reviewAnswerSchema.parse(
      (await get('nplIds=97999999999999&format=json')).json(),
    );
    expect(unknown.unassessed).toEqual([
      expect.objectContaining({ source: null, entryKeys: ['npl:97999999999999'] }),
    ]);
  });

  it('reads a chosen band without an eGFR, and isFertile=false', async () => {
    const query = `nplIds=${WARAN}&nplIds=${TROMBYL}&interval=0-14&isFertile=false&format=fhir`;
    const bundle = (await get(query)).json<Bundle>();
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    expect(ofType(bundle, 'Observation')).toEqual([]);
    const codes = ofType(bundle, 'DetectedIssue').map(
      (issue) =>
        (issue as unknown as { code: { coding: { code: string }[] } }).code.coding[0]?.code,
    );
    expect(codes).toContain('DOSECOND');
    expect(codes).not.toContain('PREG');
    expect(JSON.stringify(ofType(bundle, 'OperationOutcome'))).toContain(
      'Fosterpåverkan har inte bedömts: patienten är angiven som inte en kvinna i fertil ålder.',
    );
  });

  it.each([
    ['no format', `nplIds=${WARAN}`, 'format'],
    ['another format', `nplIds=${WARAN}&format=xml`, 'format'],
    ['a bad value in format=json', 'krea=5&format=json', 'krea'],
    ['a malformed id', 'nplIds=123&format=fhir', 'nplIds.0'],
    ['a creatinine out of range', 'krea=5&format=fhir', 'krea'],
    ['a gender other than f or m', 'gender=x&format=fhir', 'gender'],
    ['an impossible sample date', 'krea=100&kreadate=261399&format=fhir', 'kreadate'],
    ['an unknown band', 'interval=10-20&format=fhir', 'interval'],
    ['a child’s birth year', 'birthYear=2020&format=fhir', 'birthYear'],
  ])('refuses %s with 400 in the error shape, naming the parameter', async (_name, query, path) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    const { error } = apiErrorSchema.parse(response.json());
    expect(error.code).toBe('validation');
    expect(error.issues?.map((i) => i.path)).toContain(`querystring.${path}`);
  });

  it('refuses more ids than a list call takes', async () => {
    const ids = Array.from({ length: MAX_IDS_PER_REQUEST + 1 }, (_, i) =>
      String(99000000000000 + i),
    );
    const response = await get(`nplIds=${ids.join(',')}&format=fhir`);
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('validation');
  });
});

describe('GET /api/review with a source switched off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { SOURCES_DISABLED: 'interactions' }, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('leaves the source out and names it as not assessed', async () => {
    const response = await t.app.inject({
      url: `/api/review?nplIds=${WARAN}&nplIds=${TROMBYL}&format=fhir`,
    });
    expect(response.statusCode).toBe(200);
    const bundle = response.json<Bundle>();
    expect(fhirSchemaErrors(bundle)).toEqual([]);
    const codes = ofType(bundle, 'DetectedIssue').map(
      (issue) =>
        (issue as unknown as { code: { coding: { code: string }[] } }).code.coding[0]?.code,
    );
    expect(codes).not.toContain('DRG');
    expect(JSON.stringify(ofType(bundle, 'OperationOutcome'))).toContain(
      'Interaktioner ingår inte: källan är inte tillgänglig för dig.',
    );
  });
});
