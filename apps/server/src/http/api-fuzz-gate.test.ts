import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAssessmentApp } from '../test/assessment-app.ts';
import { P, S } from '../test/assessment-kb.ts';
import type { TestApp } from '../test/test-app.ts';

// Issue 15's gate: at least 10 000 generated requests across every route of the OpenAPI
// document, every method, with query strings, path parameters and JSON bodies of any shape;
// not one may answer 500, and every refusal has the one error body. The figures are printed.

const RUNS = 10_000;
const SAMPLES = [
  S.WARFARIN,
  P.WARAN,
  'i-warfarin-ibuprofen',
  'medkompass-order-select',
  'lact-warfarin',
];

const text = fc.oneof(
  fc.constantFrom(...SAMPLES, '', '%', '../..', '<script>', '\u0000', 'x'.repeat(300)),
  fc.string({ maxLength: 30 }),
);
const query = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('nslIds', 'nplIds', 'ids', 'q', 'limit', 'char'),
        fc.string({ maxLength: 8 }),
      ),
      text,
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
  );
const body = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc
    .record(
      {
        email: text,
        password: text,
        hook: fc.constantFrom('order-select', 'order-sign', 'x'),
        hookInstance: text,
        context: fc.anything({ maxDepth: 2 }),
        feedback: fc.anything({ maxDepth: 2 }),
        token: text,
        message: text,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 40 }),
);

describe('every route of the OpenAPI document under 10 000 generated requests', () => {
  let t: TestApp;
  let operations: { method: string; path: string }[] = [];
  beforeAll(async () => {
    t = await startAssessmentApp('sqlite', { RATE_LIMIT_LOGIN_PER_MINUTE: '100000' });
    const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => t.close());

  it('never answers 500', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const statuses = new Map<number, number>();
    const perRoute = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 10_000 }),
        text,
        query,
        body,
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (which, parameter, search, payload, contentType) => {
          const { method, path } = operations[which % operations.length] ?? {
            method: 'GET',
            path: '/',
          };
          const url = `${path.replace(/\{[^}]+\}/g, encodeURIComponent(parameter) || 'x')}?${search}`;
          const response = await t.app.inject({
            method: method as 'GET',
            url,
            ...(method === 'GET' ? {} : { payload, headers: { 'content-type': contentType } }),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          perRoute.set(`${method} ${path}`, (perRoute.get(`${method} ${path}`) ?? 0) + 1);
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
          if (response.statusCode >= 400) apiErrorSchema.parse(response.json());
        },
      ),
      { numRuns: RUNS },
    );
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    console.log(
      `API fuzz: ${total} requests over ${perRoute.size} of ${operations.length} operations; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(total).toBeGreaterThanOrEqual(RUNS);
    expect(statuses.has(500)).toBe(false);
  });
});
