import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage } from '@medkompass/contracts/content-page.ts';
import { ContentLibrary } from './content-library.ts';

const CONTENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../content',
);

/** The about tags of specification §2, with the product name in them. */
const swedishTags = (product: string) => [
  `om-${product}`,
  `sa-soker-du-i-${product}`,
  'om-interaktioner',
  'om-riskprofil',
  'om-njurfunktion',
  'om-fosterpaverkan',
  'om-amning',
  'om-genus',
  'om-biverkningssokning',
  'tillganglighetsredogorelse',
  `om-${product}-integrerad`,
  'anvandarvillkor',
  'driftstatus',
  'nyheter',
];
const englishTags = (product: string) => [
  `how-to-search-in-${product}`,
  `about-${product}-sex-and-gender`,
  'generally-about-sex-differences-and-drugs',
  `news-${product}-sex-and-gender`,
  'data-availability-statement',
  'terms-of-use',
];
const WEB_ROUTES = [
  '/kontakt',
  '/en/kontakt',
  '/content/birthdefect',
  '/content/lactation',
  '/content/genus',
  '/en/content/sexandgender',
];

describe('the information pages in content/', () => {
  let library: ContentLibrary;
  let pages: CmsPage[];
  const page = (slug: string) => pages.find((p) => p.slug === slug) ?? null;
  beforeAll(async () => {
    library = await ContentLibrary.load(CONTENT_DIR, 'medkompass');
    pages = await library.all();
  });

  it('has a page for every about tag of specification §2, in its language', () => {
    for (const slug of swedishTags('medkompass')) {
      expect(page(slug)?.lang, slug).toBe('sv');
    }
    for (const slug of englishTags('medkompass')) {
      expect(page(slug)?.lang, slug).toBe('en');
    }
    // About 50 pages with the FAQ entries and the news (specification §2).
    expect(library.size).toBeGreaterThanOrEqual(45);
  });

  it("follows PRODUCT_NAME in the tags that hold the product's name", async () => {
    const renamed = await ContentLibrary.load(CONTENT_DIR, 'kompassen');
    for (const slug of [...swedishTags('kompassen'), ...englishTags('kompassen')]) {
      expect(renamed.has(slug), slug).toBe(true);
      expect(await renamed.bySlugOrNull(slug), slug).not.toBeNull();
    }
    expect(renamed.has('om-medkompass')).toBe(false);
    expect(await renamed.bySlugOrNull('om-medkompass')).toBeNull();
  });

  it('gives the about page the cookie section the cookie banner links to', () => {
    expect(page('om-medkompass')?.content.rendered).toContain(
      '<h2 id="kakor">Kakor och lagring i webbläsaren</h2>',
    );
  });

  /** Sections the web app renders into an information page (statistics-setting.tsx). */
  const APP_SECTIONS: Readonly<Record<string, readonly string[]>> = {
    'om-medkompass': ['statistik'],
  };

  it('links only to pages and routes that exist, in the same language', () => {
    for (const linking of pages) {
      const links = [...linking.content.rendered.matchAll(/href="([^"]+)"/g)].map(
        (m) => m[1] ?? '',
      );
      for (const link of links) {
        const target = link.split('#')[0] ?? '';
        const about = /^(\/en)?\/about\/([a-z0-9-]+)$/.exec(target);
        if (target === '') {
          // A place on the same page: one of its own headings, or a section the web app adds.
          const id = link.slice(1);
          const sections = APP_SECTIONS[linking.slug] ?? [];
          expect(
            linking.content.rendered.includes(`id="${id}"`) || sections.includes(id),
            `${linking.slug} → ${link}`,
          ).toBe(true);
        } else if (about) {
          const linked = page(about[2] ?? '');
          expect(linked, `${linking.slug} → ${link}`).not.toBeNull();
          expect(linked?.lang, `${linking.slug} → ${link}`).toBe(about[1] ? 'en' : 'sv');
        } else {
          expect(WEB_ROUTES, `${linking.slug} → ${link}`).toContain(target);
        }
      }
    }
  });

  it('lists the FAQ and the news, whose entries have no section headings of their own', () => {
    const faq = page('vanliga-fragor')?.content.rendered ?? '';
    expect(faq.match(/<section class="content-entry"/g)?.length).toBeGreaterThanOrEqual(12);
    const news = page('nyheter')?.content.rendered ?? '';
    expect(news.match(/<section class="content-entry"/g)?.length).toBeGreaterThanOrEqual(5);
    const englishNews = page('news-medkompass-sex-and-gender')?.content.rendered;
    expect(englishNews?.match(/<section class="content-entry"/g)?.length).toBeGreaterThanOrEqual(3);
    const entries = pages.filter((p) =>
      p.tags?.some((t) => ['fraga', 'nyhet', 'news'].includes(t)),
    );
    for (const entry of entries) expect(entry.content.rendered, entry.slug).not.toContain('<h2');
  });

  it('says wherever it describes the knowledge base that it is demo data', () => {
    for (const slug of [
      'om-medkompass',
      'om-interaktioner',
      'om-amning',
      'data-availability-statement',
    ]) {
      expect(page(slug)?.content.rendered, slug).toMatch(/demo/i);
    }
  });
});
