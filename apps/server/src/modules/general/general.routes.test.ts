import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sourceDatesResponseSchema,
  versionsResponseSchema,
} from '@medkompass/contracts/general.ts';
import { specialSubstanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import { S } from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

const packageVersion = (
  JSON.parse(fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

describe.each(testDatabaseKinds)('global state on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startAssessmentApp(kind, { INTEGRATED_VERSION: '2.4.1-journal' });
  });
  afterAll(() => t.close());

  it('has every source active by default', async () => {
    const response = await t.app.inject({ url: '/api/source' });
    expect(response.json<{ active: boolean }[]>().every((s) => s.active)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("dates each source from the knowledge base's manifest", async () => {
    const response = await t.app.inject({ url: '/api/general/dates' });
    expect(sourceDatesResponseSchema.parse(response.json())).toEqual([
      { source: 'interactions', updatedAt: '2026-09-01' },
      { source: 'lactation', updatedAt: '2026-09-15' },
    ]);
    expect(response.headers.etag).toBeDefined();
  });

  it('gives the product version from the package and the integrated version from config', async () => {
    const response = await t.app.inject({ url: '/api/versions' });
    expect(versionsResponseSchema.parse(response.json())).toEqual({
      versions: { product: packageVersion, integrated: '2.4.1-journal' },
    });
  });

  it('lists the special substances', async () => {
    const response = await t.app.inject({ url: '/api/special_substance/all' });
    expect(specialSubstanceListResponseSchema.parse(response.json())).toEqual([
      { nslId: S.ALKOHOL, isTopParent: true, interactionStatus: 'assessed' },
      { nslId: S.GRAPEFRUKT, isTopParent: true, interactionStatus: 'notAssessed' },
    ]);
  });
});
