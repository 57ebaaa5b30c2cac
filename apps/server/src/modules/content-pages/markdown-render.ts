import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import {
  CONTENT_HTML_ATTRIBUTES,
  CONTENT_HTML_TAGS,
  CONTENT_URL_SCHEMES,
} from '@medkompass/contracts/content-html.ts';

// `## Kakor {#kakor}`: an explicit anchor id, so links such as the cookie banner's /about/…#kakor
// keep working when a heading's wording changes.
const HEADING_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

/**
 * The content policy of packages/contracts (content-html.ts) for sanitize-html. Applied to every
 * page, whatever its Markdown holds (Markdown passes raw HTML through); the browser sanitises
 * again with the same policy (DOMPurify).
 */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedClasses: { section: ['content-entry'], p: ['content-entry__date'] },
  allowedSchemes: [...CONTENT_URL_SCHEMES],
  allowProtocolRelative: false,
  // The page's title is its one h1 (the web app renders it); a stray h1 becomes a section heading.
  transformTags: { h1: 'h2' },
  disallowedTagsMode: 'discard',
};

/** Markdown (GitHub-flavoured) to sanitised HTML; headings may carry `{#id}`. */
export function renderMarkdown(markdown: string): string {
  const headingIds = new WeakMap<Tokens.Heading, string>();
  const marked = new Marked({
    gfm: true,
    walkTokens: (token) => {
      if (token.type !== 'heading') return;
      const heading = token as Tokens.Heading;
      const match = HEADING_ID.exec(heading.text);
      const last = heading.tokens.at(-1);
      if (!match?.[1] || last?.type !== 'text') return;
      headingIds.set(heading, match[1]);
      const text = last as Tokens.Text;
      text.text = text.text.replace(HEADING_ID, '');
      text.raw = text.raw.replace(HEADING_ID, '');
    },
    renderer: {
      heading(token) {
        const id = headingIds.get(token);
        const inner = this.parser.parseInline(token.tokens);
        return `<h${token.depth}${id ? ` id="${id}"` : ''}>${inner}</h${token.depth}>\n`;
      },
    },
  });
  return sanitizeHtml(marked.parse(markdown, { async: false }), SANITIZE_OPTIONS);
}

/** Plain text as HTML text (titles are plain text in the front matter). */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
