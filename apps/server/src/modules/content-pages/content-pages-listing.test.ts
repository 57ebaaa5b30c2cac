import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPagesErrorSchema, cmsPagesResponseSchema } from '@medkompass/contracts/content-page.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const PAGES = '/cms/wp-json/wp/v2/pages';
const JOURNAL = 'https://journal.region.se';
const SITE = 'https://medkompass.region.se';

/**
 * 23 pages: sida-01 … sida-23, the first five dated (sida-05 newest), every third about kakor,
 * sida-07's title with an ampersand, and an English one.
 */
function writeContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-listing-'));
  fs.mkdirSync(path.join(dir, 'sv'));
  fs.mkdirSync(path.join(dir, 'en'));
  for (let n = 1; n <= 22; n += 1) {
    const id = String(n).padStart(2, '0');
    const date = n <= 5 ? `date: 2026-0${n}-01\n` : '';
    const title = n === 7 ? 'Villkor & Kakor' : `Sida ${id}`;
    const body = n % 3 === 0 ? 'Om KAKOR och lagring.' : 'Allmän text.';
    fs.writeFileSync(
      path.join(dir, `sv/sida-${id}.md`),
      `---\nslug: sida-${id}\ntitle: ${title}\ntags: []\n${date}---\n\n${body}\n`,
    );
  }
  fs.writeFileSync(
    path.join(dir, 'en/sida-23.md'),
    '---\nslug: sida-23\ntitle: Cookies\ntags: []\n---\n\nWe store no cookies.\n',
  );
  return dir;
}

/** The slugs of an answer, with its list headers. */
function listed(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return {
    slugs: cmsPagesResponseSchema.parse(response.json()).map((page) => page.slug),
    total: response.headers['x-wp-total'],
    totalPages: response.headers['x-wp-totalpages'],
  };
}

/** A refusal, read both as WordPress's error and as the API's one error body. */
function refusal(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<unknown>();
  apiErrorSchema.parse(body);
  return cmsPagesErrorSchema.parse(body);
}

// Newest first among the dated pages, then the undated by slug.
const ORDER = [
  'sida-05',
  'sida-04',
  'sida-03',
  'sida-02',
  'sida-01',
  ...Array.from({ length: 18 }, (_, i) => `sida-${String(i + 6).padStart(2, '0')}`),
];

