/**
 * The HTML an information page may hold once rendered (DESIGN 'Content pages'): text structure,
 * links, tables and anchors. No scripts, styles, frames, images, forms or event-handler
 * attributes. The server applies it to the Markdown it renders and the browser again to whatever
 * the CMS sends (CMS_URL may name a WordPress whose editors can write raw HTML): one policy, two
 * sanitisers.
 */
export const CONTENT_HTML_TAGS: readonly string[] = [
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
  'b',
  'i',
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
];

/** The attributes each tag may keep. */
export const CONTENT_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
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
};

/** Link schemes a page may use, besides paths of our own and anchors; never javascript: or data:. */
export const CONTENT_URL_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
