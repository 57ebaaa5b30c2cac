import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { estimateEgfr } from '@medkompass/clinical/egfr-estimates.ts';
import { renalBand } from '@medkompass/clinical/renal-bands.ts';
import {
  cdsDiscoverySchema,
  cdsResponseSchema,
  type CdsCard,
} from '@medkompass/contracts/cds-hooks.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { assessedInteractionListResponseSchema } from '@medkompass/contracts/interaction-assessment.ts';
import { openDatabase } from '../../db/database.ts';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { feedbackOn } from './cds.repository.ts';
import {
  bundleOf,
  cdsBundle,
  clientJwt,
  clientKey,
  creatinineObservation,
  expectValidCdsResponse,
  expectValidDiscovery,
  hookRequest,
  medicationRequest,
  NOW,
  NPL_SYSTEM,
  P,
  patientResource,
  PUBLIC_URL,
  registerClient,
  S,
  SELECT_URL,
  SIGN_URL,
  type ClientKey,
} from './cds-test-helpers.ts';

const ISSUER = 'https://journal.region.test';
const man = patientResource('male', '1950-03-01');
const noLabs = { creatinine: null, cystatinC: null, weight: null, height: null };

describe.each(testDatabaseKinds)('CDS Hooks service on %s', (kind) => {
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
    await registerClient(t, {
      issuer: 'https://other.test',
      jwk: key.publicJwk,
      sources: ['interactions'],
    });
  });
  afterAll(() => t.close());

  /** A hook call by the registered client, its answer checked against the CDS Hooks schema. */
  async function call(url: string, body: unknown, issuer = ISSUER) {
    const response = await t.app.inject({
      method: 'POST',
      url: url.slice(PUBLIC_URL.length),
      headers: { authorization: `Bearer ${await clientJwt(key, { aud: url, iss: issuer })}` },
      payload: body as object,
    });
    if (response.statusCode === 200 && !url.endsWith('/feedback'))
      expectValidCdsResponse(response.json());
    return response;
  }
  const cardsOf = async (url: string, body: unknown, issuer = ISSUER): Promise<CdsCard[]> => {
    const response = await call(url, body, issuer);
    expect(response.statusCode, response.body).toBe(200);
    return cdsResponseSchema.parse(response.json()).cards;
  };

  it('lists order-select and order-sign with prefetch templates for the patient, medications and labs', async () => {
    const response = await t.app.inject({ url: '/cds-services' });
    expect(response.statusCode).toBe(200);
    expectValidDiscovery(response.json());
    const { services } = cdsDiscoverySchema.parse(response.json());
    expect(services.map((s) => [s.id, s.hook])).toEqual([
      ['medkompass-order-select', 'order-select'],
      ['medkompass-order-sign', 'order-sign'],
    ]);
    const prefetch = services[0]?.prefetch ?? {};
    expect(prefetch.patient).toBe('Patient/{{context.patientId}}');
    expect(prefetch.activeMedications).toContain('MedicationRequest?patient={{context.patientId}}');
    expect(prefetch.creatinine).toContain('http://loinc.org|14682-9');
    expect(prefetch.cystatinC).toContain('http://loinc.org|33863-2');
  });

  it('grades several draft orders against the medication list as the app does: D critical, C warning', async () => {
    const body = hookRequest(
      'order-sign',
      [
        medicationRequest('ny-1', { npl: P.IPREN, text: 'Ipren 400 mg' }),
        medicationRequest('ny-2', { text: 'Paracetamol 500 mg tablett' }),
      ],
      {
        patient: man,
        activeMedications: bundleOf(
          medicationRequest('akt-1', { atc: 'B01AA03', text: 'Waran 2,5 mg' }, 'active'),
        ),
        ...noLabs,
      },
      { patientId: 'grades' },
    );
    const cards = await cardsOf(SIGN_URL, body);
    const interactionCards = cards.filter((c) => c.source.topic.code === 'interactions');
    expect(interactionCards.map((c) => [c.indicator, c.summary])).toEqual([
      ['critical', 'Interaktion D3: Ipren 400 mg tablett + Waran 2,5 mg'],
      ['warning', 'Interaktion C3: Paracetamol 500 mg tablett + Waran 2,5 mg'],
    ]);
    // The app's own interaction call for the same list gives the same grades.
    const api = await t.app.inject({
      url: `/api/interaction?nplIds=${P.IPREN}&nslIds=${S.PARACETAMOL}&nslIds=${S.WARFARIN}`,
    });
    const grades = assessedInteractionListResponseSchema
      .parse(api.json())
      .filter((i) => i.sevClassification === 'C' || i.sevClassification === 'D')
      .map((i) => `${i.sevClassification}${i.docClassification}`);
    expect(interactionCards.map((c) => /Interaktion ([A-D]\d)/.exec(c.summary)?.[1])).toEqual(
      grades,
    );

    const [first] = interactionCards;
    expect(first?.detail).toContain('**Konsekvens:** Text i-warfarin-ibuprofen-consequence');
    expect(first?.source.label).toBe('Medkompass – Interaktioner (demodata)');
    expect(first?.overrideReasons.length).toBeGreaterThan(0);
    const link = new URL(first?.links[0]?.url ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/interaktioner`);
    expect(Object.fromEntries(link.searchParams)).toEqual({
      jmi: 'true',
      nplIds: P.IPREN,
      nslIds: `${S.PARACETAMOL},${S.WARFARIN}`,
      birthYear: '1950',
      gender: 'm',
    });
    // Warfarin 3 and ibuprofen 3 add up to bleeding risk level III.
    expect(
      cards.filter((c) => c.source.topic.code === 'riskprofile').map((c) => c.summary),
    ).toEqual(['Riskprofil: Blödningsrisk når nivå III med Ipren 400 mg tablett']);
    for (const card of cards) expect(card.summary.length).toBeLessThan(140);
  });

  it('names the orders it could not identify in one card and counts them in the link', async () => {
    const body = hookRequest(
      'order-select',
      [
        medicationRequest('x-1', { atc: 'N02AA01', text: 'Morfin 10 mg' }),
        medicationRequest('x-2', { npl: '19990101000017', text: 'Okändamin 5 mg' }),
      ],
      { patient: man, activeMedications: bundleOf(), ...noLabs },
      { patientId: 'unknown' },
    );
    const cards = await cardsOf(SELECT_URL, body);
    expect(cards.map((c) => [c.indicator, c.summary])).toEqual([
      ['warning', '2 läkemedel kunde inte identifieras'],
    ]);
    expect(cards[0]?.detail).toContain('- Morfin 10 mg\n- Okändamin 5 mg');
    expect(cards[0]?.detail).toContain('Jämför läkemedelslistan i journalen');
    expect(new URL(cards[0]?.links[0]?.url ?? '').searchParams.get('unidentified')).toBe('2');
  });

  it('gives renal advice from a creatinine in mg/dL by the app eGFR rule', async () => {
    const body = hookRequest(
      'order-select',
      [medicationRequest('r-1', { npl: P.IPREN, text: 'Ipren 400 mg' })],
      {
        patient: man,
        activeMedications: bundleOf(),
        creatinine: bundleOf(
          creatinineObservation(1.1, '2026-01-10', 'mg/dL'),
          creatinineObservation(2.5, '2026-11-20', 'mg/dL'),
        ),
        cystatinC: null,
      },
      { patientId: 'renal' },
    );
    const cards = (await cardsOf(SELECT_URL, body)).filter(
      (c) => c.source.topic.code === 'njurfunktion',
    );
    // The newest sample, 2.5 mg/dL = 221 µmol/L (1 mg/dL = 88.42 µmol/L), through LM-rev.
    const estimates = estimateEgfr(
      {
        birthYear: 1950,
        gender: 'MALE',
        weight: null,
        height: null,
        creatinine: 221,
        creatinineDate: new Date('2026-11-20T00:00:00Z'),
        relativeCystatinEGFR: null,
        relativeCystatinEGFRDate: null,
        cystatinC: null,
        manualAbsoluteEGFR: null,
      },
      NOW,
    );
    const egfr = Math.round(estimates.recommended?.value ?? NaN);
    expect(renalBand(egfr)).toBe('15–29');
    expect(cards.map((c) => [c.indicator, c.summary])).toEqual([
      ['critical', `Njurfunktion klass D: Ipren 400 mg tablett vid eGFR ${egfr} mL/min/1,73 m²`],
    ]);
    expect(cards[0]?.detail).toContain('kreatinin 221 µmol/L (2026-11-20)');
    expect(cards[0]?.detail).toContain('Undvik.');
    const link = new URL(cards[0]?.links[0]?.url ?? '');
    expect(link.pathname).toBe('/njurfunktion');
    expect(link.searchParams.get('krea')).toBe('221');
    expect(link.searchParams.get('kreadate')).toBe('261120');
  });

  it('warns of fetal impact for a woman of fertile age only', async () => {
    const draft = [medicationRequest('f-1', { npl: P.WARAN, text: 'Waran' })];
    const prefetch = (patient: object) => ({ patient, activeMedications: bundleOf(), ...noLabs });
    const woman = await cardsOf(
      SELECT_URL,
      hookRequest('order-select', draft, prefetch(patientResource('female', '1994-06-01')), {
        patientId: 'w',
      }),
    );
    expect(woman.map((c) => [c.source.topic.code, c.indicator, c.summary])).toEqual([
      [
        'birthdefect',
        'warning',
        'Fosterpåverkan klass 3: Waran 2,5 mg tablett. Känd risk för fosterpåverkan.',
      ],
    ]);
    const older = await cardsOf(
      SELECT_URL,
      hookRequest('order-select', draft, prefetch(patientResource('female', '1960-06-01')), {
        patientId: 'o',
      }),
    );
    expect(older).toEqual([]);
  });

  it('says what the request lacked and fetches nothing from the record system', async () => {
    let fhirRequests = 0;
    const fhir = createServer((_request, response) => {
      fhirRequests += 1;
      response.end('{}');
    });
    await new Promise<void>((resolve) => fhir.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = fhir.address() as AddressInfo;
      const body = hookRequest(
        'order-select',
        [medicationRequest('m-1', { npl: P.IPREN, text: 'Ipren' })],
        undefined,
        { patientId: 'missing', fhirServer: `http://127.0.0.1:${port}/fhir` },
      );
      const cards = await cardsOf(SELECT_URL, body);
      const missing = cards.find((c) => c.summary.startsWith('Bedömningen är ofullständig'));
      expect(missing?.indicator).toBe('info');
      expect(missing?.detail).toContain('Patientuppgifter (kön och födelsedatum) saknas');
      expect(missing?.detail).toContain('Patientens aktuella läkemedel saknas');
      expect(missing?.detail).toContain('Kreatinin och cystatin C saknas');
      expect(fhirRequests).toBe(0);
    } finally {
      fhir.close();
    }
  });

  it('answers 200 with no cards when there is no medication order to assess', async () => {
    const body = hookRequest(
      'order-sign',
      [{ resourceType: 'ServiceRequest', id: 'lab-1', status: 'draft' }],
      { patient: man, activeMedications: bundleOf(), ...noLabs },
    );
    expect(await cardsOf(SIGN_URL, body)).toEqual([]);
  });

  it('refuses malformed requests with 400 and a message naming the problem', async () => {
    const valid = hookRequest(
      'order-select',
      [medicationRequest('v-1', { text: 'Waran' })],
      undefined,
    );
    const cases: [unknown, RegExp][] = [
      [{ ...valid, context: { userId: 'u', patientId: 'p' } }, /draftOrders/],
      [{ ...valid, hook: 'order-sign' }, /svarar på order-select, inte på order-sign/],
      [
        { ...valid, prefetch: { patient: { resourceType: 'Patient', gender: 'kvinna' } } },
        /prefetch\.patient\.gender/,
      ],
      [{ ...valid, hookInstance: undefined }, /hookInstance/],
    ];
    for (const [body, message] of cases) {
      const response = await call(SELECT_URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = apiErrorSchema.parse(response.json()).error;
      expect(`${error.message} ${JSON.stringify(error.issues ?? [])}`).toMatch(message);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/cds-services/medkompass-order-select',
      headers: {
        authorization: `Bearer ${await clientJwt(key, { aud: SELECT_URL })}`,
        'content-type': 'application/json',
      },
      payload: '{"hook":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('does not repeat at order-sign what was answered at order-select, and stores the feedback', async () => {
    const draft = [
      medicationRequest('s-1', { npl: P.IPREN, text: 'Ipren' }),
      medicationRequest('s-2', { text: 'Paracetamol' }),
    ];
    const prefetch = {
      patient: man,
      activeMedications: bundleOf(
        medicationRequest('a-1', { npl: P.WARAN, text: 'Waran' }, 'active'),
      ),
      ...noLabs,
    };
    const selected = await cardsOf(
      SELECT_URL,
      hookRequest('order-select', draft, prefetch, {
        selections: ['MedicationRequest/s-1'],
        patientId: 'dedupe',
      }),
    );
    // Only the selected order's findings: warfarin with ibuprofen, the bleeding risk, and that
    // ibuprofen's renal advice needs a kidney value the request did not carry.
    // Both warnings keep the sources' order: renal before riskprofile.
    expect(selected.map((c) => c.summary)).toEqual([
      'Interaktion D3: Ipren 400 mg tablett + Waran 2,5 mg tablett',
      'Njurfunktion kunde inte bedömas för Ipren 400 mg tablett',
      'Riskprofil: Blödningsrisk når nivå III med Ipren 400 mg tablett',
    ]);
    const interaction = selected[0];
    const feedback = await call(`${SELECT_URL}/feedback`, {
      feedback: [
        {
          card: interaction?.uuid,
          outcome: 'overridden',
          overrideReason: {
            reason: interaction?.overrideReasons[1],
            userComment: 'INR kontrolleras om tre dagar.',
          },
          outcomeTimestamp: '2026-11-25T10:01:00Z',
        },
      ],
    });
    expect(feedback.statusCode, feedback.body).toBe(200);
    expect(feedback.json()).toEqual({ stored: 1 });
    const { db } = openDatabase(t.database.url);
    try {
      expect(await feedbackOn(db, interaction?.uuid ?? '')).toMatchObject([
        {
          outcome: 'overridden',
          override_code: 'monitored',
          user_comment: 'INR kontrolleras om tre dagar.',
          outcome_at: '2026-11-25T10:01:00.000Z',
        },
      ]);
    } finally {
      await db.destroy();
    }

    const signed = await cardsOf(
      SIGN_URL,
      hookRequest('order-sign', draft, prefetch, { patientId: 'dedupe' }),
    );
    // The answered interaction is not shown again; the paracetamol pair, new at signing, and
    // the riskprofile and renal cards, shown but not answered, are.
    expect(signed.map((c) => c.summary)).toEqual([
      'Interaktion C3: Paracetamol + Waran 2,5 mg tablett',
      'Njurfunktion kunde inte bedömas för Ipren 400 mg tablett',
      'Riskprofil: Blödningsrisk når nivå III med Ipren 400 mg tablett',
    ]);
    const otherPatient = await cardsOf(
      SIGN_URL,
      hookRequest('order-sign', draft, prefetch, { patientId: 'annan' }),
    );
    expect(otherPatient.map((c) => c.summary)).toContain(
      'Interaktion D3: Ipren 400 mg tablett + Waran 2,5 mg tablett',
    );
  });

  it('refuses feedback on a card the client was not given', async () => {
    const [card] = await cardsOf(
      SELECT_URL,
      hookRequest(
        'order-select',
        [medicationRequest('k-1', { npl: P.IPREN })],
        {
          patient: man,
          activeMedications: bundleOf(medicationRequest('k-2', { npl: P.WARAN }, 'active')),
          ...noLabs,
        },
        { patientId: 'feedback' },
      ),
    );
    const entry = {
      card: card?.uuid,
      outcome: 'accepted',
      outcomeTimestamp: '2026-11-25T10:02:00Z',
    };
    const byOther = await call(
      `${SELECT_URL}/feedback`,
      { feedback: [entry] },
      'https://other.test',
    );
    expect(byOther.statusCode).toBe(400);
    expect(apiErrorSchema.parse(byOther.json()).error.message).toContain(card?.uuid);
    const wrongService = await call(`${SIGN_URL}/feedback`, { feedback: [entry] });
    expect(wrongService.statusCode).toBe(400);
  });

  it('shows a client only the sources it was granted', async () => {
    const body = hookRequest(
      'order-select',
      [medicationRequest('g-1', { npl: P.IPREN })],
      {
        patient: man,
        activeMedications: bundleOf(medicationRequest('g-2', { npl: P.WARAN }, 'active')),
        ...noLabs,
      },
      { patientId: 'granted' },
    );
    const cards = await cardsOf(SELECT_URL, body, 'https://other.test');
    // No riskprofile, which needs a grant; renal advice is open to every caller, as in the app.
    expect(cards.map((c) => c.source.topic.code)).toEqual(['interactions', 'njurfunktion']);
  });
});
