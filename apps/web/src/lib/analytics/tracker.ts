import { apiUrl, loadEnv } from '../api-client.ts';
import { browserRefusesTracking } from './privacy-signal.ts';
import type { Tracked } from './track.ts';
import { pageViewParams, searchTagParams, trackingEndpoint } from './tracking-params.ts';

/**
 * Sends one tracking request, unless the browser asks not to be tracked, statistics are off on
 * this server, or the page is in integrated mode without ANALYTICS_INTEGRATED. Loaded only after
 * the visitor has allowed statistics (track.ts), so the first page never carries it.
 */
async function post(
  build: (siteId: string, origin: string) => URLSearchParams,
  integrated: boolean,
): Promise<void> {
  if (browserRefusesTracking()) return;
  const env = await loadEnv();
  if (integrated && env.ANALYTICS_INTEGRATED !== true) return;
  const endpoint = trackingEndpoint(env);
  if (endpoint === null) return;
  const url = endpoint.startsWith('/') ? await apiUrl(endpoint) : endpoint;
  const body = build(env.ANALYTICS_SITE_ID ?? '1', window.location.origin);
  // keepalive: a page view sent as the visitor leaves still arrives. No cookies and no referrer:
  // the referrer would carry the page's query string, with its drug ids and patient parameters.
  await fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  });
}

export function sendPageView(pathname: string, integrated: boolean): Promise<void> {
  return post((siteId, origin) => pageViewParams(siteId, origin, pathname), integrated);
}

export function sendSearchTag(
  pathname: string,
  kind: 'product' | 'substance',
  integrated: boolean,
): Promise<void> {
  return post((siteId, origin) => searchTagParams(siteId, origin, pathname, kind), integrated);
}

/** One tracked event, sent as what it is. */
export function send(event: Tracked, integrated: boolean): Promise<void> {
  return 'page' in event
    ? sendPageView(event.page, integrated)
    : sendSearchTag(window.location.pathname, event.tag, integrated);
}
