import { useMemo } from 'react';
import { substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import {
  administrationOptions,
  effectiveAdministration,
  scoreRiskprofile,
  type RiskprofileScores,
} from '@medkompass/assessment/riskprofile-scores.ts';
import type { AdministrationChoice } from '@medkompass/clinical/riskprofile-scoring.ts';
import type { Product } from '@medkompass/contracts/product.ts';
import type { RiskprofileEntry } from '@medkompass/contracts/riskprofile.ts';
import {
  useAdministrationChoices,
  type AdministrationChoices,
} from '../../../lib/assessment/administration-choices.ts';
import { isEmptyList } from '../../../lib/assessment/assessment-list.ts';
import type { RiskprofileData } from '../api/get-riskprofile.ts';
import { useSearchRiskprofile } from './use-search-riskprofile.ts';

/** A known substance of the list, with the products it comes from and its administration. */
export interface SubstanceRow {
  entry: RiskprofileEntry;
  name: string;
  /** The searched products that contain it; empty when it was searched as a substance only. */
  products: Product[];
  /** The administrations it offers; empty when there is nothing to choose (no values). */
  options: AdministrationChoice[];
  administration: AdministrationChoice;
}

/** An id of the list the knowledge base does not know. */
export interface UnidentifiedEntry {
  kind: 'product' | 'substance';
  id: string;
}

export interface RiskprofileResult {
  substances: SubstanceRow[];
  scores: RiskprofileScores;
  unidentified: UnidentifiedEntry[];
  choose: (nslId: string, choice: AdministrationChoice) => void;
}

export type RiskprofileViewState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | ({ status: 'success' } & RiskprofileResult);

const collator = new Intl.Collator('sv');

function substanceRows(data: RiskprofileData, chosen: AdministrationChoices): SubstanceRow[] {
  return data.entries
    .filter((entry) => entry.status !== 'missing')
    .map((entry) => {
      const options = entry.status === 'assessed' ? administrationOptions(entry) : [];
      return {
        entry,
        name: entry.substance ?? entry.nslId,
        products: data.products.filter((p) => substanceIdsOf(p).includes(entry.nslId)),
        // MAX and none alone change nothing for a substance without values: no choice then.
        options: entry.properties.length > 0 ? options : [],
        administration: effectiveAdministration(entry, chosen[entry.nslId]),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

function unidentifiedOf(data: RiskprofileData, nplIds: readonly string[]): UnidentifiedEntry[] {
  const known = new Set(data.products.map((p) => p.nplId));
  return [
    ...nplIds.filter((id) => !known.has(id)).map((id) => ({ kind: 'product' as const, id })),
    ...data.entries
      .filter((entry) => entry.status === 'missing')
      .map((entry) => ({ kind: 'substance' as const, id: entry.nslId })),
  ];
}

/**
 * The riskprofile tab's state for the list in the URL: the shared riskprofile query (the tab bar
 * makes the same one) scored under the administrations chosen in the URL. The route shows this
 * only when the access decision is open.
 */
export function useRiskprofileView(): RiskprofileViewState {
  const { list, query } = useSearchRiskprofile();
  const { choices, choose } = useAdministrationChoices();
  const { data } = query;

  const result = useMemo(() => {
    if (!data) return null;
    return {
      substances: substanceRows(data, choices),
      scores: scoreRiskprofile(data.entries, data.properties, choices),
      unidentified: unidentifiedOf(data, list.nplIds),
    };
  }, [data, choices, list.nplIds]);

  if (isEmptyList(list)) return { status: 'empty' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  if (result === null) return { status: 'loading' };
  return { status: 'success', ...result, choose };
}
