import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionListResponseSchema } from '@medkompass/contracts/interaction.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

const WARFARIN = 'IDDEMOWARFARIN';
const PARACETAMOL = 'IDDEMOPARACETAMOL';
const IBUPROFEN = 'IDDEMOIBUPROFEN';
const ASA = 'IDDEMOACETYLSALICYL';

describe.each(testDatabaseKinds)('GET /api/interaction on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function codesFor(url: string): Promise<string[]> {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    return interactionListResponseSchema
      .parse(response.json())
      .map(
        (i) =>
          `${[...i.substanceNslIds].sort().join('+')}:${i.sevClassification}${i.docClassification}`,
      );
  }

  it('finds the assessed pair with its classification', async () => {
    expect(await codesFor(`/api/interaction?nslIds=${PARACETAMOL}&nslIds=${WARFARIN}`)).toEqual([
      `${PARACETAMOL}+${WARFARIN}:C3`,
    ]);
  });

  it('finds every pair among many substances, most severe and best documented first', async () => {
    const query = [WARFARIN, PARACETAMOL, IBUPROFEN, ASA].map((id) => `nslIds=${id}`).join('&');
    expect(await codesFor(`/api/interaction?${query}`)).toEqual([
      `${ASA}+${WARFARIN}:D4`,
      `${IBUPROFEN}+${WARFARIN}:D3`,
      `${PARACETAMOL}+${WARFARIN}:C3`,
      `${ASA}+${IBUPROFEN}:C2`,
    ]);
  });

  it('grades by the drug form of the substance the form classification is about', async () => {
    // Demo products: Zyprexa tablets (112), Stesolid Novum injection (150), Stesolid tablets
    // (148). Only an olanzapine injection raises olanzapine + diazepam to D2; a diazepam
    // injection with olanzapine tablets keeps the default C2.
    const pair = 'IDDEMODIAZEPAM+IDDEMOOLANZAPIN';
    expect(await codesFor('/api/interaction?nplIds=99000000000112&nplIds=99000000000150')).toEqual([
      `${pair}:C2`,
    ]);
    expect(await codesFor('/api/interaction?nplIds=99000000000112&nplIds=99000000000148')).toEqual([
      `${pair}:C2`,
    ]);
  });

  it('accepts comma-separated ids and ignores repeats: no self-pairs, no duplicates', async () => {
    expect(
      await codesFor(`/api/interaction?nslIds=${WARFARIN},${PARACETAMOL}&nslIds=${WARFARIN}`),
    ).toEqual([`${PARACETAMOL}+${WARFARIN}:C3`]);
  });

  it('returns an empty list for pairs without interactions, one substance, none, or unknown ids', async () => {
    expect(await codesFor(`/api/interaction?nslIds=${PARACETAMOL}&nslIds=${IBUPROFEN}`)).toEqual(
      [],
    );
    expect(await codesFor(`/api/interaction?nslIds=${WARFARIN}`)).toEqual([]);
    expect(await codesFor('/api/interaction')).toEqual([]);
    expect(await codesFor(`/api/interaction?nslIds=IDUNKNOWNSUBSTANCE&nslIds=${WARFARIN}`)).toEqual(
      [],
    );
  });

  it('rejects a malformed id with a 400 naming it', async () => {
    const response = await t.app.inject({
      url: `/api/interaction?nslIds=${WARFARIN}&nslIds=drop%20table`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('nslId');
  });

  it('rejects more than 200 ids with a 400 naming the limit', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => `nslIds=IDDEMO${String(i).padStart(8, '0')}`);
    const response = await t.app.inject({ url: `/api/interaction?${ids.join('&')}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('Högst 200');
  });
});
