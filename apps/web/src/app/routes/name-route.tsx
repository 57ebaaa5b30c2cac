import type { ComponentType } from 'react';
import { replace, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { SEARCH_MAX_LIMIT } from '@medkompass/contracts/search-limits.ts';
import { ErrorMessage } from '../../components/ui/query-status.tsx';
import { fetchSearchHits } from '../../features/search/api/search-names.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { languageOfPath, usePageTranslation, type PageLanguage } from '../../lib/page-language.ts';
import { fetchProducts } from '../../lib/search-list/get-products.ts';
import { fetchSubstances } from '../../lib/search-list/get-substances.ts';
import { exactNameMatches, namePathTarget } from '../../lib/search-list/name-path.ts';
import { resolvePathNames, type PathNameLookup } from '../../lib/search-list/resolve-path-names.ts';
import type { SearchListEntry } from '../../lib/search-list/search-list-params.ts';

type EntryKind = SearchListEntry['kind'];

/** What a name path shows when its segment did not all lead to the tab with it in the list. */
export interface NameRouteData {
  status: 'not-found' | 'error';
  /** The segment as the path holds it (the parts that named nothing, after a redirect). */
  name: string;
  /** The parts that named nothing. */
  unresolved: readonly string[];
  /** The kind a name is read as: null where either is (/interaktioner/substance/{query}). */
  kind: EntryKind | null;
}

/**
 * The name search and the id calls, over the API. A name is matched exactly (case and
 * diacritics aside) as the first of `kinds` that has it; a text the search refuses (e.g. too
 * long) names nothing.
 */
function apiLookup(
  kinds: readonly EntryKind[],
  signal: AbortSignal,
  language: PageLanguage,
): PathNameLookup {
  return {
    async knownIds(ids) {
      const of = (kind: EntryKind) => ids.filter((id) => id.kind === kind).map(({ id }) => id);
      const [products, substances] = await Promise.all([
        of('product').length > 0 ? fetchProducts(of('product'), signal) : [],
        of('substance').length > 0 ? fetchSubstances(of('substance'), signal) : [],
      ]);
      return [
        ...products.map(({ nplId }) => ({ kind: 'product' as const, id: nplId })),
        ...substances.map(({ nslId }) => ({ kind: 'substance' as const, id: nslId })),
      ];
    },
    async entriesNamed(text) {
      try {
        // An English page's path names a drug as its hits do: by the English names.
        const hits = await fetchSearchHits(text, SEARCH_MAX_LIMIT, signal, language);
        for (const kind of kinds) {
          const entries = exactNameMatches(hits, text, kind);
          if (entries.length > 0) return entries;
        }
        return [];
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 400) return [];
        throw error;
      }
    },
  };
}

/**
 * The loader of a name path (/amning/lakemedel/{name?}, /interaktioner/substance/{query?} …):
 * the names and ids of its segment (resolve-path-names.ts) join the search list, and the
 * address becomes the tab's own with the list in its query, as every other address holds it.
 * Without a segment it is the plain tab. Parts that named nothing stay in the path, alone, with
 * the list in the query: the page says which they were over the tab, and a reload says the same.
 */
export function nameRouteLoader(sourcePath: string, kinds: readonly EntryKind[]) {
  const kind = kinds.length === 1 ? (kinds[0] ?? null) : null;
  return async ({ params, request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const name = (params.name ?? params.search ?? '').trim();
    if (name === '') return replace(namePathTarget(sourcePath, [], url));
    try {
      const { entries, unresolved } = await resolvePathNames(
        name,
        apiLookup(kinds, request.signal, languageOfPath(url.pathname)),
      );
      if (unresolved.length === 0) return replace(namePathTarget(sourcePath, entries, url));
      if (entries.length > 0) {
        const target = new URL(namePathTarget(sourcePath, entries, url), url);
        const namePath = url.pathname.replace(/\/+$/, '').replace(/\/[^/]*$/, '');
        const rest = unresolved.map((part) => encodeURIComponent(part)).join('-');
        return replace(`${namePath}/${rest}${target.search}`);
      }
      return { status: 'not-found', name, unresolved, kind } satisfies NameRouteData;
    } catch {
      return { status: 'error', name, unresolved: [], kind } satisfies NameRouteData;
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
  const [only] = data.unresolved;
  let message: string;
  if (data.unresolved.length === 1 && only !== undefined && data.kind !== null) {
    message =
      data.kind === 'product'
        ? t('documents.nameNotFoundProduct', { name: only })
        : t('documents.nameNotFoundSubstance', { name: only });
  } else {
    const quoted = data.unresolved.map((part) => t('documents.quotedPart', { part }));
    message =
      quoted.length === 1
        ? t('documents.namePartNotFound', { part: quoted[0] ?? '' })
        : t('documents.namePartsNotFound', { parts: quoted.join(', ') });
  }
  return <p className="notice name-notice">{message}</p>;
}

/** A source's page under a name path whose segment named something unknown: the message, then the tab. */
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
