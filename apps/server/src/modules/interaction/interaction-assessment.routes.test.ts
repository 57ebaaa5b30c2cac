import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessedInteractionListResponseSchema,
  interactionDataResponseSchema,
  type AssessedInteraction,
} from '@medkompass/contracts/interaction-assessment.ts';
import { findDuplications } from '@medkompass/assessment/duplication.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import {
  assessmentBundle,
  P,
  S,
  searchQuery,
  UNKNOWN_PRODUCT,
  UNKNOWN_SUBSTANCE,
} from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

const code = (i: AssessedInteraction) => `${i.id}:${i.sevClassification}${i.docClassification}`;

describe.each(testDatabaseKinds)('interactions of a search list on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind);
  });
  afterAll(() => t.close());

  async function interactions(list: { nplIds?: string[]; nslIds?: string[] }) {
    const response = await t.app.inject({ url: `/api/interaction?${searchQuery(list)}` });
    expect(response.statusCode).toBe(200);
    return assessedInteractionListResponseSchema.parse(response.json());
  }

  it('resolves products to their substances and keeps the default for systemic forms', async () => {
    const [found, ...rest] = await interactions({ nplIds: [P.WARAN, P.IPREN] });
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      id: 'i-warfarin-ibuprofen',
      sevClassification: 'D',
      docClassification: 3,
      kbClassification: { sevClassification: 'D', docClassification: 3 },
      administration: null,
      searchEntries: [
        [{ nslId: S.WARFARIN, nplId: P.WARAN }],
        [{ nslId: S.IBUPROFEN, nplId: P.IPREN }],
      ],
    });
  });

  it("applies the drug-form classification of a product's administration", async () => {
    const [found] = await interactions({ nplIds: [P.WARAN, P.IBUPROFEN_GEL] });
    expect(found).toMatchObject({ sevClassification: 'B', docClassification: 1 });
    expect(found?.administration).toBe('topical');
    expect(found?.kbClassification).toEqual({ sevClassification: 'D', docClassification: 3 });
  });

  it('reports a pair once with its most severe way, listing every entry that brings it in', async () => {
    const result = await interactions({ nplIds: [P.WARAN, P.IBUPROFEN_GEL, P.IPREN] });
    expect(result.map(code)).toEqual(['i-warfarin-ibuprofen:D3']);
    expect(result[0]?.administration).toBeNull();
    expect(result[0]?.searchEntries[1]).toEqual([
      { nslId: S.IBUPROFEN, nplId: P.IBUPROFEN_GEL },
      { nslId: S.IBUPROFEN, nplId: P.IPREN },
    ]);
  });

  it('uses the default for searched substances, whose form is unknown', async () => {
    expect((await interactions({ nslIds: [S.WARFARIN, S.IBUPROFEN] })).map(code)).toEqual([
      'i-warfarin-ibuprofen:D3',
    ]);
  });

  it("applies a parent's interaction to a searched salt, and to a salt in a product", async () => {
    const [bySalt] = await interactions({ nslIds: [S.WARFARIN, S.DIKLOFENAKNATRIUM] });
    expect(bySalt && code(bySalt)).toBe('i-warfarin-diklofenak:D2');
    expect(bySalt?.searchEntries[1]).toEqual([{ nslId: S.DIKLOFENAKNATRIUM, nplId: null }]);
    const [byGel] = await interactions({ nplIds: [P.VOLTAREN_GEL], nslIds: [S.WARFARIN] });
    expect(byGel && code(byGel)).toBe('i-warfarin-diklofenak:B2');
    expect(byGel?.administration).toBe('topical');
  });

  it("applies a salt's interaction to the searched parent, but not to a sibling salt", async () => {
    expect((await interactions({ nslIds: [S.METFORMIN, S.ALKOHOL] })).map(code)).toEqual([
      'i-alkohol-metforminhydroklorid:C2',
    ]);
    expect((await interactions({ nslIds: [S.DIKLOFENAK, S.ALKOHOL] })).map(code)).toEqual([
      'i-alkohol-diklofenakdietylamin:B1',
    ]);
    expect(await interactions({ nslIds: [S.DIKLOFENAKNATRIUM, S.ALKOHOL] })).toEqual([]);
  });

  it('pairs the substances of one combination product, without self-pairs or duplicates', async () => {
    expect((await interactions({ nplIds: [P.CITODON] })).map(code)).toEqual([
      'i-paracetamol-kodein:A0',
    ]);
    const [pair, ...rest] = await interactions({
      nplIds: [P.CITODON],
      nslIds: [S.PARACETAMOL, S.KODEIN],
    });
    expect(rest).toEqual([]);
    expect(pair?.searchEntries[0]).toEqual([
      { nslId: S.PARACETAMOL, nplId: P.CITODON },
      { nslId: S.PARACETAMOL, nplId: null },
    ]);
    const family = await interactions({ nslIds: [S.WARFARIN, S.DIKLOFENAK, S.DIKLOFENAKNATRIUM] });
    expect(family.map(code)).toEqual(['i-warfarin-diklofenak:D2']);
  });

  it('sorts by severity, then documentation', async () => {
    const result = await interactions({
      nplIds: [P.WARAN, P.CITODON, P.IPREN],
      nslIds: [S.ALKOHOL],
    });
    expect(result.map(code)).toEqual([
      'i-kodein-alkohol:D4',
      'i-warfarin-ibuprofen:D3',
      'i-warfarin-paracetamol:C3',
      'i-paracetamol-kodein:A0',
    ]);
  });

  it('answers unknown ids with no pairs, never an error', async () => {
    expect(
      await interactions({ nplIds: [UNKNOWN_PRODUCT], nslIds: [S.WARFARIN, UNKNOWN_SUBSTANCE] }),
    ).toEqual([]);
  });

  it('tells per entry whether interactions are assessed, with the pairs', async () => {
    const response = await t.app.inject({
      url: `/api/interaction/dataByNslIds?${searchQuery({
        nplIds: [P.CITODON, UNKNOWN_PRODUCT],
        nslIds: [S.WARFARIN, S.ORFAN, S.GRAPEFRUKT, S.ALKOHOL, S.METFORMIN, UNKNOWN_SUBSTANCE],
      })}`,
    });
    const data = interactionDataResponseSchema.parse(response.json());
    expect(data.products).toEqual([
      { nplId: P.CITODON, missing: false, nslIds: [S.PARACETAMOL, S.KODEIN] },
      { nplId: UNKNOWN_PRODUCT, missing: true, nslIds: [] },
    ]);
    expect(data.substances.map((s) => [s.nslId, s.interactionStatus, s.isSpecial])).toEqual([
      [S.WARFARIN, 'assessed', false],
      [S.ORFAN, 'notAssessed', false],
      [S.GRAPEFRUKT, 'notAssessed', true],
      [S.ALKOHOL, 'assessed', true],
      [S.METFORMIN, 'assessed', false],
      [UNKNOWN_SUBSTANCE, 'missing', false],
      [S.PARACETAMOL, 'assessed', false],
      [S.KODEIN, 'assessed', false],
    ]);
    expect(data.interactions.map(code)).toEqual([
      'i-kodein-alkohol:D4',
      'i-warfarin-paracetamol:C3',
      'i-alkohol-metforminhydroklorid:C2',
      'i-paracetamol-kodein:A0',
    ]);
  });

  it('carries the duplications of the list, warnings first, as the shared rule finds them', async () => {
    const list = {
      nplIds: [P.VOLTAREN_GEL, P.CITODON, P.WARAN, P.VOLTAREN_TABLETT, P.WARAN],
      nslIds: [S.PARACETAMOL, S.WARFARIN],
    };
    const response = await t.app.inject({
      url: `/api/interaction/dataByNslIds?${searchQuery(list)}`,
    });
    const { duplications } = interactionDataResponseSchema.parse(response.json());
    expect(
      duplications.map((d) => [
        d.kind === 'substance' ? d.nslId : d.classId,
        d.level,
        d.entries.map((e) => e.nplId ?? e.nslIds[0]),
      ]),
    ).toEqual([
      // Waran named twice is one entry.
      [S.PARACETAMOL, 'warning', [P.CITODON, S.PARACETAMOL]],
      [S.WARFARIN, 'warning', [P.WARAN, S.WARFARIN]],
      // Diclofenac as a gel and as a tablet: a note, since the gel gives little systemic exposure.
      [S.DIKLOFENAK, 'note', [P.VOLTAREN_TABLETT, P.VOLTAREN_GEL]],
    ]);
    expect(duplications).toEqual(
      findDuplications(new BundleKnowledgeBase(assessmentBundle()), list),
    );
  });

  it('refuses more than 200 ids in all, naming the limit', async () => {
    const nslIds = Array.from({ length: 150 }, (_, i) => `IDTEST${String(i).padStart(8, '0')}`);
    const nplIds = Array.from({ length: 51 }, (_, i) => String(97_100_000_000_000 + i));
    const response = await t.app.inject({
      url: `/api/interaction?${searchQuery({ nslIds, nplIds })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain(
      'Högst 200 id per anrop',
    );
    const ok = await t.app.inject({
      url: `/api/interaction?${searchQuery({ nslIds, nplIds: nplIds.slice(1) })}`,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a malformed product id, naming the rule', async () => {
    const response = await t.app.inject({ url: '/api/interaction?nplIds=123' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('14 siffror');
  });
});

describe.each(testDatabaseKinds)('interaction texts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind);
  });
  afterAll(() => t.close());

  const textsUrl = (ids: string[]) =>
    `/api/interaction_texts?${ids.map((id) => `ids=${id}`).join('&')}`;

  it('returns the known texts in the order asked and leaves unknown ids out', async () => {
    const response = await t.app.inject({
      url: textsUrl([
        'i-warfarin-ibuprofen-mechanism',
        'okand-text',
        'i-kodein-alkohol-consequence',
      ]),
    });
    expect(response.json()).toEqual([
      { id: 'i-warfarin-ibuprofen-mechanism', text: 'Text i-warfarin-ibuprofen-mechanism' },
      { id: 'i-kodein-alkohol-consequence', text: 'Text i-kodein-alkohol-consequence' },
    ]);
  });

  it('accepts 100 ids and refuses 101, naming the limit', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `text-${i}`);
    expect((await t.app.inject({ url: textsUrl(ids.slice(1)) })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: textsUrl(ids) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain(
      'Högst 100 text-id per anrop',
    );
  });

  it('refuses a malformed text id', async () => {
    const response = await t.app.inject({ url: textsUrl(['bad%20id']) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('validation');
  });
});
