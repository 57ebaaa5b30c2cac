import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smartRecordResponseSchema } from '@medkompass/contracts/smart.ts';
import { loadConfig } from '../../config.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const NPL = 'https://journal.test/npl';
const WARAN = '99000000000003';
const CLIENTS = JSON.stringify([
  {
    clientId: 'medkompass',
    iss: 'https://fhir.region.test/r4/',
    authorizationOrigins: ['https://auth.region.test'],
  },
]);

describe('POST /api/smart/record', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { CDS_NPL_SYSTEM: NPL, SMART_CLIENTS: CLIENTS });
  }, 60_000);
  afterAll(() => t.close());

  const PATIENT = { resourceType: 'Patient', birthDate: '1946-01-15', gender: 'male' };
  const post = (medications: unknown[], patient: unknown = PATIENT) =>
    t.app.inject({
      method: 'POST',
      url: '/api/smart/record',
      payload: { patient, observations: [], medications },
    });

  it('identifies the record medications by the CDS rule, and names those it cannot', async () => {
    const response = await post([
      {
        resourceType: 'MedicationRequest',
        id: 'a',
        status: 'active',
        medicationCodeableConcept: { coding: [{ system: NPL, code: WARAN }] },
      },
      {
        resourceType: 'MedicationStatement',
        id: 'b',
        status: 'active',
        medicationCodeableConcept: {
          coding: [{ system: 'http://www.whocc.no/atc', code: 'B01AC06' }],
          text: 'Trombyl',
        },
      },
      {
        resourceType: 'MedicationRequest',
        id: 'c',
        status: 'active',
        medicationCodeableConcept: {
          coding: [
            {
              system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
              code: '311207',
              display: 'Ivermectin 3 MG Oral Tablet',
            },
          ],
        },
      },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const reading = smartRecordResponseSchema.parse(response.json());
    if (!reading.ok) throw new Error('no reading');
    const params = new URLSearchParams(reading.search);
    expect(params.get('nplIds')).toBe(WARAN);
    expect(params.get('nslIds')).toBe('IDDEMOACETYLSALICYL');
    expect(params.get('unidentified')).toBe('1');
    expect(params.get('birthYear')).toBe('1946');
    expect(reading.unidentified).toEqual(['Ivermectin 3 MG Oral Tablet']);
  });

  it('answers a malformed Patient with no reading, and refuses what is not a record', async () => {
    const malformed = await post([], { resourceType: 'Patient', birthDate: '15/01/1946' });
    expect(malformed.json()).toEqual({ ok: false, problem: 'malformedPatient' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/smart/record', payload: {} })).statusCode,
    ).toBe(400);
    expect((await post(Array.from({ length: 501 }, () => ({})))).statusCode).toBe(400);
  });

  it('takes a record larger than the API’s other bodies', async () => {
    const observations = Array.from({ length: 400 }, (_, i) => ({
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '29463-7' }] },
      valueQuantity: { value: 70 + (i % 10), unit: 'kg' },
      effectiveDateTime: `2026-0${String(1 + (i % 9))}-1${String(i % 10)}`,
      note: [{ text: 'x'.repeat(200) }],
    }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/smart/record',
      payload: { patient: PATIENT, observations, medications: [] },
    });
    expect(response.statusCode).toBe(200);
  });

  it('tells the web app the registered record systems in /env.json, and the CSP allows them', async () => {
    const response = await t.app.inject({ url: '/env.json' });
    expect(response.json()).toMatchObject({
      SMART_CLIENTS: [{ clientId: 'medkompass', iss: 'https://fhir.region.test/r4' }],
    });
    const csp = String(response.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(connect.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'https://fhir.region.test', 'https://auth.region.test']),
    );
  });
});

describe('SMART_CLIENTS', () => {
  const load = (value: string) => () =>
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: 'postgres://x@127.0.0.1/x',
      SMART_CLIENTS: value,
    });

  it('refuses a secret: the app is a public client with PKCE', () => {
    expect(load(JSON.stringify([{ clientId: 'a', iss: 'https://f.test', secret: 's' }]))).toThrow(
      /public client/,
    );
  });

  it('refuses what is not a JSON list of clients with an http(s) FHIR base', () => {
    expect(load('not json')).toThrow(/JSON/);
    expect(load(JSON.stringify([{ clientId: 'a', iss: 'ftp://f.test' }]))).toThrow();
    expect(load(JSON.stringify([{ clientId: 'a', iss: 'https://f.test?x=1' }]))).toThrow();
    expect(load('[]')().SMART_CLIENTS).toEqual([]);
  });
});
