import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRenderStateSchema } from '@medkompass/contracts/first-render.ts';
import { openDatabase } from '../../db/database.ts';
import { insertSystemMessage } from '../messages/messages.repository.ts';
import { precompress } from '../../http/precompress.ts';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import { P, S, UNKNOWN_PRODUCT, UNKNOWN_SUBSTANCE } from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  let dist: string;
  const bigScript = `console.log(${JSON.stringify('medkompass '.repeat(500))});`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Medkompass</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), bigScript);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(dist, 'assets', 'vendor-7b2e.js'), bigScript.repeat(2));
    precompress(dist);
    t = await startAssessmentApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const expectApp = (response: Awaited<ReturnType<typeof t.app.inject>>) => {
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
  };

  it.each([
    '/',
    '/interaktioner',
    '/interaktioner/',
    '/interaktioner?nplIds=99000000000001',
    '/amning/lakemedel/Levaxin%200.1%20mg',
    '/amning/lact-diklofenak-gel',
    '/fosterpaverkan/bd-warfarin',
    '/en/sexandgender/gender-warfarin',
    '/about/om-medkompass',
    '/content/genus/%C3%A5',
    '/auth/changePassword/abc',
  ])('answers the page %s with index.html and 200, never cached', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expectApp(response);
    expect(response.body).toContain('<title>Medkompass</title>');
  });

  it.each([
    '/no/such/page',
    '/riskprofil/extra',
    '/amning/no-such-document',
    '/en/sexandgender/lact-diklofenak-gel',
    '/about/no-such-page',
    '/content/genus/xx',
    '/en',
    '/interaktioner//x',
  ])('answers the unknown page %s with the app and 404, so it shows its 404 page', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expectApp(response);
    expect(response.body).toContain('<title>Medkompass</title>');
  });

  it('sends each page with what its first render shows, as a JSON data block that cannot end early', async () => {
    const { db } = openDatabase(t.database.url);
    try {
      await insertSystemMessage(
        db,
        {
          id: 'drift',
          header: 'Driftstörning',
          message: 'Sökningen är långsam </script><script>alert(1)</script> & <b>',
          type: 'warning',
          allowHide: true,
        },
        new Date(),
      );
    } finally {
      await db.destroy();
    }
    const response = await t.app.inject({ url: '/interaktioner', headers: { host: 'localhost' } });
    const block = /<script type="application\/json" id="first-render-state">([^<]*)<\/script>/.exec(
      response.body,
    );
    expect(block).not.toBeNull();
    // The message's markup is escaped inside the block: only the block's own </script> ends it.
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
    const state = firstRenderStateSchema.parse(JSON.parse(block?.[1] ?? ''));
    expect(state).toEqual({
      env: (
        await t.app.inject({ url: '/env.json', headers: { host: 'localhost' } })
      ).json<unknown>(),
      kbInfo: (await t.app.inject({ url: '/api/kb/info' })).json<unknown>(),
      messages: (await t.app.inject({ url: '/api/messages' })).json<unknown>(),
    });
    expect(state.messages?.[0]?.message).toBe(
      'Sökningen är långsam </script><script>alert(1)</script> & <b>',
    );
    // Before the end of the head, so it is there when the app's script runs.
    expect(response.body.indexOf('first-render-state')).toBeLessThan(
      response.body.indexOf('</title>') + 200,
    );
  });

  const firstRenderStateOf = (body: string) => {
    const block = /<script type="application\/json" id="first-render-state">([^<]*)<\/script>/.exec(
      body,
    );
    return firstRenderStateSchema.parse(JSON.parse(block?.[1] ?? ''));
  };

  it('sends a page with a search list in its address the names of its drugs, as the API answers them', async () => {
    // Repeated and comma-separated, a duplicate, an unknown and an ill-formed id: read as the web
    // app reads them, and the ill-formed one left out, as the web app never asks for it.
    const query =
      `nplIds=${P.WARAN},${UNKNOWN_PRODUCT}&nplIds=${P.WARAN}&nplIds=not-an-id` +
      `&nslIds=${S.IBUPROFEN}&nslIds=${S.WARFARIN},${UNKNOWN_SUBSTANCE}`;
    const response = await t.app.inject({ url: `/interaktioner?${query}` });
    const state = firstRenderStateOf(response.body);

    expect(state.searchList).toEqual({
      nplIds: [P.WARAN, UNKNOWN_PRODUCT],
      products: (
        await t.app.inject({ url: `/api/product?ids=${P.WARAN}&ids=${UNKNOWN_PRODUCT}` })
      ).json<unknown>(),
      nslIds: [S.IBUPROFEN, S.WARFARIN, UNKNOWN_SUBSTANCE],
      substances: (
        await t.app.inject({
          url: `/api/substance?ids=${S.IBUPROFEN}&ids=${S.WARFARIN}&ids=${UNKNOWN_SUBSTANCE}`,
        })
      ).json<unknown>(),
    });
    expect(state.searchList?.products.map((product) => product.nplId)).toEqual([P.WARAN]);
  });

  it('sends no search list for a page without one', async () => {
    for (const url of ['/', '/interaktioner', '/interaktioner?nslIds=', '/amning?nplIds=x,y']) {
      const response = await t.app.inject({ url });
      expect(firstRenderStateOf(response.body).searchList, url).toBeUndefined();
    }
  });

  it('answers HEAD with the same status as GET', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/genus' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/nowhere' })).statusCode).toBe(404);
  });

  it('never fails on hostile paths', async () => {
    for (const url of ['/%', '/..%2F..%2Fetc%2Fpasswd', '/amning/%00', `/${'a/'.repeat(500)}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('serves hashed assets with a year-long immutable cache, compressed', async () => {
    const response = await t.app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'] ?? response.rawPayload.length)).toBeLessThan(
      bigScript.length,
    );
  });

  it('sends the build-time Brotli and gzip files as they are, and the plain file to others', async () => {
    const file = path.join(dist, 'assets', 'vendor-7b2e.js');
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const response = await t.app.inject({
        url: '/assets/vendor-7b2e.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      // Byte for byte the file written at build time: nothing was compressed for this request.
      expect(response.rawPayload.equals(fs.readFileSync(`${file}${suffix}`))).toBe(true);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await t.app.inject({ url: '/assets/vendor-7b2e.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(fs.readFileSync(file, 'utf8'));
    // Small files get no compressed copies.
    expect(fs.existsSync(path.join(dist, 'favicon.svg.br'))).toBe(false);
  });

  it('serves other static files revalidated', async () => {
    const response = await t.app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps serving the last index.html read while a deployment swaps the file', async () => {
    const index = path.join(dist, 'index.html');
    const before = await t.app.inject({ url: '/' });
    fs.renameSync(index, `${index}.moving`);
    try {
      const during = await t.app.inject({ url: '/' });
      expect(during.statusCode).toBe(200);
      expect(during.body).toContain('<title>Medkompass</title>');
      expect(during.body.length).toBeGreaterThan(0);
      expect(before.statusCode).toBe(200);
    } finally {
      fs.renameSync(`${index}.moving`, index);
    }
  });

  it('answers a missing asset and an unknown API path with a 404, not index.html', async () => {
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
