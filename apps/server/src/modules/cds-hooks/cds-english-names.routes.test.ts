import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdsResponseSchema } from '@medkompass/contracts/cds-hooks.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { expectValidCdsResponse, NOW } from './cds-test-helpers.ts';

const RXNORM = 'http://www.nlm.nih.gov/research/umls/rxnorm';

/** A MedicationRequest coded by RxNorm only, as a US-built record system sends it. */
const rxNormRequest = (
  id: string,
  status: string,
  code: string,
  display: string,
  text: string,
) => ({
  resourceType: 'MedicationRequest',
  id,
  status,
  intent: 'order',
  subject: { reference: 'Patient/pddi' },
  medicationCodeableConcept: { coding: [{ system: RXNORM, code, display }], text },
});

/**
 * The HL7 PDDI-CDS digoxin + cyclosporine scenario: a record system that knows neither NPL ids
 * nor ATC codes names the drugs in English, with the US name 'cyclosporine' (the INN, in the
 * knowledge base, is ciclosporin). The demo knowledge base's synonyms identify it.
 */
describe('CDS Hooks: medications named by their US names (demo knowledge base)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { CDS_ALLOW_ANONYMOUS: 'true' }, { now: () => NOW });
  });
  afterAll(() => t.close());

  for (const hook of ['order-select', 'order-sign'] as const) {
    it(`${hook}: a draft cyclosporine beside active digoxin gets the interaction card`, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/cds-services/medkompass-${hook}`,
        headers: { 'content-type': 'application/json' },
        payload: {
          hook,
          hookInstance: '9b1e4b2a-8c3d-4e6f-9a1b-2c3d4e5f6a7b',
          context: {
            userId: 'Practitioner/pddi',
            patientId: 'pddi',
            ...(hook === 'order-select' ? { selections: ['MedicationRequest/draft-1'] } : {}),
            draftOrders: {
              resourceType: 'Bundle',
              type: 'collection',
              entry: [
                {
                  resource: rxNormRequest(
                    'draft-1',
                    'draft',
                    '3008',
                    'cyclosporine',
                    'cyclosporine',
                  ),
                },
              ],
            },
          },
          prefetch: {
            activeMedications: {
              resourceType: 'Bundle',
              type: 'searchset',
              entry: [
                {
                  resource: rxNormRequest(
                    'active-1',
                    'active',
                    '3407',
                    'digoxin',
                    'digoxin 0.125 MG Oral Tablet',
                  ),
                },
              ],
            },
          },
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expectValidCdsResponse(response.json());
      const summaries = cdsResponseSchema.parse(response.json()).cards.map((c) => c.summary);
      expect(summaries).toContainEqual(
        expect.stringMatching(/^Interaktion C\d: .*cyclosporine.* \+ .*digoxin/i),
      );
      // Neither medication is reported as unidentified.
      expect(summaries.join('\n')).not.toMatch(/identifiera/i);
    });
  }
});
