import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

// `## Kakor {#kakor}`: an explicit anchor id, so links such as the cookie banner's /about/…#kakor
// keep working when a heading's wording changes.
const HEADING_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

/**
 * What an information page may contain after rendering: text structure, links, tables and
 * anchors. No scripts, styles, frames, images, forms or event-handler attributes; links only
 * to http(s), mailto or paths of our own. Applied to every page, whatever its Markdown holds
 * (Markdown passes raw HTML through), and the browser sanitises again (DOMPurify).
 */
export const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'code',
    'pre',
    'blockquote',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'dl',
    'dt',
    'dd',
    'section',
    'time',
    'abbr',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    section: ['id', 'class'],
    p: ['class'],
    time: ['datetime'],
    abbr: ['title'],
    th: ['scope'],
    ol: ['start'],
  },
  allowedClasses: { section: ['content-entry'], p: ['content-entry__date'] },
  allowedSchemes: ['http', 'https', 'mailto'],
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
