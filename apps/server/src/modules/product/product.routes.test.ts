import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListResponseSchema } from '@medkompass/contracts/product.ts';
import { substanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { testDatabaseKinds } from '../../test/test-database.ts';

describe.each(testDatabaseKinds)('GET /api/product and /api/substance on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('returns the known products in the order asked, with their substances', async () => {
    const response = await t.app.inject({
      url: '/api/product?ids=99000000000003&ids=99000000000001',
    });
    expect(response.statusCode).toBe(200);
    const products = productListResponseSchema.parse(response.json());
    expect(products.map((p) => p.name)).toEqual(['Waran', 'Alvedon']);
    expect(products[0]?.drugFormGroups[0]?.substances.map((s) => s.nslId)).toEqual([
      'IDDEMOWARFARIN',
    ]);
    expect(products[0]?.drugProductType).toBe('APPROVED');
  });

  it('says which sources have assessed a product, through its substances', async () => {
    const response = await t.app.inject({ url: '/api/product?ids=99000000000003' });
    const [waran] = productListResponseSchema.parse(response.json());
    expect(waran?.medicalSources.map((s) => s.systemName)).toEqual(
      expect.arrayContaining(['interactions', 'riskprofile', 'lactation']),
    );
    expect(waran?.medicalSources.every((s) => !s.isTopParent)).toBe(true);
  });

  it('leaves unknown products out rather than failing', async () => {
    const response = await t.app.inject({
      url: '/api/product?ids=99000000000001&ids=12345678901234',
    });
    expect(productListResponseSchema.parse(response.json()).map((p) => p.nplId)).toEqual([
      '99000000000001',
    ]);
  });

  it('rejects a malformed product id with a 400 naming the rule', async () => {
    const response = await t.app.inject({ url: '/api/product?ids=123' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toContain('14 siffror');
  });

  it('returns substances with their names in Swedish and English', async () => {
    const response = await t.app.inject({ url: '/api/substance?ids=IDDEMOJARNSULFAT' });
    const [substance] = substanceListResponseSchema.parse(response.json());
    expect(substance?.name).toBe('järnsulfat');
    expect(substance?.names).toContainEqual({ language: 'en', name: 'ferrous sulfate' });
  });

  it('rejects a malformed substance id with a 400', async () => {
    const response = await t.app.inject({ url: '/api/substance?ids=paracetamol' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('validation');
  });
});
