import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_RENDER_STATE_ID } from '@medkompass/contracts/first-render.ts';
import { startAssessmentApp } from '../../test/assessment-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import {
  firstPaintModuleOf,
  firstPaintOf,
  loadFirstPaintRenderer,
  withFirstPaint,
  type FirstPaintRenderer,
} from './first-paint.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Medkompass</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

// A stand-in for the web app's server build (apps/web/src/entry-server.tsx): it echoes what it
// was given, so the tests see what the server passes and where the markup lands.
const RENDERER_MODULE = `
export function renderFirstPaint({ url, cookies, state }) {
  const { pathname } = new URL(url);
  if (pathname === '/genus') throw new Error('needs the browser');
  if (pathname === '/amning') return null;
  const markup = '<p class="painted" style="color: red">' + encodeURI(pathname) + '|' + encodeURIComponent(cookies) + '|' + (state.kbInfo ? 'kb' : 'no kb') + '</p>';
  return { markup, title: pathname === '/' ? 'Start &amp; s&ouml;k' : null };
}
`;

/** A build folder as `npm run build` leaves it: dist/ and, beside it, dist-server/. */
function buildFolder(serverModule: string | null): { root: string; dist: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-first-paint-'));
  const dist = path.join(root, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  if (serverModule !== null) {
    fs.mkdirSync(path.join(root, 'dist-server'));
    fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.js'), serverModule);
  }
  return { root, dist };
}

const silent = pino({ level: 'silent' });

describe('index.html with a first paint', () => {
  it('puts the markup in the empty #root and the page’s title in the head, both taken as they are', () => {
    const page = withFirstPaint(INDEX_HTML, {
      markup: '<p>$& $1 $$</p>',
      title: 'A $& B',
      serverPainted: [],
    });
    expect(page).toContain('<div id="root"><p>$& $1 $$</p></div><script type="module"');
    expect(page).toContain('<head><title>A $& B</title></head>');
  });

  it('keeps index.html’s title when the page sets none', () => {
    expect(
      withFirstPaint(INDEX_HTML, { markup: '<p>x</p>', title: null, serverPainted: [] }),
    ).toContain('<title>Medkompass</title>');
  });

  it('names on #root the parts the browser loads before it hydrates, plain words only', () => {
    const paint = { markup: '<p>x</p>', title: null };
    expect(
      withFirstPaint(INDEX_HTML, {
        ...paint,
        serverPainted: ['review-actions', 'patient-summary'],
      }),
    ).toContain('<div id="root" data-server-painted="review-actions patient-summary"><p>x</p>');
    // Whatever built the paint, nothing but a name reaches the attribute.
    expect(
      withFirstPaint(INDEX_HTML, { ...paint, serverPainted: ['"><script>', 'ok', 'A b'] }),
    ).toContain('<div id="root" data-server-painted="ok"><p>x</p>');
  });

  it('leaves a page without an empty #root unchanged', () => {
    const page = '<!doctype html><title>Medkompass</title><div id="root"><p>x</p></div>';
    expect(withFirstPaint(page, { markup: '<p>y</p>', title: 'y', serverPainted: ['x'] })).toBe(
      page,
    );
  });
});

describe('the first paint of a renderer', () => {
  const request = {
    url: 'http://localhost/',
    cookies: '',
    state: { env: {} },
  } as Parameters<FirstPaintRenderer>[0];

  it('drops style attributes, which the CSP refuses in markup, and keeps text that only reads like one', async () => {
    const paint = await firstPaintOf(
      () => ({
        markup:
          '<div class="a" style="--w: 0px; display: contents;">x</div><p>style=&quot;color: red&quot;</p>',
        title: 'T',
      }),
      request,
      silent,
    );
    expect(paint).toEqual({
      markup: '<div class="a">x</div><p>style=&quot;color: red&quot;</p>',
      title: 'T',
      serverPainted: [],
    });
  });

  it('keeps any markup without style attributes as it is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        // React's escaping: no raw quote can occur outside an attribute value.
        const escaped = text
          .replaceAll('&', '&amp;')
          .replaceAll('"', '&quot;')
          .replaceAll('<', '&lt;');
        const markup = `<p title="${escaped}">${escaped}</p>`;
        expect((await firstPaintOf(() => ({ markup, title: null }), request, silent))?.markup).toBe(
          markup,
        );
      }),
    );
  });

  it('is null when the renderer gives something else than a first paint', async () => {
    for (const answer of [
      '<p>x</p>',
      { markup: 1, title: null },
      { markup: '<p>x</p>' },
      [],
      { markup: '<p>x</p>', title: null, serverPainted: 'patient-summary' },
      { markup: '<p>x</p>', title: null, serverPainted: ['patient-summary', '"><script>'] },
    ]) {
      expect(await firstPaintOf(() => answer as never, request, silent)).toBeNull();
      expect(
        await firstPaintOf(() => Promise.resolve(answer as never), request, silent),
      ).toBeNull();
    }
  });

  it('is null when the renderer throws, fails or renders nothing', async () => {
    expect(
      await firstPaintOf(
        () => {
          throw new Error('window is not defined');
        },
        request,
        silent,
      ),
    ).toBeNull();
    expect(
      await firstPaintOf(() => Promise.reject(new Error('no chunk')), request, silent),
    ).toBeNull();
    expect(await firstPaintOf(() => null, request, silent)).toBeNull();
  });

  it('gives the paint of a renderer that awaits, and none of one that takes too long', async () => {
    const paint = { markup: '<p>x</p>', title: null, serverPainted: ['review-actions'] };
    const after = (ms: number) =>
      new Promise<typeof paint>((resolve) => {
        setTimeout(() => {
          resolve(paint);
        }, ms);
      });
    expect(await firstPaintOf(() => after(5), request, silent, 200)).toEqual(paint);
    expect(await firstPaintOf(() => after(400), request, silent, 50)).toBeNull();
    // One that never settles holds the page up no longer.
    expect(await firstPaintOf(() => new Promise(() => undefined), request, silent, 50)).toBeNull();
  });
});

