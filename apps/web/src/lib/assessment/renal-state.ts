import { evaluateRenal, type RenalEvaluation } from '@medkompass/clinical/renal-evaluation.ts';
import type { RenalResponse } from '@medkompass/contracts/document-results.ts';
import type { RenalDocument } from '@medkompass/contracts/documents.ts';
import type { RenalPatient } from '../patient/patient-params.ts';
import { assessedUnits } from './source-badges.ts';

/** The renal documents a list's results refer to, each once, and whether an entry has none. */
export function renalListDocuments(response: RenalResponse): {
  documents: RenalDocument[];
  hasUnassessedEntry: boolean;
} {
  const units = assessedUnits(response.results);
  const referenced = new Set(units.flat());
  return {
    documents: response.documents.filter((document) => referenced.has(document.id)),
    hasUnassessedEntry: units.some((ids) => ids.length === 0),
  };
}

/**
 * The renal assessment of the search list (null: the list is empty) for the patient of the URL,
 * by packages/clinical. The tab bar and the renal view both take it from here, so they agree.
 */
export function renalEvaluationOf(
  response: RenalResponse | null,
  renal: RenalPatient,
  now: Date,
): RenalEvaluation {
  const list = response === null ? null : renalListDocuments(response);
  return evaluateRenal({
    patient: renal.patient,
    now,
    hasSearch: response !== null,
    integrated: renal.integrated,
    chosenBand: renal.chosenBand,
    documents: list?.documents ?? [],
    hasUnassessedEntry: list?.hasUnassessedEntry ?? false,
  });
}
