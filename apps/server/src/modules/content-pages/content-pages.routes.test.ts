import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsPagesResponseSchema, cmsPageSchema } from '@medkompass/contracts/content-page.ts';
import { apiErrorSchema } from '@medkompass/contracts/error.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const PAGES = '/cms/wp-json/wp/v2/pages';

/** A content directory of our own, so the tests control every page. */
function writeContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-content-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write(
    'sv/om.md',
    '---\nslug: om-{product}\ntitle: Om {product} & oss\ntags: [om]\n---\n\nHej.\n\n## Kakor {#kakor}\n\nInga spårande kakor.\n',
  );
  write(
    'sv/elak.md',
    '---\nslug: elak\ntitle: <script>alert(1)</script>\ntags: []\n---\n\n<script>alert(2)</script>\n\n<img src=x onerror="alert(3)">\n\n<a href="javascript:alert(4)" onmouseover="alert(5)">länk</a>\n',
  );
  write(
    'sv/nyheter.md',
    '---\nslug: nyheter\ntitle: Nyheter\ntags: []\nlist: nyhet\n---\n\nAllt nytt.\n',
  );
  write(
    'sv/nyhet-1.md',
    '---\nslug: nyhet-aldre\ntitle: Äldre nyhet\ntags: [nyhet]\ndate: 2026-10-01\n---\n\nFörst.\n',
  );
  write(
    'sv/nyhet-2.md',
    '---\nslug: nyhet-nyare\ntitle: Nyare nyhet\ntags: [nyhet]\ndate: 2026-11-20\n---\n\nSedan.\n',
  );
  write(
    'en/terms.md',
    '---\nslug: terms-of-use\ntitle: Terms of use\ntags: [terms]\n---\n\nTerms.\n',
  );
  return dir;
}

describe('information pages at the WordPress-compatible path', () => {
  let t: TestApp;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = writeContent();
    t = await startTestApp('sqlite', { CONTENT_DIR: contentDir, PRODUCT_NAME: 'kompassen' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(contentDir, { recursive: true, force: true });
  });

  const pages = async (slug: string) => {
    const response = await t.app.inject({ url: `${PAGES}?slug=${encodeURIComponent(slug)}` });
    expect(response.statusCode).toBe(200);
    return cmsPagesResponseSchema.parse(response.json());
  };

  it("answers a slug with WordPress's shape, the product name filled in", async () => {
    const [page, ...rest] = await pages('om-kompassen');
    expect(rest).toEqual([]);
    expect(page).toMatchObject({
      slug: 'om-kompassen',
      lang: 'sv',
      tags: ['om'],
      title: { rendered: 'Om kompassen &amp; oss' },
    });
    expect(page?.content.rendered).toContain('<p>Hej.</p>');
    expect(page?.content.rendered).toContain('<h2 id="kakor">Kakor</h2>');
    expect(typeof page?.id).toBe('number');
  });

  it('answers English pages by their slug too', async () => {
    const [page] = await pages('terms-of-use');
    expect(page).toMatchObject({ lang: 'en', title: { rendered: 'Terms of use' } });
  });

  it('answers an unknown slug with an empty list, as WordPress does', async () => {
    expect(await pages('finns-inte')).toEqual([]);
  });

  it('sends a page without scripts or event handlers, whatever its Markdown holds', async () => {
    const [page] = await pages('elak');
    const html = `${page?.title.rendered ?? ''}${page?.content.rendered ?? ''}`;
    expect(html).not.toMatch(/<script|onerror|onmouseover|javascript:|<img/i);
    expect(page?.title.rendered).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page?.content.rendered).toContain('<a>länk</a>');
  });

  it('lists the entries of a list page, newest first, each linked to its own page', async () => {
    const [page] = await pages('nyheter');
    const html = page?.content.rendered ?? '';
    expect(html.indexOf('Nyare nyhet')).toBeGreaterThan(-1);
    expect(html.indexOf('Nyare nyhet')).toBeLessThan(html.indexOf('Äldre nyhet'));
    expect(html).toContain('<a href="/about/nyhet-nyare">Nyare nyhet</a>');
    expect(html).toContain('<time datetime="2026-11-20">20 november 2026</time>');
    expect(html).toContain('<section class="content-entry" id="nyhet-aldre">');
  });

  it('answers a page by its id, and an unknown id with 404 in the one error shape', async () => {
    const [page] = await pages('terms-of-use');
    const byId = await t.app.inject({ url: `${PAGES}/${page?.id ?? 0}` });
    expect(byId.statusCode).toBe(200);
    expect(cmsPageSchema.parse(byId.json()).slug).toBe('terms-of-use');
    const missing = await t.app.inject({ url: `${PAGES}/1` });
    expect(missing.statusCode).toBe(404);
    expect(apiErrorSchema.parse(missing.json()).error.code).toBe('not_found');
  });

  it('refuses a malformed slug with 400 naming the field', async () => {
    for (const url of [`${PAGES}?slug=`, `${PAGES}?slug=Om%20oss`, `${PAGES}?slug=../x`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      const body = apiErrorSchema.parse(response.json());
      expect(body.error.code).toBe('validation');
      expect(body.error.issues?.[0]?.path).toBe('querystring.slug');
    }
  });

  it('answers any other /cms path with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/cms/wp-json/wp/v2/posts' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).error.code).toBe('not_found');
  });
});

describe('content that cannot be served', () => {
  it('stops the start with the file and the reason: a duplicate slug', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-content-'));
    fs.mkdirSync(path.join(dir, 'sv'));
    fs.mkdirSync(path.join(dir, 'en'));
    fs.writeFileSync(path.join(dir, 'sv/a.md'), '---\nslug: samma\ntitle: A\ntags: []\n---\nA');
    fs.writeFileSync(path.join(dir, 'en/b.md'), '---\nslug: samma\ntitle: B\ntags: []\n---\nB');
    try {
      await expect(startTestApp('sqlite', { CONTENT_DIR: dir })).rejects.toThrow(
        "content/en/b.md: slug 'samma' is also in content/sv/a.md",
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the start with the file and the reason: bad front matter', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'medkompass-content-'));
    fs.mkdirSync(path.join(dir, 'sv'));
    fs.writeFileSync(path.join(dir, 'sv/a.md'), '---\nslug: a\ntitel: A\ntags: []\n---\nA');
    try {
      await expect(startTestApp('sqlite', { CONTENT_DIR: dir })).rejects.toThrow(
        /content\/sv\/a\.md: bad front matter/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
