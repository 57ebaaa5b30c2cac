import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdsResponseSchema } from '@medkompass/contracts/cds-hooks.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { expectValidCdsResponse, NOW } from './cds-test-helpers.ts';

const example = readFileSync(
  path.resolve(import.meta.dirname, '../../../../../docs/examples/cds-order-select.json'),
  'utf8',
);

// The curl example of docs/operations.md (linked from the README): the demo knowledge base,
// anonymous calls as in development.
describe("the README's CDS Hooks example", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { CDS_ALLOW_ANONYMOUS: 'true' }, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('gives the cards the README describes for a new Ipren beside Waran', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/cds-services/medkompass-order-select',
      headers: { 'content-type': 'application/json' },
      payload: example,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectValidCdsResponse(response.json());
    const cards = cdsResponseSchema.parse(response.json()).cards;
    // LM-rev (Björk 2011), man of 78, creatinine 160 µmol/L: X = 2.56 + 0.00968 × (180 − 160),
    // eGFR = e^(X − 0.0158 × 78 + 0.438 × ln 78) = 30.9 → 31, band 30–59, where ibuprofen is C.
    expect(cards.map((c) => [c.indicator, c.summary])).toEqual([
      ['critical', 'Interaktion D3: Ipren 400 mg tablett + Waran 2,5 mg tablett'],
      ['warning', 'Njurfunktion klass C: Ipren 400 mg tablett vid eGFR 31 mL/min/1,73 m²'],
    ]);
  });
});
