import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';

describe('pages sent compressed', () => {
  let t: TestApp;
  let dist: string;
  // A page of a few kB, as the built index.html with its first paint is.
  const indexHtml = `<!doctype html><title>Medkompass</title><div id="root"></div>${'<p>Sök läkemedel</p>'.repeat(300)}`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    t = await startAssessmentApp('sqlite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;

  it.each([
    ['/', 'br', 'br'],
    ['/', 'gzip', 'gzip'],
    ['/', 'br, gzip', 'br'],
    ['/', 'gzip, deflate', 'gzip'],
    ['/', 'br;q=0, gzip', 'gzip'],
    ['/interaktioner', 'br', 'br'],
    ['/no/such/page', 'br', 'br'],
  ] as const)('sends %s asked with %j as %s', async (url, accepted, encoding) => {
    const response = await t.app.inject({ url, headers: { 'accept-encoding': accepted } });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(indexHtml) / 5);
    expect(decoders[encoding](response.rawPayload).toString('utf8')).toBe(
      (await t.app.inject({ url })).body,
    );
  });

  it('sends the page as it is to a client that takes no compression it knows', async () => {
    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await t.app.inject({
        url: '/',
        headers: accepted === undefined ? {} : { 'accept-encoding': accepted },
      });
      expect(response.headers['content-encoding'], accepted).toBeUndefined();
      expect(response.body, accepted).toContain('<p>Sök läkemedel</p>');
      expect(response.headers.vary).toContain('accept-encoding');
    }
  });
});
