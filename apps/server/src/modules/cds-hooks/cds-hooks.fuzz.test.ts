import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdsResponseSchema } from '@medkompass/contracts/cds-hooks.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  bundleOf,
  cdsBundle,
  creatinineObservation,
  expectValidCdsResponse,
  hookRequest,
  medicationRequest,
  NOW,
  NPL_SYSTEM,
  P,
  patientResource,
  PUBLIC_URL,
} from './cds-test-helpers.ts';

const valid = hookRequest(
  'order-select',
  [medicationRequest('f-1', { npl: P.IPREN, atc: 'M01AE01', text: 'Ipren' })],
  {
    patient: patientResource('female', '1990-01-01'),
    activeMedications: bundleOf(medicationRequest('f-2', { npl: P.WARAN }, 'active')),
    creatinine: bundleOf(creatinineObservation(120, '2026-11-20')),
    cystatinC: null,
  },
);

/** A path into the valid request and a value to put there: a hostile record system's variations. */
function mutate(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...(value as unknown[])];
    copy[Number(head) % Math.max(copy.length, 1)] = mutate(
      copy[Number(head) % Math.max(copy.length, 1)],
      rest,
      replacement,
    );
    return copy;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const key =
      typeof head === 'number' ? (keys[head % Math.max(keys.length, 1)] ?? 'x') : String(head);
    return { ...record, [key]: mutate(record[key], rest, replacement) };
  }
  return replacement;
}

describe('the CDS Hooks service under hostile requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAppWithBundle(
      'sqlite',
      cdsBundle(),
      { PUBLIC_URL, CDS_NPL_SYSTEM: NPL_SYSTEM, CDS_ALLOW_ANONYMOUS: 'true' },
      { now: () => NOW },
    );
  });
  afterAll(() => t.close());

  it('never answers 500: a CDS Hooks answer or the one error body', async () => {
    const hostile = fc.oneof(
      fc.constantFrom(null, 'x', 0, -1, 1e308, '', [], {}, '1990-13-45', '../../etc', '\u0000'),
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double(),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
    );
    const path = fc.array(
      fc.oneof(
        fc.nat({ max: 9 }),
        fc.constantFrom('resourceType', 'coding', 'valueQuantity', 'entry', 'birthDate'),
      ),
      {
        minLength: 1,
        maxLength: 7,
      },
    );
    let answers = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(path, hostile), { minLength: 1, maxLength: 3 }),
        async (changes) => {
          const body = changes.reduce<unknown>(
            (request, [at, value]) => mutate(request, at, value),
            valid,
          );
          const response = await t.app.inject({
            method: 'POST',
            url: '/cds-services/medkompass-order-select',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode, `${response.body} for ${JSON.stringify(body)}`).toBeLessThan(
            500,
          );
          if (response.statusCode === 200) {
            answers += 1;
            expectValidCdsResponse(cdsResponseSchema.parse(response.json()));
          } else {
            expect(apiErrorSchema.safeParse(response.json()).success, response.body).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
    // Most variations still parse: the fuzz reached the assessment, not only the validation.
    expect(answers).toBeGreaterThan(30);
  });
});