describe('loading the web app’s server build', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
  const folderWith = (serverModule: string | null) => {
    const folder = buildFolder(serverModule);
    folders.push(folder.root);
    return folder.dist;
  };

  it('finds it beside the browser build', () => {
    expect(firstPaintModuleOf('/srv/web/dist')).toBe('/srv/web/dist-server/entry-server.js');
    expect(firstPaintModuleOf('/srv/web/dist/')).toBe('/srv/web/dist-server/entry-server.js');
  });

  it('gives its renderer', async () => {
    const renderer = await loadFirstPaintRenderer(folderWith(RENDERER_MODULE), silent);
    expect(
      renderer?.({ url: 'http://localhost/x', cookies: '', state: { env: {} } } as never),
    ).toEqual({ markup: '<p class="painted" style="color: red">/x||no kb</p>', title: null });
  });

  it('gives none without a build, for a module that does not load, or one without the renderer', async () => {
    expect(await loadFirstPaintRenderer(folderWith(null), silent)).toBeNull();
    expect(await loadFirstPaintRenderer(folderWith('export function {'), silent)).toBeNull();
    expect(await loadFirstPaintRenderer(folderWith('export const render = 1;'), silent)).toBeNull();
    expect(
      await loadFirstPaintRenderer(folderWith('throw new Error("at load");'), silent),
    ).toBeNull();
  });
});

