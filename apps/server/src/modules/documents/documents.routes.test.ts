import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  genderResponseSchema,
  genusResponseSchema,
  lactationResponseSchema,
  renalResponseSchema,
  birthDefectResponseSchema,
} from '@medkompass/contracts/document-results.ts';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import { P, S, searchQuery, UNKNOWN_PRODUCT, UNKNOWN_SUBSTANCE } from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

describe.each(testDatabaseKinds)('document sources on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind);
  });
  afterAll(() => t.close());

  const get = async (source: string, list: { nplIds?: string[]; nslIds?: string[] }) => {
    const response = await t.app.inject({ url: `/api/${source}?${searchQuery(list)}` });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  };

  // Documents come in the knowledge base's order, which is by id once stored.
  it('answers every entry of the search list with its result type', async () => {
    const { results, documents } = lactationResponseSchema.parse(
      await get('lactation', {
        nplIds: [P.VOLTAREN_GEL, P.VOLTAREN_TABLETT, P.CITODON, P.GLUCOPHAGE, UNKNOWN_PRODUCT],
        nslIds: [S.WARFARIN, S.DIKLOFENAK, S.METFORMIN, S.ORFAN, UNKNOWN_SUBSTANCE],
      }),
    );
    expect(results).toEqual([
      {
        type: 'productSingleSubstance',
        nplId: P.VOLTAREN_GEL,
        name: 'Voltaren gel',
        // Strength and form travel with the name: the web names the product by them (ADR 37).
        strength: '',
        drugForm: { name: 'Gel' },
        administration: 'topical',
        drugProductType: 'APPROVED',
        nslId: S.DIKLOFENAKDIETYLAMIN,
        substanceName: 'diklofenakdietylamin',
        documentIds: ['lact-diklofenak-gel'],
      },
      expect.objectContaining({
        type: 'productSingleSubstance',
        nplId: P.VOLTAREN_TABLETT,
        documentIds: ['lact-diklofenak-systemisk'],
      }),
      {
        type: 'productMultiSubstance',
        nplId: P.CITODON,
        name: 'Citodon',
        strength: '',
        drugForm: { name: 'Tablett' },
        administration: 'peroral',
        drugProductType: 'APPROVED',
        documentIds: ['lact-citodon'],
        substances: [
          {
            type: 'productSubstance',
            nslId: S.PARACETAMOL,
            name: 'paracetamol',
            documentIds: ['lact-paracetamol'],
          },
          { type: 'productSubstance', nslId: S.KODEIN, name: 'kodein', documentIds: [] },
        ],
      },
      expect.objectContaining({
        type: 'productSingleSubstance',
        nplId: P.GLUCOPHAGE,
        documentIds: ['lact-metforminhydroklorid', 'lact-metformin'],
      }),
      { type: 'productMissing', nplId: UNKNOWN_PRODUCT },
      {
        type: 'substanceSingleDoc',
        nslId: S.WARFARIN,
        name: 'warfarin',
        documentIds: ['lact-warfarin'],
      },
      {
        type: 'substanceAdministration',
        nslId: S.DIKLOFENAK,
        name: 'diklofenak',
        documentIds: ['lact-diklofenak-gel', 'lact-diklofenak-systemisk'],
        administrations: [
          { administration: 'peroral', documentIds: ['lact-diklofenak-systemisk'] },
          { administration: 'topical', documentIds: ['lact-diklofenak-gel'] },
        ],
      },
      {
        type: 'substanceMultiDocs',
        nslId: S.METFORMIN,
        name: 'metformin',
        documentIds: ['lact-metformin', 'lact-metforminhydroklorid'],
      },
      { type: 'substance', nslId: S.ORFAN, name: 'orfan', documentIds: [] },
      { type: 'substanceMissing', nslId: UNKNOWN_SUBSTANCE },
    ]);
    const referenced = new Set(
      results.flatMap((r) => [
        ...('documentIds' in r ? r.documentIds : []),
        ...('substances' in r ? r.substances.flatMap((s) => s.documentIds) : []),
      ]),
    );
    expect(documents.map((d) => d.id).sort()).toEqual([...referenced].sort());
  });

  it("gives a searched salt its parent's documents", async () => {
    const { results } = lactationResponseSchema.parse(
      await get('lactation', { nslIds: [S.DIKLOFENAKNATRIUM] }),
    );
    expect(results[0]).toMatchObject({
      type: 'substanceAdministration',
      documentIds: ['lact-diklofenak-gel', 'lact-diklofenak-systemisk'],
    });
  });

  it('serves njurfunktion, birthdefect and genus in Swedish and gender in English', async () => {
    const renal = renalResponseSchema.parse(await get('njurfunktion', { nplIds: [P.GLUCOPHAGE] }));
    expect(renal.results[0]).toMatchObject({ documentIds: ['renal-metformin'] });
    expect(renal.documents[0]?.recommendations[0]?.classification.code).toBe('A');
    const birth = birthDefectResponseSchema.parse(
      await get('birthdefect', { nslIds: [S.WARFARIN] }),
    );
    expect(birth.documents.map((d) => d.classificationLevel)).toEqual([3]);
    const genus = genusResponseSchema.parse(await get('genus', { nslIds: [S.WARFARIN] }));
    expect(genus.results[0]).toMatchObject({ name: 'warfarin', documentIds: ['genus-warfarin'] });
    const gender = genderResponseSchema.parse(await get('gender', { nslIds: [S.WARFARIN] }));
    expect(gender.results[0]).toMatchObject({
      name: 'warfarin (en)',
      documentIds: ['gender-warfarin'],
    });
  });

  it('answers an empty search list with nothing', async () => {
    expect(await get('genus', {})).toEqual({ results: [], documents: [] });
  });

  it('refuses more than 200 ids and malformed ids, naming the problem', async () => {
    const nslIds = Array.from({ length: 201 }, (_, i) => `IDTEST${String(i).padStart(8, '0')}`);
    const tooMany = await t.app.inject({ url: `/api/lactation?${searchQuery({ nslIds })}` });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ error: { message: string } }>().error.message).toContain('Högst 200');
    const malformed = await t.app.inject({ url: '/api/birthdefect?nslIds=warfarin' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ error: { message: string } }>().error.message).toContain(
      "nslId ska börja med 'ID'",
    );
  });
});
