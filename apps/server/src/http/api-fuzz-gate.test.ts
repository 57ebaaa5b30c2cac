import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startAssessmentApp } from '../test/assessment-app.ts';
import { P, S } from '../test/assessment-kb.ts';
import type { TestApp } from '../test/test-app.ts';
import { testDatabaseKinds } from '../test/test-database.ts';

// The server's fuzz gate: at least 10 000 generated requests across every route of the OpenAPI
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

// NUL (which PostgreSQL cannot store), the other C0 controls and DEL, alone or inside a sample
// (ADR 0039), and the terminal's escape (the CLIs print stored text to an operator's terminal).
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b[2J', '\u007f', '\t', '\r\n'];
const text = fc.oneof(
  fc.constantFrom(...SAMPLES, '', '%', '../..', '<script>', '\u0000', 'x'.repeat(300)),
  fc.string({ maxLength: 30 }),
  fc
    .tuple(fc.constantFrom(...SAMPLES, 'Anna', 'a@example.se'), fc.constantFrom(...CONTROLS))
    .map(([sample, control]) => `${sample}${control}`),
  fc.string({ unit: fc.constantFrom(...CONTROLS, 'a', ' '), maxLength: 10 }),
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
        feedback: fc.oneof(
          fc.anything({ maxDepth: 2 }),
          fc.array(
            fc.record({
              card: fc.uuid(),
              outcome: fc.constantFrom('accepted', 'overridden'),
              overrideReason: fc.record({ userComment: text }),
              outcomeTimestamp: fc.constant('2026-11-25T10:01:00Z'),
            }),
            { maxLength: 2 },
          ),
        ),
        token: text,
        message: text,
        // The integration token, the contact form and CDS feedback: strings that are stored.
        clientId: text,
        clientSecret: text,
        firstName: text,
        lastName: text,
        domain: fc.constantFrom('general', 'x'),
        role: fc.constantFrom('pharmacist', 'x'),
        altcha: text,
        fhirServer: text,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 40 }),
);

// On PostgreSQL too when TEST_DATABASE_URL is set (CI): NUL answered 500 only there.
describe.each(testDatabaseKinds)(
  'every route of the OpenAPI document under 10 000 generated requests on %s',
  (kind) => {
    let t: TestApp;
    let operations: { method: string; path: string }[] = [];
    beforeAll(async () => {
      t = await startAssessmentApp(kind, {
        RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
        RATE_LIMIT_CONTACT_PER_HOUR: '100000',
        // So that CDS bodies (hookInstance, feedback) reach validation without a client's JWT.
        CDS_ALLOW_ANONYMOUS: 'true',
      });
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
  },
);