describe('the page listing at the WordPress-compatible path', () => {
  let t: TestApp;
  let contentDir: string;
  const get = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${PAGES}${query}`, headers });

  beforeAll(async () => {
    contentDir = writeContent();
    t = await startTestApp('sqlite', { CONTENT_DIR: contentDir, PUBLIC_URL: SITE });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('lists 10 pages by default, dated ones newest first, then by slug, with the totals', async () => {
    expect(listed(await get(''))).toEqual({
      slugs: ORDER.slice(0, 10),
      total: '23',
      totalPages: '3',
    });
  });

  it('gives each page the fields of the slug answer', async () => {
    const [first] = cmsPagesResponseSchema.parse((await get('?per_page=1')).json());
    const [bySlug] = cmsPagesResponseSchema.parse((await get('?slug=sida-05')).json());
    expect(first).toEqual(bySlug);
    expect(first).toMatchObject({ slug: 'sida-05', modified: '2026-05-01T00:00:00' });
  });

  it('pages through the list with per_page and page', async () => {
    expect(listed(await get('?per_page=10&page=3'))).toEqual({
      slugs: ORDER.slice(20),
      total: '23',
      totalPages: '3',
    });
    expect(listed(await get('?per_page=100')).slugs).toEqual(ORDER);
    expect(listed(await get('?per_page=7&page=2')).slugs).toEqual(ORDER.slice(7, 14));
  });

  it('links the previous and next page under the public URL, keeping the other arguments', async () => {
    const linkOf = async (query: string) => (await get(query)).headers.link;
    expect(await linkOf('?per_page=7&search=sida&page=2')).toBe(
      `<${SITE}${PAGES}?per_page=7&search=sida&page=1>; rel="prev", ` +
        `<${SITE}${PAGES}?per_page=7&search=sida&page=3>; rel="next"`,
    );
    expect(await linkOf('')).toBe(`<${SITE}${PAGES}?page=2>; rel="next"`);
    expect(await linkOf('?page=3')).toBe(`<${SITE}${PAGES}?page=2>; rel="prev"`);
    // One page, or none: nothing to link to.
    expect(await linkOf('?per_page=100')).toBeUndefined();
    expect(await linkOf('?search=finnsinte')).toBeUndefined();
  });

  it('links pages that together list every page once, as a client following them reads them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (perPage) => {
        const seen: string[] = [];
        let next: string | null = `${PAGES}?per_page=${perPage}`;
        while (next !== null) {
          const response = await t.app.inject({ url: next });
          seen.push(...listed(response).slugs);
          const link = String(response.headers.link ?? '');
          const match = /<([^>]+)>; rel="next"/.exec(link);
          next = match?.[1]?.slice(SITE.length) ?? null;
        }
        expect(seen).toEqual(ORDER);
      }),
      { numRuns: 15 },
    );
  });

  it('refuses a page past the last with rest_post_invalid_page_number, as WordPress', async () => {
    const body = refusal(await get('?per_page=10&page=4'));
    expect(body.code).toBe('rest_post_invalid_page_number');
    expect(body.data.status).toBe(400);
    expect(apiErrorSchema.parse(body).error.code).toBe('bad_request');
  });

  it('answers any page of an empty result with an empty list, as WordPress', async () => {
    expect(listed(await get('?search=finnsinte&page=3'))).toEqual({
      slugs: [],
      total: '0',
      totalPages: '0',
    });
  });

  it('searches title and text case-insensitively, every word, a hyphen excluding one', async () => {
    const kakor = ['sida-07', ...ORDER.filter((slug) => Number(slug.slice(5)) % 3 === 0)];
    const expected = ORDER.filter((slug) => kakor.includes(slug));
    expect(listed(await get('?search=kAkOr'))).toEqual({
      slugs: expected,
      total: String(expected.length),
      totalPages: '1',
    });
    expect(listed(await get('?search=lagring+kakor')).slugs).toEqual(
      expected.filter((slug) => slug !== 'sida-07'),
    );
    expect(listed(await get(`?search=${encodeURIComponent('kakor -lagring')}`)).slugs).toEqual([
      'sida-07',
    ]);
    expect(listed(await get(`?search=${encodeURIComponent('&')}`)).slugs).toEqual(['sida-07']);
    expect(listed(await get(`?search=${encodeURIComponent('"no cookies"')}`)).slugs).toEqual([
      'sida-23',
    ]);
    expect(listed(await get('?search=kakor&per_page=2&page=2')).slugs).toEqual(
      expected.slice(2, 4),
    );
  });

  it('reads an empty or blank search as no search', async () => {
    expect(listed(await get('?search=')).total).toBe('23');
    expect(listed(await get('?search=%20%20')).total).toBe('23');
  });

  it('keeps the slug answer: the one page, now with the list headers', async () => {
    expect(listed(await get('?slug=sida-12'))).toEqual({
      slugs: ['sida-12'],
      total: '1',
      totalPages: '1',
    });
    expect(listed(await get('?slug=finns-inte')).slugs).toEqual([]);
  });

  it.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=abc', 'per_page'],
    ['per_page=1.5', 'per_page'],
    ['per_page=1&per_page=2', 'per_page'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=zwei', 'page'],
    [`search=${'a'.repeat(201)}`, 'search'],
    ['search=a&search=b', 'search'],
  ])('refuses %s with rest_invalid_param naming %s', async (query, param) => {
    const body = refusal(await get(`?${query}`));
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.status).toBe(400);
    expect(Object.keys(body.data.params ?? {})).toEqual([param]);
    const ours = apiErrorSchema.parse(body).error;
    expect(ours.code).toBe('validation');
    expect(ours.issues?.[0]?.path).toBe(`querystring.${param}`);
  });

  it('answers HEAD with the totals alone, as clients count pages that way', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: `${PAGES}?per_page=5` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['x-wp-total']).toBe('23');
    expect(response.headers['x-wp-totalpages']).toBe('5');
  });

  it('ignores WordPress arguments it does not know, as WordPress', async () => {
    expect(listed(await get('?context=view&_fields=slug&orderby=title')).total).toBe('23');
  });

  it('never answers 500 for any per_page, page or search', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.oneof(fc.string(), fc.integer().map(String)), { nil: undefined }),
        fc.option(fc.oneof(fc.string(), fc.integer().map(String)), { nil: undefined }),
        fc.option(fc.string({ unit: 'grapheme', maxLength: 250 }), { nil: undefined }),
        async (perPage, page, search) => {
          const query = new URLSearchParams();
          if (perPage !== undefined) query.set('per_page', perPage);
          if (page !== undefined) query.set('page', page);
          if (search !== undefined) query.set('search', search);
          const response = await get(`?${query.toString()}`);
          if (response.statusCode === 200) listed(response);
          else refusal(response);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('pages never repeat or skip a page, whatever per_page', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 100 }), async (perPage) => {
        const first = listed(await get(`?per_page=${perPage}`));
        const slugs = [...first.slugs];
        for (let page = 2; page <= Number(first.totalPages); page += 1) {
          slugs.push(...listed(await get(`?per_page=${perPage}&page=${page}`)).slugs);
        }
        expect(slugs).toEqual(ORDER);
      }),
      { numRuns: 30 },
    );
  });

  it('sends no CORS headers when no other origin is allowed', async () => {
    const response = await get('', { origin: JOURNAL });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
  });
});

describe('the page listing to an allowed other origin', () => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = writeContent();
    t = await startTestApp('sqlite', { CONTENT_DIR: contentDir, CORS_ORIGINS: JOURNAL });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  it('exposes the list headers beside those the API exposes', async () => {
    const response = await t.app.inject({ url: PAGES, headers: { origin: JOURNAL } });
    expect(response.headers['access-control-allow-origin']).toBe(JOURNAL);
    const exposed = String(response.headers['access-control-expose-headers']).split(/,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining(['etag', 'x-request-id', 'x-wp-total', 'x-wp-totalpages', 'link']),
    );
  });

  it('lets an origin that is not allowed read nothing, nor adds the list headers for it', async () => {
    const response = await t.app.inject({
      url: PAGES,
      headers: { origin: 'https://elak.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(response.headers['access-control-expose-headers'])).not.toContain('x-wp');
  });
});
