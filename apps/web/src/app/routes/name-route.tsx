import type { ComponentType } from 'react';
import { replace, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { usePageTranslation } from '../../lib/page-language.ts';
import { SEARCH_MAX_LIMIT } from '@medkompass/contracts/search-limits.ts';
import { ErrorMessage } from '../../components/ui/query-status.tsx';
import { fetchSearchHits } from '../../features/search/api/search-names.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { exactNameMatches, namePathTarget } from '../../lib/search-list/name-path.ts';
import type { SearchListEntry } from '../../lib/search-list/search-list-params.ts';

/** What a name path shows when its name did not lead to the tab with the name in the list. */
export interface NameRouteData {
  status: 'not-found' | 'error';
  name: string;
  kind: SearchListEntry['kind'];
}

/**
 * The loader of a name path (/amning/lakemedel/{name?} …): the name, looked up with the name
 * search and matched exactly (case and diacritics aside), joins the search list, and the address
 * becomes the tab's own with the list in its query, as every other address holds it. Without a
 * name it is the plain tab; a name that matches nothing stays, with a message over the tab.
 */
export function nameRouteLoader(sourcePath: string, kind: SearchListEntry['kind']) {
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const name = (params.name ?? '').trim();
    if (name === '') return replace(namePathTarget(sourcePath, [], url));
    try {
      const hits = await fetchSearchHits(name, SEARCH_MAX_LIMIT, request.signal);
      const entries = exactNameMatches(hits, name, kind);
      if (entries.length > 0) return replace(namePathTarget(sourcePath, entries, url));
      return { status: 'not-found', name, kind } satisfies NameRouteData;
    } catch (error) {
      // The search refuses what cannot be a name (e.g. too long): it names nothing.
      if (error instanceof ApiRequestError && error.status === 400) {
        return { status: 'not-found', name, kind } satisfies NameRouteData;
      }
      return { status: 'error', name, kind } satisfies NameRouteData;
    }
  };
}

function NameNotice() {
  const { t } = usePageTranslation();
  const data = useLoaderData<NameRouteData>();
  const revalidator = useRevalidator();
  if (data.status === 'error') {
    return (
      <ErrorMessage onRetry={() => void revalidator.revalidate()}>
        {t('documents.nameLookupFailed', { name: data.name })}
      </ErrorMessage>
    );
  }
  return (
    <p className="notice name-notice">
      {data.kind === 'product'
        ? t('documents.nameNotFoundProduct', { name: data.name })
        : t('documents.nameNotFoundSubstance', { name: data.name })}
    </p>
  );
}

/** A source's page under a name path whose name found nothing: the message, then the tab. */
export function withNameNotice(Page: ComponentType): ComponentType {
  function NameRoute() {
    return (
      <>
        <NameNotice />
        <Page />
      </>
    );
  }
  return NameRoute;
}
