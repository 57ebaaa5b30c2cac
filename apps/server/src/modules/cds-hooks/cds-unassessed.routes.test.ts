// The CDS service never drops an assessment silently (ADR 24's addendum). Each request here once
// got no card (or a refusal) where the prescriber should have been told what could not be
// assessed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CDS_PREFETCH_KEYS,
  cdsResponseSchema,
  type CdsCard,
} from '@medkompass/contracts/cds-hooks.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import {
  bundleOf,
  cdsBundle,
  clientJwt,
  clientKey,
  creatinineObservation,
  expectValidCdsResponse,
  hookRequest,
  medicationRequest,
  NOW,
  NPL_SYSTEM,
  P,
  patientResource,
  PUBLIC_URL,
  registerClient,
  SELECT_URL,
  SIGN_URL,
  type ClientKey,
} from './cds-test-helpers.ts';

const ISSUER = 'https://journal.region.test';
const man = patientResource('male', '1950-03-01');
const ipren = medicationRequest('ipren-1', { npl: P.IPREN, text: 'Ipren 400 mg' });

describe.each(testDatabaseKinds)('CDS Hooks service on %s: nothing dropped silently', (kind) => {
  let t: TestApp;
  let key: ClientKey;
  beforeAll(async () => {
    t = await startAppWithBundle(
      kind,
      cdsBundle(),
      { PUBLIC_URL, CDS_NPL_SYSTEM: NPL_SYSTEM },
      { now: () => NOW },
    );
    key = await clientKey();
    await registerClient(t, { issuer: ISSUER, jwk: key.publicJwk });
  });
  afterAll(() => t.close());

  async function call(url: string, body: unknown) {
    return t.app.inject({
      method: 'POST',
      url: url.slice(PUBLIC_URL.length),
      headers: { authorization: `Bearer ${await clientJwt(key, { aud: url, iss: ISSUER })}` },
      payload: body as object,
    });
  }
  const cardsOf = async (body: unknown, url = SELECT_URL): Promise<CdsCard[]> => {
    const response = await call(url, body);
    expect(response.statusCode, response.body).toBe(200);
    expectValidCdsResponse(response.json());
    return cdsResponseSchema.parse(response.json()).cards;
  };
  /** The renal cards for Ipren 400 mg tablett (C at 30–59, D below 30) and this creatinine prefetch. */
  const renalCards = async (creatinine: unknown, patient: unknown = man) =>
    (
      await cardsOf(
        hookRequest('order-select', [ipren], {
          patient,
          activeMedications: bundleOf(),
          creatinine,
          cystatinC: null,
        }),
      )
    ).filter((c) => c.source.topic.code === 'njurfunktion');

  it('reads creatinine in µmol/L and mg/dL however the record system spells the unit', async () => {
    // 2.5 mg/dL = 221 µmol/L (1 mg/dL = 88.42 µmol/L): a man of 76 is below 30, where Ipren is D.
    const values: [number, string][] = [
      [221, 'µmol/L'],
      [221, 'umol/l'],
      [2.5, 'mg/dL'],
      [2.5, 'mg/dl'],
    ];
    for (const [value, unit] of values) {
      const cards = await renalCards(bundleOf(creatinineObservation(value, '2026-11-20', unit)));
      expect(
        cards.map((c) => c.summary),
        unit,
      ).toEqual([
        expect.stringMatching(/^Njurfunktion klass D: Ipren 400 mg tablett vid eGFR \d+ /),
      ]);
      expect(cards[0]?.detail, unit).toContain('kreatinin 221 µmol/L (2026-11-20)');
    }
  });

  it('says why when the creatinine has no value, an absurd value, or the Bundle is empty', async () => {
    // Left out of the JSON sent.
    const noValue = { ...creatinineObservation(1, '2026-11-20'), valueQuantity: undefined };
    const cases: [unknown, string][] = [
      [bundleOf(noValue), 'Kreatininprovet (2026-11-20) saknar ett läsbart mätvärde.'],
      [
        bundleOf(creatinineObservation(1e9, '2026-11-20')),
        'Kreatininvärdet 1000000000 umol/L (2026-11-20) ligger utanför det godtagna intervallet 30–2000 µmol/L och används inte.',
      ],
      [bundleOf(), 'Kreatininvärde saknas.'],
      [
        bundleOf(creatinineObservation(1.2, '2026-11-20', 'mmol/dl')),
        'enheten ”mmol/dl” är inte en av dem beslutsstödet läser',
      ],
    ];
    for (const [creatinine, reason] of cases) {
      const cards = await renalCards(creatinine);
      expect(
        cards.map((c) => [c.indicator, c.summary]),
        reason,
        // Ibuprofen is class D at low eGFR: not knowing the renal function is a warning.
      ).toEqual([['warning', 'Njurfunktion kunde inte bedömas för Ipren 400 mg tablett']]);
      expect(cards[0]?.detail).toContain(reason);
    }
  });

  it('reads a prefetch of nothing but nulls as none sent: the incomplete card, and renal says why', async () => {
    const allNull = Object.fromEntries(CDS_PREFETCH_KEYS.map((k) => [k, null]));
    const cards = await cardsOf(hookRequest('order-select', [ipren], allNull));
    expect(cards.map((c) => c.summary)).toEqual([
      'Njurfunktion kunde inte bedömas för Ipren 400 mg tablett',
      'Bedömningen är ofullständig: uppgifter saknades i anropet',
    ]);
    expect(cards[1]?.detail).toContain('Patientuppgifter (kön och födelsedatum) saknas');
    expect(cards[1]?.detail).toContain('Kreatinin och cystatin C saknas');
    expect(cards[0]?.detail).toContain('Kreatinin och cystatin C kom inte med anropet.');
  });

  it('answers a request without context.userId, as HL7 PDDI-CDS example requests are', async () => {
    const body = hookRequest('order-sign', [ipren], {
      patient: man,
      activeMedications: bundleOf(
        medicationRequest('w', { npl: P.WARAN, text: 'Waran' }, 'active'),
      ),
      creatinine: null,
      cystatinC: null,
    });
    // Left out of the JSON sent.
    const context = { ...(body.context as object), userId: undefined };
    const cards = await cardsOf({ ...body, context }, SIGN_URL);
    expect(cards.map((c) => c.summary)).toContain(
      'Interaktion D3: Ipren 400 mg tablett + Waran 2,5 mg tablett',
    );
  });

  it('reports a draft order it cannot read (DSTU2 MedicationOrder, a 100 000-character text) as unidentified', async () => {
    const dstu2 = {
      resourceType: 'MedicationOrder',
      id: 'gammal',
      status: 'draft',
      medicationCodeableConcept: { text: 'Waran 2,5 mg' },
    };
    const long = medicationRequest('lang', { text: `Ipren ${'x'.repeat(100_000)}` });
    for (const order of [dstu2, long]) {
      const cards = await cardsOf(
        hookRequest('order-select', [order], { patient: man, activeMedications: bundleOf() }),
      );
      expect(cards.map((c) => [c.indicator, c.summary])).toContainEqual([
        'warning',
        '1 läkemedel kunde inte identifieras',
      ]);
      const card = cards.find((c) => c.summary === '1 läkemedel kunde inte identifieras');
      expect(card?.detail).toContain('kunde inte läsas');
      expect(card?.detail.length).toBeLessThan(1000);
      expect(new URL(card?.links[0]?.url ?? '').searchParams.get('unidentified')).toBe('1');
    }
  });

  it('answers 404 for a service id discovery does not list, with or without a token', async () => {
    const body = hookRequest('order-select', [ipren], undefined);
    const unknown = `${PUBLIC_URL}/cds-services/ingen-tjanst`;
    for (const response of [
      await call(unknown, body),
      await call(`${unknown}/feedback`, { feedback: [] }),
      await t.app.inject({ method: 'POST', url: '/cds-services/ingen-tjanst', payload: body }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('not_found');
    }
  });
});
