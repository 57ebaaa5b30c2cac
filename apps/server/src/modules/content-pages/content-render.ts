import { createHash } from 'node:crypto';
import type { CmsPage } from '@medkompass/contracts/content-page.ts';
import sanitizeHtml from 'sanitize-html';
import type { ContentLanguage, SourcePage } from './content-library.ts';
import { escapeHtml, renderMarkdown, SANITIZE_OPTIONS } from './markdown-render.ts';

const DATE_FORMATS: Record<ContentLanguage, Intl.DateTimeFormat> = {
  sv: new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};

/** A WordPress-like numeric id that stays the same as long as the page keeps its slug. */
export function stableId(slug: string): number {
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
    renderMarkdown(entry.body),
    '</section>',
  ].join('\n');
}

/**
 * Every page rendered to sanitised HTML: Markdown to HTML, and a page with `list: <tag>` followed
 * by every page of that tag in its language. Loaded by ContentLibrary when a page is first asked
 * for, so the renderer is not loaded at start-up.
 */
export function renderPages(sources: readonly SourcePage[]): CmsPage[] {
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
      [renderMarkdown(source.body), ...entries.map((e) => entrySection(e, aboutPrefix))].join('\n'),
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
