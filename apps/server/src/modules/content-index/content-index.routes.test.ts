import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import {
  contentIndexResponseSchema,
  type ContentIndexResponse,
} from '@medkompass/contracts/content-index.ts';
import { indexCharacterOf } from '@medkompass/contracts/content-index-paths.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAppWithBundle } from '../../test/assessment-app.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  contentIndexBundle,
  LACTATION_TITLES,
  UNKNOWN_LACTATION,
} from './content-index-test-helpers.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';
import { ContentIndexes } from '@medkompass/assessment/content-index.ts';

const DEMO_KB = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../knowledge-base/demo-kb.json',
);

const swedish = new Intl.Collator('sv');

describe('indexCharacterOf', () => {
  it('lists a title under its first letter or digit, as Swedish alphabetises', () => {
    expect(indexCharacterOf('Paracetamol')).toBe('p');
    expect(indexCharacterOf('Östradiol')).toBe('ö');
    expect(indexCharacterOf('Ärtor')).toBe('ä');
    expect(indexCharacterOf('Åska')).toBe('å');
    expect(indexCharacterOf('Étoposid')).toBe('e');
    expect(indexCharacterOf('Übel')).toBe('y');
    expect(indexCharacterOf('Ærø')).toBe('ä');
    expect(indexCharacterOf('Øre')).toBe('ö');
    expect(indexCharacterOf('5-fluorouracil')).toBe('0-9');
    expect(indexCharacterOf('(S)-ketamin')).toBe('s');
    expect(indexCharacterOf('Ωmega')).toBeNull();
    expect(indexCharacterOf('—')).toBeNull();
  });
});

describe('ContentIndexes', () => {
  it('sorts titles as Swedish does: å, ä and ö after z, and lists each under its own letter', () => {
    const demo = JSON.parse(fs.readFileSync(DEMO_KB, 'utf8')) as KbBundle;
    const template = demo.lactationDocuments[0]!;
    const titles = ['Östrogen', 'Zink', 'Ärtextrakt', 'Amoxicillin', 'Åkerfräken', 'Oxazepam'];
    const indexes = new ContentIndexes({
      ...demo,
      lactationDocuments: titles.map((title, i) => ({
        ...template,
        id: `d${i}`,
        documentTitle: title,
      })),
    });
    const page = indexes.page('lactation', { offset: 0, limit: 50 });
    expect(page.items.map((item) => item.title)).toEqual([
      'Amoxicillin',
      'Oxazepam',
      'Zink',
      'Åkerfräken',
      'Ärtextrakt',
      'Östrogen',
    ]);
    expect(page.characters).toEqual(['a', 'o', 'z', 'å', 'ä', 'ö']);
    const withDiaeresis = indexes.page('lactation', { char: 'ä', offset: 0, limit: 50 });
    expect(withDiaeresis.items.map((item) => item.title)).toEqual(['Ärtextrakt']);
  });
});

