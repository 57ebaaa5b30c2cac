import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  riskprofileListResponseSchema,
  riskPropertyListResponseSchema,
} from '@medkompass/contracts/riskprofile.ts';
import { bearer } from '../auth/auth-test-helpers.ts';
import { sessionToken, startAssessmentApp } from '../../test/assessment-app.ts';
import { S, UNKNOWN_SUBSTANCE } from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

describe.each(testDatabaseKinds)('riskprofile on %s', (kind) => {
  let t: TestApp;
  let anna = '';
  let bo = '';
  beforeAll(async () => {
    t = await startAssessmentApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    anna = await sessionToken(t, 'anna@region.se');
    bo = await sessionToken(t, 'bo@region.se');
  });
  afterAll(() => t.close());

  const profilesUrl = `/api/riskprofile?nslIds=${[S.WARFARIN, S.DIKLOFENAKNATRIUM, S.METFORMIN, S.ORFAN, UNKNOWN_SUBSTANCE].join(',')}`;

  it('gives each substance its own, its parent’s or its children’s profile', async () => {
    const response = await t.app.inject({ url: profilesUrl, headers: bearer(anna) });
    expect(response.statusCode).toBe(200);
    const entries = riskprofileListResponseSchema.parse(response.json());
    expect(entries.map((e) => [e.nslId, e.status, e.profileNslIds])).toEqual([
      [S.WARFARIN, 'assessed', [S.WARFARIN]],
      [S.DIKLOFENAKNATRIUM, 'assessed', [S.DIKLOFENAK]],
      [S.METFORMIN, 'assessed', [S.METFORMINHYDROKLORID]],
      [S.ORFAN, 'notAssessed', []],
      [UNKNOWN_SUBSTANCE, 'missing', []],
    ]);
    expect(entries[0]).toMatchObject({
      substance: 'warfarin',
      properties: [{ propertyId: 'bleeding', values: { peroral: 3 } }],
    });
    expect(entries[1]?.properties).toEqual([
      { propertyId: 'bleeding', values: { peroral: 2, topical: 0 } },
    ]);
    expect(entries[4]?.substance).toBeNull();
  });

  it('lists the property definitions', async () => {
    const response = await t.app.inject({
      url: '/api/riskprofile/riskproperties',
      headers: bearer(anna),
    });
    const [bleeding] = riskPropertyListResponseSchema.parse(response.json());
    expect(bleeding).toMatchObject({ propertyId: 'bleeding', name: { sv: 'Blödningsrisk' } });
    expect(bleeding?.levels).toHaveLength(4);
  });

  it('tags the answer per session and has it revalidated on every use', async () => {
    const first = await t.app.inject({ url: profilesUrl, headers: bearer(anna) });
    const other = await t.app.inject({ url: profilesUrl, headers: bearer(bo) });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(other.headers.etag).not.toBe(etag);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers.vary)).toMatch(/authorization/i);

    const again = await t.app.inject({
      url: profilesUrl,
      headers: { ...bearer(anna), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherSession = await t.app.inject({
      url: profilesUrl,
      headers: { ...bearer(bo), 'if-none-match': etag },
    });
    expect(otherSession.statusCode).toBe(200);
    const anonymous = await t.app.inject({ url: profilesUrl, headers: { 'if-none-match': etag } });
    expect(anonymous.statusCode).toBe(401);
  });
});
