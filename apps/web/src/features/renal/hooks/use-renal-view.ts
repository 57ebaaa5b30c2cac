import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { egfrCalculation, type EgfrCalculation } from '@medkompass/clinical/egfr-calculation.ts';
import type { RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import {
  isGlucocorticoid,
  renalWarnings,
  type RenalWarning,
} from '@medkompass/clinical/renal-warnings.ts';
import { DEACTIVATED_TOOLTIP } from '../../../lib/assessment/tab-summary.ts';
import { useAccessFacts } from '../../../lib/access/use-access-facts.ts';
import { isEmptyList, useAssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { renalQueryOptions } from '../api/get-renal.ts';
import { renalEvaluationOf } from '../../../lib/assessment/renal-state.ts';
import { isAssessmentOpen } from '../../../lib/access/assessment-open.ts';
import { readRenalPatient, type RenalPatient } from '../../../lib/patient/patient-params.ts';
import { useProducts } from '../../../lib/search-list/get-products.ts';
import { useSubstances } from '../../../lib/search-list/get-substances.ts';
import { useSearchList } from '../../../lib/search-list/use-search-list.ts';
import { drugAdvice, type DrugAdvice } from './drug-advice.ts';

/** The drugs' advice: none without a search, or the call's state. */
export type AdviceState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'unavailable'; message: string }
  | { status: 'success'; drugs: DrugAdvice[] };

export interface RenalView {
  renal: RenalPatient;
  evaluation: RenalEvaluation;
  warnings: RenalWarning[];
  calculation: EgfrCalculation;
  advice: AdviceState;
}

/**
 * Everything the renal tab shows, for the patient of the URL and the search list: the estimates
 * and the tab state by the same function the tab bar uses (renalEvaluationOf), the warnings, the
 * calculation and each drug's advice at the band shown. The renal call is the one the tab bar
 * already made.
 */
export function useRenalView(): RenalView {
  const [params] = useSearchParams();
  const now = new Date();
  const list = useAssessmentList();
  const { entries: searchList } = useSearchList();
  const facts = useAccessFacts();
  const open = isAssessmentOpen('njurfunktion', facts);
  const query = useQuery(renalQueryOptions(list, open));
  const products = useProducts(list.nplIds);
  const substances = useSubstances(list.nslIds);

  const renal = readRenalPatient(params, now);
  const empty = isEmptyList(list);
  const response = empty || !query.data ? null : query.data;
  const evaluation = renalEvaluationOf(response, renal, now);
  const atcCodes = [
    ...(products.data ?? []).flatMap((p) => p.atcCodes),
    ...(substances.data ?? []).flatMap((s) => s.atcCodes),
  ];
  const advice: AdviceState = !open
    ? { status: 'unavailable', message: DEACTIVATED_TOOLTIP }
    : empty
      ? { status: 'empty' }
      : query.isError
        ? { status: 'error', retry: () => void query.refetch() }
        : response === null
          ? { status: 'loading' }
          : { status: 'success', drugs: drugAdvice(response, evaluation.band, searchList) };

  return {
    renal,
    evaluation,
    warnings: renalWarnings({
      patient: renal.patient,
      estimates: evaluation.estimates,
      glucocorticoidInSearch: isGlucocorticoid(atcCodes),
    }),
    calculation: egfrCalculation(renal.patient, evaluation.estimates, now),
    advice,
  };
}