describe('a missing or broken server build', () => {
  const roots: string[] = [];
  afterAll(() => {
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });
  /** A logger that keeps each line's level and message. */
  const recording = () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
          done();
        },
      }),
    );
    return { logger, lines };
  };
  const WARN = 40;
  const ERROR = 50;

  it('is a warning, and an error in production, since every page then loses its first paint', async () => {
    for (const [production, level] of [
      [false, WARN],
      [true, ERROR],
    ] as const) {
      for (const serverModule of [null, 'export function {', 'export const render = 1;']) {
        const folder = buildFolder(serverModule);
        roots.push(folder.root);
        const { logger, lines } = recording();
        expect(await loadFirstPaintRenderer(folder.dist, logger, { production })).toBeNull();
        expect(lines.map((line) => line.level)).toEqual([level]);
      }
    }
  });

  it('is logged by the server as it starts: an error in production, a warning elsewhere', async () => {
    for (const [env, level] of [
      [{}, WARN],
      [
        {
          NODE_ENV: 'production',
          SMTP_URL: 'smtp://127.0.0.1:1',
          NETWORK_USER_PASSWORD: 'a-password-of-this-test-only',
        },
        ERROR,
      ],
    ] as const) {
      const folder = buildFolder(null);
      roots.push(folder.root);
      const lines: { level: number; msg: string }[] = [];
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
          done();
        },
      });
      const app = await startAssessmentApp(
        'sqlite',
        { ...env, WEB_DIST_DIR: folder.dist, LOG_LEVEL: 'info' },
        { logStream },
      );
      try {
        // The load goes on beside the start; a page waits for it.
        expect((await app.app.inject({ url: '/' })).statusCode).toBe(200);
        const reported = lines.filter((line) => line.msg.includes('No server build'));
        expect(reported.map((line) => line.level)).toEqual([level]);
      } finally {
        await app.close();
      }
    }
  });
});

describe('the server build’s load', () => {
  it('waits until after the start, unless a page asks for it first', async () => {
    const loads = globalThis as { firstPaintModuleLoads?: number };
    delete loads.firstPaintModuleLoads;
    const folder = buildFolder(
      `globalThis.firstPaintModuleLoads = (globalThis.firstPaintModuleLoads ?? 0) + 1;\n${RENDERER_MODULE}`,
    );
    const t = await startAssessmentApp('sqlite', { WEB_DIST_DIR: folder.dist });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loads.firstPaintModuleLoads).toBeUndefined();
      const response = await t.app.inject({ url: '/' });
      expect(response.body).toContain('class="painted"');
      expect(loads.firstPaintModuleLoads).toBe(1);
    } finally {
      await t.close();
      fs.rmSync(folder.root, { recursive: true, force: true });
    }
  });
});

describe('pages served with their first paint', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    const folder = buildFolder(RENDERER_MODULE);
    root = folder.root;
    t = await startAssessmentApp('sqlite', { WEB_DIST_DIR: folder.dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('sends the page’s first render in #root, rendered with the request’s path, cookies and first-render state', async () => {
    const response = await t.app.inject({
      url: '/interaktioner?nslIds=IDDEMOWARFARIN',
      headers: { cookie: 'medkompass_cookie_consent=yes' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root"><p class="painted">/interaktioner|${encodeURIComponent('medkompass_cookie_consent=yes')}|kb</p></div>`,
    );
    expect(response.body).toContain(`id="${FIRST_RENDER_STATE_ID}"`);
    expect(response.body).toContain('<title>Medkompass</title>');
  });

  it('sends the page’s title in the head when the page sets one', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.body).toContain('<head><title>Start &amp; s&ouml;k</title>');
    expect(response.body).not.toContain('<title>Medkompass</title>');
  });

  it('sends the page with an empty #root when the renderer throws or renders nothing', async () => {
    for (const url of ['/genus', '/amning']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).toContain(`id="${FIRST_RENDER_STATE_ID}"`);
    }
  });

  it('renders no page for an API path', async () => {
    const response = await t.app.inject({ url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('painted');
  });

  it('never fails on hostile paths and cookies', async () => {
    for (const url of [
      '/%E0%A4%A',
      '/interaktioner?nslIds=%00',
      `/${'a/'.repeat(2000)}`,
      '//evil.example/x',
    ]) {
      const response = await t.app.inject({ url, headers: { cookie: '\u0000=;;==; a=%ZZ' } });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
