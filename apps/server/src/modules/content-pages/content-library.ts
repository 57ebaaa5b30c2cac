import fs from 'node:fs/promises';
import path from 'node:path';
import { contentSlugSchema, type CmsPage } from '@medkompass/contracts/content-page.ts';
import { parsePageFile, type FrontMatter } from './front-matter.ts';
import { matchesSearch, searchableText, searchTerms } from './page-search.ts';

export const CONTENT_LANGUAGES = ['sv', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A page as read from its file: front matter checked, Markdown not yet rendered. */
export interface SourcePage {
  file: string;
  lang: ContentLanguage;
  frontMatter: FrontMatter;
  slug: string;
  body: string;
}

interface RenderedPages {
  bySlug: ReadonlyMap<string, CmsPage>;
  byId: ReadonlyMap<number, CmsPage>;
  /** Every page in listing order (byListingOrder), each with the text a search looks in. */
  listed: readonly { page: CmsPage; text: string }[];
}

/**
 * The order of the listing. WordPress lists newest first (`orderby=date`); our pages have a date
 * only when their front matter gives one, so: dated pages newest first, then the undated, each
 * group by slug. The slug is unique, so the order is total and paging never repeats or skips.
 */
function byListingOrder(a: CmsPage, b: CmsPage): number {
  const dateA = a.modified ?? '';
  const dateB = b.modified ?? '';
  if (dateA !== dateB) return dateA < dateB ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/**
 * The information pages, read from `content/{sv,en}/*.md` once and rendered to sanitised HTML
 * (DESIGN 'Content pages'). Slugs are unique across both languages, so a slug alone finds a page,
 * as with WordPress. A page with `list: <tag>` ends with every page of that tag in its language.
 */
export class ContentLibrary {
  private readonly sources: readonly SourcePage[];
  private readonly slugs: ReadonlySet<string>;
  private rendered: Promise<RenderedPages> | null = null;

  private constructor(sources: readonly SourcePage[]) {
    this.sources = sources;
    this.slugs = new Set(sources.map((source) => source.slug));
  }

  /**
   * Reads every page and checks its front matter and slug; throws naming the file of any
   * problem, so bad content stops the start. The pages are rendered when first asked for
   * (`render`): the Markdown renderer and the rendering are a tenth of the start-up.
   */
  static async load(contentDir: string, productName: string): Promise<ContentLibrary> {
    const sources: SourcePage[] = [];
    const seen = new Map<string, string>();
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
          sources.push({ file, lang, frontMatter, slug, body });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new Error(`content/${file}: ${reason}`, { cause: error });
        }
        const source = sources.at(-1) as SourcePage;
        const other = seen.get(source.slug);
        if (other) throw new Error(`content/${file}: slug '${source.slug}' is also in ${other}`);
        seen.set(source.slug, `content/${file}`);
      }
    }
    return new ContentLibrary(sources);
  }

  /** Whether a page has this slug, without rendering anything. */
  has(slug: string): boolean {
    return this.slugs.has(slug);
  }

  /** Renders every page once, on first use; later calls share the result. */
  render(): Promise<RenderedPages> {
    this.rendered ??= import('./content-render.ts').then(({ renderPages }) => {
      const pages = renderPages(this.sources);
      return {
        bySlug: new Map(pages.map((page) => [page.slug, page])),
        byId: new Map(pages.map((page) => [page.id, page])),
        listed: [...pages]
          .sort(byListingOrder)
          .map((page) => ({ page, text: searchableText(page) })),
      };
    });
    return this.rendered;
  }

  async bySlugOrNull(slug: string): Promise<CmsPage | null> {
    return (await this.render()).bySlug.get(slug) ?? null;
  }

  async byIdOrNull(id: number): Promise<CmsPage | null> {
    return (await this.render()).byId.get(id) ?? null;
  }

  /**
   * The pages a listing shows, in listing order: those with the slug when one is given, and with
   * every word of `search` in their title or text when a search is given.
   */
  async list(filter: {
    slug?: string | undefined;
    search?: string | undefined;
  }): Promise<CmsPage[]> {
    const terms = searchTerms(filter.search ?? '');
    return (await this.render()).listed
      .filter(
        ({ page, text }) =>
          (filter.slug === undefined || page.slug === filter.slug) && matchesSearch(text, terms),
      )
      .map(({ page }) => page);
  }

  get size(): number {
    return this.sources.length;
  }

  /** Every page, in slug order (tests and checks). */
  async all(): Promise<CmsPage[]> {
    const pages = [...(await this.render()).bySlug.values()];
    return pages.sort((a, b) => a.slug.localeCompare(b.slug));
  }
}
