import { queryOptions } from '@tanstack/react-query';
import { substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { RiskprofileEntry, RiskProperty } from '@medkompass/contracts/riskprofile.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { productsQueryOptions } from '../../../lib/search-list/get-products.ts';
import {
  isEmptyList,
  listKey,
  type AssessmentList,
} from '../../../lib/assessment/assessment-list.ts';

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadRiskPropertyListResponseSchema = () =>
  import('@medkompass/contracts/riskprofile.ts').then(
    (contract) => contract.riskPropertyListResponseSchema,
  );

/** The answer's schema, loaded with the first call rather than the first page (ADR 29). */
const loadRiskprofileListResponseSchema = () =>
  import('@medkompass/contracts/riskprofile.ts').then(
    (contract) => contract.riskprofileListResponseSchema,
  );

/** What the riskprofile of a search list is computed from. */
export interface RiskprofileData {
  /** The list's products the knowledge base knows (GET /api/product). */
  products: Product[];
  /** One entry per substance of the list (GET /api/riskprofile), sorted by nslId. */
  entries: RiskprofileEntry[];
  /** The property definitions (GET /api/riskprofile/riskproperties). */
  properties: RiskProperty[];
}

/** GET /api/riskprofile/riskproperties: the same for every list, so fetched once. */
export function riskPropertiesQueryOptions() {
  return queryOptions({
    queryKey: ['riskproperties'] as const,
    queryFn: ({ signal }) =>
      apiGet('/api/riskprofile/riskproperties', {}, loadRiskPropertyListResponseSchema, signal),
    staleTime: 30 * 60_000,
  });
}

/**
 * The substances whose riskprofile a list needs: the searched substances and the substances of
 * the searched products, each once, sorted. The call takes nslIds only (specification §7).
 */
export function riskprofileSubstanceIds(
  list: AssessmentList,
  products: readonly Product[],
): string[] {
  return [...new Set([...list.nslIds, ...products.flatMap(substanceIdsOf)])].sort();
}

/**
 * The riskprofile of a search list. The call takes nslIds only, so a list with products waits
 * for them to be resolved (the /api/product query the search tags make, from the cache while it
 * is fresh: one request) and
 * then asks for the searched substances and the products' substances together. One query keyed
 * by the list holds the whole dependency: resolve, then assess, so an answer for an earlier list
 * is never applied to a later one.
 */
export function riskprofileQueryOptions(list: AssessmentList, enabled: boolean) {
  return queryOptions({
    queryKey: ['assessment', 'riskprofile', ...listKey(list)] as const,
    queryFn: async ({ client, signal }): Promise<RiskprofileData> => {
      const products =
        list.nplIds.length === 0 ? [] : await client.query(productsQueryOptions(list.nplIds));
      const nslIds = riskprofileSubstanceIds(list, products);
      const [entries, properties] = await Promise.all([
        nslIds.length === 0
          ? []
          : apiGet('/api/riskprofile', { nslIds }, loadRiskprofileListResponseSchema, signal),
        client.query(riskPropertiesQueryOptions()),
      ]);
      return { products, entries, properties };
    },
    enabled: enabled && !isEmptyList(list),
    staleTime: 10 * 60_000,
  });
}
