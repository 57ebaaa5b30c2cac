import { ContentIndexes } from '@medkompass/assessment/content-index.ts';
import { contactFormRequestSchema, captchaChallengeSchema } from '@medkompass/contracts/contact.ts';
import {
  contentIndexParamsSchema,
  contentIndexQuerySchema,
} from '@medkompass/contracts/content-index.ts';
import { cmsPagesResponseSchema, type CmsPage } from '@medkompass/contracts/content-page.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { FIXTURE_BUNDLE } from './fixture-kb.ts';

/** How the fake POST /api/contact_form/ answers. */
export type ContactAnswer = 'received' | 'captcha_used' | 'rate_limited' | 'internal' | 'never';

export interface FakeContentOptions {
  /** The CMS's pages; FAKE_CMS_PAGES when not given. */
  cmsPages?: readonly CmsPage[];
  /** The CMS answers every page request with this status (e.g. 502). */
  cmsStatus?: number;
  /** The bundle the content indexes are built from; the fixture bundle when not given. */
  contentIndexBundle?: KbBundle;
  contactAnswer?: ContactAnswer;
}

const page = (slug: string, title: string, html: string): CmsPage => ({
  id: slug.length,
  slug,
  title: { rendered: title },
  content: { rendered: html },
});

/**
 * The CMS pages of the web tests. 'elak-sida' stands for a CMS that does not sanitise (a
 * WordPress with raw HTML): the web app must clean it itself.
 */
export const FAKE_CMS_PAGES: readonly CmsPage[] = [
  page(
    'om-medkompass',
    'Om Medkompass &amp; kakor',
    '<p>Medkompass är ett kunskapsstöd.</p><p>Läs <a href="/about/anvandarvillkor">villkoren</a>.</p><h2 id="kakor">Kakor och lagring</h2><p>Inga spårande kakor.</p>',
  ),
  page('anvandarvillkor', 'Användarvillkor', '<p>Ett stöd, inte ett beslut.</p>'),
  page(
    'elak-sida',
    'Elak sida<script>window.hacked = true</script>',
    '<p>Text</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true"><a href="javascript:window.hacked = true">länk</a><p onclick="window.hacked = true" style="color:red">klick</p><iframe src="https://evil.example"></iframe>',
  ),
  page('terms-of-use', 'Terms of use', '<p>A support, not a decision.</p>'),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);

/** A challenge in the shape the server sends; the widget is never solved in jsdom. */
const CHALLENGE = captchaChallengeSchema.parse({
  parameters: {
    algorithm: 'PBKDF2/SHA-256',
    nonce: '00',
    salt: '00',
    cost: 1,
    keyLength: 32,
    keyPrefix: '00',
    expiresAt: 4_102_444_800,
  },
  signature: '00',
});

/** Never settles until its signal aborts, then rejects as fetch does. */
function pendingUntilAborted(signal: AbortSignal | null | undefined): Promise<Response> {
  return new Promise((_resolve, reject) => {
    signal?.addEventListener('abort', () => {
      reject(
        signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'),
      );
    });
  });
}

/**
 * The fake API's routes for content pages, content indexes and the contact form, answered as the
 * server answers (the indexes through packages/assessment, the body through the contract).
 * Null for a path it does not serve. Every contact body is kept in `contactBodies`.
 */
export function createFakeContentApi(options: FakeContentOptions) {
  const indexes = new ContentIndexes(options.contentIndexBundle ?? FIXTURE_BUNDLE);
  const contactBodies: unknown[] = [];

  function route(url: URL, init?: RequestInit): Response | Promise<Response> | null {
    if (url.pathname === '/cms/wp-json/wp/v2/pages') {
      if (options.cmsStatus !== undefined) return error(options.cmsStatus, 'internal', 'CMS nere');
      const pages = (options.cmsPages ?? FAKE_CMS_PAGES).filter(
        (p) => p.slug === url.searchParams.get('slug'),
      );
      return json(cmsPagesResponseSchema.parse(pages));
    }
    const indexPath = /^\/api\/content-index\/([^/]+)$/.exec(url.pathname);
    if (indexPath) {
      const params = contentIndexParamsSchema.safeParse({ source: indexPath[1] });
      const query = contentIndexQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!params.success || !query.success) return error(400, 'validation', 'Ogiltig förfrågan');
      return json(indexes.page(params.data.source, query.data));
    }
    if (url.pathname === '/api/captcha/challenge') return json(CHALLENGE);
    if (url.pathname === '/api/contact_form/' && init?.method === 'POST') {
      const body: unknown = JSON.parse(typeof init.body === 'string' ? init.body : 'null');
      contactBodies.push(body);
      if (!contactFormRequestSchema.safeParse(body).success) {
        return error(400, 'validation', 'Ogiltig förfrågan');
      }
      switch (options.contactAnswer ?? 'received') {
        case 'received':
          return json({ status: 'received' }, 201);
        case 'captcha_used':
          return error(400, 'captcha_used', 'Bekräftelsen har redan använts.');
        case 'rate_limited':
          return error(429, 'rate_limited', 'För många försök.');
        case 'internal':
          return error(500, 'internal', 'Internt serverfel.');
        case 'never':
          return pendingUntilAborted(init.signal);
      }
    }
    return null;
  }

  return { route, contactBodies };
}
