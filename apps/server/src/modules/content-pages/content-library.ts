import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentSlugSchema, type CmsPage } from '@medkompass/contracts/content-page.ts';
import sanitizeHtml from 'sanitize-html';
import { parsePageFile, type FrontMatter } from './front-matter.ts';
import { escapeHtml, renderMarkdown, SANITIZE_OPTIONS } from './markdown-render.ts';

export const CONTENT_LANGUAGES = ['sv', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

interface SourcePage {
  file: string;
  lang: ContentLanguage;
  frontMatter: FrontMatter;
  slug: string;
  html: string;
}

const DATE_FORMATS: Record<ContentLanguage, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** A WordPress-like numeric id that stays the same as long as the page keeps its slug. */
function stableId(slug: string): number {
  return createHash('sha256').update(slug).digest().readUInt32BE(0) & 0x7fffffff;
}

/** Entries listed on a page: by `order`, then newest `date` first, then title. */
function byListOrder(a: SourcePage, b: SourcePage): number {
  const orderA = a.frontMatter.order ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.frontMatter.order ?? Number.MAX_SAFE_INTEGER;
  if (orderA !== orderB) return orderA - orderB;
  const dateA = a.frontMatter.date ?? '';
  const dateB = b.frontMatter.date ?? '';
  if (dateA !== dateB) return dateA < dateB ? 1 : -1;
  return a.frontMatter.title.localeCompare(b.frontMatter.title, a.lang);
}

/** An entry as a section of its list page: its title as a linked heading, date, full text. */
function entrySection(entry: SourcePage, aboutPrefix: string): string {
  const date = entry.frontMatter.date;
  const dateLine = date
    ? `<p class="content-entry__date"><time datetime="${date}">${DATE_FORMATS[entry.lang].format(new Date(`${date}T00:00:00Z`))}</time></p>`
    : '';
  return [
    `<section class="content-entry" id="${entry.slug}">`,
    `<h2><a href="${aboutPrefix}${entry.slug}">${escapeHtml(entry.frontMatter.title)}</a></h2>`,
    dateLine,
    entry.html,
    '</section>',
  ].join('\n');
}

/**
 * The information pages, read from `content/{sv,en}/*.md` once and rendered to sanitised HTML
 * (DESIGN 'Content pages'). Slugs are unique across both languages, so a slug alone finds a page,
 * as with WordPress. A page with `list: <tag>` ends with every page of that tag in its language.
 */
export class ContentLibrary {
  private readonly bySlug: ReadonlyMap<string, CmsPage>;
  private readonly byId: ReadonlyMap<number, CmsPage>;

  private constructor(pages: readonly CmsPage[]) {
    this.bySlug = new Map(pages.map((page) => [page.slug, page]));
    this.byId = new Map(pages.map((page) => [page.id, page]));
  }

  /** Reads and renders every page; throws naming the file of any problem. */
  static async load(contentDir: string, productName: string): Promise<ContentLibrary> {
    const sources: SourcePage[] = [];
    for (const lang of CONTENT_LANGUAGES) {
      const dir = path.join(contentDir, lang);
      const files = (await fs.readdir(dir).catch(() => [] as string[]))
        .filter((name) => name.endsWith('.md'))
        .sort();
      for (const name of files) {
        const file = path.join(lang, name);
        try {
          const text = (await fs.readFile(path.join(dir, name), 'utf8')).replaceAll(
            '{product}',
            productName,
          );
          const { frontMatter, body } = parsePageFile(text);
          const slug = contentSlugSchema.parse(frontMatter.slug);
          sources.push({ file, lang, frontMatter, slug, html: renderMarkdown(body) });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`content/${file}: ${reason}`, { cause: error });
        }
      }
    }
    return new ContentLibrary(ContentLibrary.build(sources));
  }

  private static build(sources: readonly SourcePage[]): CmsPage[] {
    const seen = new Map<string, string>();
    for (const source of sources) {
      const other = seen.get(source.slug);
      if (other)
        throw new Error(`content/${source.file}: slug '${source.slug}' is also in ${other}`);
      seen.set(source.slug, `content/${source.file}`);
    }
    return sources.map((source) => {
      const listTag = source.frontMatter.list;
      const aboutPrefix = source.lang === 'en' ? '/en/about/' : '/about/';
      const entries = listTag
        ? sources
            .filter(
              (s) => s !== source && s.lang === source.lang && s.frontMatter.tags.includes(listTag),
            )
            .sort(byListOrder)
        : [];
      // Each part is sanitised or escaped already; sanitising the whole again costs little.
      const content = sanitizeHtml(
        [source.html, ...entries.map((e) => entrySection(e, aboutPrefix))].join('\n'),
        SANITIZE_OPTIONS,
      );
      return {
        id: stableId(source.slug),
        slug: source.slug,
        ...(source.frontMatter.date ? { modified: `${source.frontMatter.date}T00:00:00` } : {}),
        lang: source.lang,
        tags: source.frontMatter.tags,
        title: { rendered: escapeHtml(source.frontMatter.title) },
        content: { rendered: content },
      };
    });
  }

  bySlugOrNull(slug: string): CmsPage | null {
    return this.bySlug.get(slug) ?? null;
  }

  byIdOrNull(id: number): CmsPage | null {
    return this.byId.get(id) ?? null;
  }

  get size(): number {
    return this.bySlug.size;
  }

  /** Every page, in slug order (tests and checks). */
  all(): CmsPage[] {
    return [...this.bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
  }
}