describe.each(testDatabaseKinds)('GET /api/content-index/:source on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAppWithBundle(kind, contentIndexBundle());
  });
  afterAll(() => t.close());

  const index = async (url: string): Promise<ContentIndexResponse> => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return contentIndexResponseSchema.parse(response.json());
  };
  const everything = async (source: string, filters = '') => {
    const first = await index(`/api/content-index/${source}?limit=100${filters}`);
    expect(first.items).toHaveLength(Math.min(100, first.total));
    return first;
  };

  it('lists every document of the source, in Swedish order, 50 at a time by default', async () => {
    const all = await everything('lactation');
    expect(all.total).toBe(LACTATION_TITLES.length);
    const titles = all.items.map((item) => item.title);
    expect(titles).toEqual([...titles].sort(swedish.compare));
    expect(titles.at(0)).toBe('Acetylsalicylsyra');

    const first = await index('/api/content-index/lactation');
    expect(first.total).toBe(LACTATION_TITLES.length);
    expect(first.items).toEqual(all.items.slice(0, 50));
    const second = await index('/api/content-index/lactation?offset=50');
    expect(second.items).toEqual(all.items.slice(50));
    const beyond = await index('/api/content-index/lactation?offset=100');
    expect(beyond).toMatchObject({ total: LACTATION_TITLES.length, items: [] });
  });

  it('gives each document its id, title and classification', async () => {
    const { items } = await everything('birthdefect');
    expect(items).toContainEqual({ id: 'bd-warfarin', title: 'Warfarin', classification: '3' });
    // A birth-defect document without a level is the '?' class.
    expect(items).toContainEqual({ id: 'bd-apixaban', title: 'Apixaban', classification: '?' });
    const genus = await everything('genus');
    expect(genus.items).toContainEqual({
      id: 'genus-paracetamol',
      title: 'Paracetamol',
      classification: 'A',
    });
    // Level 0 has an empty code; the index calls it '-'.
    expect(genus.items).toContainEqual({
      id: 'genus-etinylestradiol',
      title: 'Etinylestradiol',
      classification: '-',
    });
    const english = await everything('sexandgender');
    expect(english.total).toBe(4);
    expect(english.items).toContainEqual({
      id: 'gender-digoxin',
      title: 'Digoxin',
      classification: 'C!',
    });
  });

  it('filters by initial character, and names the characters that have documents', async () => {
    const page = await index('/api/content-index/lactation?char=k');
    expect(page.items.map((item) => item.title)).toEqual([
      'Kalciumkarbonat',
      'Kaliumklorid',
      'Kandesartan',
      'Karbamazepin',
      'Klaritromycin',
      'Klopidogrel',
      'Kodein',
      'Kvetiapin',
    ]);
    expect(page.total).toBe(8);
    expect(page.characters).toContain('k');
    expect(page.characters).not.toContain('q');
    expect(page.characters).not.toContain('0-9');
    expect(await index('/api/content-index/lactation?char=q')).toMatchObject({
      total: 0,
      items: [],
    });
    const withRing = await index('/api/content-index/lactation?char=%C3%A5');
    expect(withRing.total).toBe(0);
  });

  it('filters by classification, and names the classifications present', async () => {
    const red = await index('/api/content-index/birthdefect?classification=3');
    expect(red.items.length).toBeGreaterThan(0);
    expect(red.items.every((item) => item.classification === '3')).toBe(true);
    expect(red.classifications).toEqual(['1', '2', '3', '?']);
    const unknown = await index('/api/content-index/lactation?classification=%3F');
    expect(unknown.total).toBe(UNKNOWN_LACTATION);
    const both = await index('/api/content-index/genus?classification=C!&char=d');
    expect(both.items).toEqual([{ id: 'genus-digoxin', title: 'Digoxin', classification: 'C!' }]);
  });

  it('refuses unknown sources, characters, classifications and paging with 400', async () => {
    for (const url of [
      '/api/content-index/interactions',
      '/api/content-index/lactation?char=ab',
      '/api/content-index/lactation?classification=Z',
      '/api/content-index/lactation?limit=0',
      '/api/content-index/lactation?limit=101',
      '/api/content-index/lactation?offset=-1',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(apiErrorSchema.parse(response.json()).error.code).toBe('validation');
    }
  });

  it('carries an ETag, so a client with the current index gets 304', async () => {
    const first = await t.app.inject({ url: '/api/content-index/genus?char=a' });
    const etag = first.headers.etag;
    expect(etag).toBeDefined();
    const again = await t.app.inject({
      url: '/api/content-index/genus?char=a',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('content index of a source switched off', () => {
  it('answers 403 source_disabled, also for the English index of genus', async () => {
    const t = await startTestApp('sqlite', { SOURCES_DISABLED: 'genus' });
    try {
      for (const source of ['genus', 'sexandgender']) {
        const response = await t.app.inject({ url: `/api/content-index/${source}` });
        expect(response.statusCode).toBe(403);
        expect(apiErrorSchema.parse(response.json()).error.code).toBe('source_disabled');
      }
      expect((await t.app.inject({ url: '/api/content-index/lactation' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
