import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAssessmentApp } from '../test/assessment-app.ts';
import { P, S } from '../test/assessment-kb.ts';
import type { TestApp } from '../test/test-app.ts';
import { testDatabaseKinds } from '../test/test-database.ts';

const KEYS = ['nslIds', 'nplIds', 'ids', 'q', 'limit', 'nslIds[]', 'ids[0]', '__proto__'];
const VALUES = [S.WARFARIN, S.DIKLOFENAK, P.CITODON, 'i-kodein-alkohol-background', '', ','];

/** Text with control characters: NUL (which PostgreSQL cannot store), other C0 controls, DEL. */
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f', '\t', '\n', '\r'];
const controlText = fc.string({
  unit: fc.oneof(fc.constantFrom(...CONTROLS), fc.constantFrom('a', 'b', '1', ',', '-')),
  maxLength: 12,
});

/** A query-string piece: a known key or any text, with any value, encoded or raw. */
const pair = fc
  .tuple(
    fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 }), controlText),
    fc.oneof(
      fc.constantFrom(...VALUES),
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      controlText,
      fc.constantFrom(...VALUES).map((value) => `${value}\u0000`),
      fc.array(fc.constantFrom(...VALUES), { maxLength: 250 }).map((ids) => ids.join(',')),
    ),
    fc.boolean(),
  )
  .map(([key, value, encode]) =>
    encode
      ? `${encodeURIComponent(key)}=${encodeURIComponent(value)}`
      : // Raw: percent signs, brackets and separators as a hand-made URL may have them.
        `${key.replace(/[^\w%[\],.=&-]/g, '')}=${value.replace(/[^\w%[\],.&-]/g, '%')}`,
  );

// On PostgreSQL too when TEST_DATABASE_URL is set (CI): NUL reaches it differently (ADR 0039).
describe.each(testDatabaseKinds)('every GET endpoint under random query strings on %s', (kind) => {
  let t: TestApp;
  let paths: string[] = [];
  beforeAll(async () => {
    t = await startAssessmentApp(kind, { COUNTRY_BLOCK_LIST: 'US' });
    const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    paths = Object.entries(document.paths)
      .filter(([, operations]) => 'get' in operations)
      .map(([path]) => path);
  });
  afterAll(() => t.close());

  it('covers the assessment calls', () => {
    expect(paths).toEqual(expect.arrayContaining(['/api/interaction', '/api/gender']));
    expect(paths.length).toBeGreaterThanOrEqual(20);
  });

  it(
    'never answers 500, and every error has the one error body',
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.array(pair, { maxLength: 6 }),
          fc.option(fc.string({ maxLength: 60 }), { nil: undefined }),
          fc.constantFrom('127.0.0.1', '8.8.8.8', '::1'),
          async (path, pairs, authorization, remoteAddress) => {
            const response = await t.app.inject({
              url: `${path}?${pairs.join('&')}`,
              remoteAddress,
              headers:
                authorization === undefined ? {} : { authorization: `Bearer ${authorization}` },
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
          },
        ),
        { numRuns: 600 },
      );
    },
  );
});
