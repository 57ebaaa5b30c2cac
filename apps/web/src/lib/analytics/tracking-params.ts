import { analyticsPath } from '@medkompass/assessment/analytics-path.ts';
import { sourceOfPath } from '@medkompass/assessment/sources.ts';
import {
  NO_SOURCE,
  SEARCH_TAG_ACTIONS,
  SEARCH_TAG_CATEGORY,
} from '@medkompass/contracts/analytics.ts';
import type { EnvJson } from '@medkompass/contracts/env.ts';

/**
 * Where tracking requests go: Matomo's `matomo.php` under ANALYTICS_URL (or ANALYTICS_URL itself
 * when it names the script), else our own /api/analytics when the server keeps local counts
 * (a path, resolved against the API's address by the caller); null when statistics are off.
 */
export function trackingEndpoint(env: EnvJson): string | null {
  const url = env.ANALYTICS_URL ?? '';
  if (url !== '') return /\.php$/.test(url) ? url : `${url.replace(/\/+$/, '')}/matomo.php`;
  return env.ANALYTICS_LOCAL === true ? '/api/analytics' : null;
}

/** The parameters every request has, by Matomo's HTTP Tracking API's names. */
function baseParams(siteId: string, origin: string, pathname: string): URLSearchParams {
  return new URLSearchParams({
    idsite: siteId,
    rec: '1',
    apiv: '1',
    url: `${origin}${analyticsPath(pathname)}`,
  });
}

/**
 * A page view of `pathname`: its route's pattern as address and title (the document's title may
 * name a drug), no query, no referrer, no visitor id.
 */
export function pageViewParams(siteId: string, origin: string, pathname: string): URLSearchParams {
  const params = baseParams(siteId, origin, pathname);
  params.set('action_name', analyticsPath(pathname));
  params.set('send_image', '0');
  return params;
}

/**
 * The search-tag event: on which source's page (`start` elsewhere) a product or a substance was
 * added, never which one or what was typed.
 */
export function searchTagParams(
  siteId: string,
  origin: string,
  pathname: string,
  kind: 'product' | 'substance',
): URLSearchParams {
  const params = baseParams(siteId, origin, pathname);
  params.set('e_c', SEARCH_TAG_CATEGORY);
  params.set('e_a', SEARCH_TAG_ACTIONS[kind]);
  params.set('e_n', sourceOfPath(pathname)?.id ?? NO_SOURCE);
  params.set('send_image', '0');
  return params;
}
