import { queryOptions } from '@tanstack/react-query';
import {
  contentSlugSchema,
  wordPressPagesSchema,
  type WordPressPage,
} from '@medkompass/contracts/content-page.ts';
import { ApiRequestError, loadEnv } from '../../../lib/api-client.ts';

/**
 * Why a page cannot be shown (specification §8): 404 'Info page does not exist' when the CMS has
 * no page by the slug, 400 'Error loading wordpress data' when the CMS could not be read or
 * answered something else than pages. As client errors they are not retried automatically.
 */
export class CmsPageError extends ApiRequestError {
  constructor(status: 404 | 400, message: string) {
    super(status, status === 404 ? 'not_found' : 'bad_request', message);
    this.name = 'CmsPageError';
  }
}

/** The CMS's base address: CMS_URL from /env.json, else our own /cms beside the API. */
async function cmsBaseUrl(): Promise<string> {
  const { CMS_URL, API_URL } = await loadEnv();
  return CMS_URL === '' ? `${API_URL.replace(/\/$/, '')}/cms` : CMS_URL.replace(/\/$/, '');
}

/**
 * GET {CMS}/wp-json/wp/v2/pages?slug=…: the first page with the slug (specification §7). Only
 * the WordPress shape is read, so CMS_URL may name a real WordPress.
 */
export async function fetchCmsPage(slug: string, signal?: AbortSignal): Promise<WordPressPage> {
  // A slug WordPress could not have is a page that does not exist; it is not sent anywhere.
  if (!contentSlugSchema.safeParse(slug).success) {
    throw new CmsPageError(404, 'Info page does not exist');
  }
  let response: Response;
  try {
    const url = `${await cmsBaseUrl()}/wp-json/wp/v2/pages?slug=${encodeURIComponent(slug)}`;
    response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CmsPageError(400, 'Error loading wordpress data');
  }
  if (!response.ok) throw new CmsPageError(400, 'Error loading wordpress data');
  const pages = wordPressPagesSchema.safeParse(await response.json().catch(() => null));
  if (!pages.success) throw new CmsPageError(400, 'Error loading wordpress data');
  const [page] = pages.data;
  if (!page) throw new CmsPageError(404, 'Info page does not exist');
  return page;
}

export function cmsPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['cms-page', slug] as const,
    queryFn: ({ signal }) => fetchCmsPage(slug, signal),
    // Pages change with an editor's publication, not while someone reads them.
    staleTime: 5 * 60_000,
  });
}
