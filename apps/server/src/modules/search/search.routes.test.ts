import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResponseSchema } from '@medkompass/contracts/search.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

describe.each(testDatabaseKinds)('GET /api/search on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  async function names(q: string): Promise<string[]> {
    const response = await t.app.inject({ url: '/api/search', query: { q } });
    expect(response.statusCode).toBe(200);
    return searchResponseSchema.parse(response.json()).hits.map((hit) => hit.name);
  }

  it('finds products and substances by prefix, whatever the case', async () => {
    expect(await names('alv')).toContain('Alvedon');
    expect(await names('ALV')).toContain('Alvedon');
    expect(await names('warf')).toEqual(['warfarin']);
  });

  it('folds Swedish and other diacritics when matching but shows names intact', async () => {
    expect(await names('jarn')).toEqual(['järnsulfat']);
    expect(await names('JÄRN')).toEqual(['järnsulfat']);
    expect(await names('ålvedon')).toContain('Alvedon');
  });

  it('forgives one typo in a longer word', async () => {
    expect(await names('warfrin')).toEqual(['warfarin']);
    expect(await names('ibuprofn')).toContain('ibuprofen');
  });

  it('describes products by form and strength and flags licence products', async () => {
    const response = await t.app.inject({ url: '/api/search', query: { q: 'paracetamol demo' } });
    const [hit] = searchResponseSchema.parse(response.json()).hits;
    expect(hit).toMatchObject({ kind: 'product', name: 'Paracetamol Demo Licens', isLic: true });
    expect(hit?.description).toBe('Suppositorium 500 mg');
  });

  it('finds substances by their English name', async () => {
    expect(await names('ferrous')).toEqual(['järnsulfat']);
  });

  it('returns no hits, not an error, for an unknown word', async () => {
    expect(await names('xyzzy')).toEqual([]);
  });

  it('honours the limit', async () => {
    const response = await t.app.inject({ url: '/api/search', query: { q: 'a', limit: '2' } });
    expect(searchResponseSchema.parse(response.json()).hits.length).toBeLessThanOrEqual(2);
  });

  it.each([
    [{}, 'q'],
    [{ q: '   ' }, 'Sökordet får inte vara tomt'],
    [{ q: 'x'.repeat(101) }, 'högst 100 tecken'],
    [{ q: 'alv', limit: '0' }, 'limit'],
    [{ q: 'alv', limit: '51' }, 'limit'],
    [{ q: 'alv', limit: 'many' }, 'limit'],
  ])('answers %j with a 400 naming the problem', async (query, expected) => {
    const response = await t.app.inject({ url: '/api/search', query });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'validation',
      message: expect.stringContaining(expected) as string,
    });
  });
});
