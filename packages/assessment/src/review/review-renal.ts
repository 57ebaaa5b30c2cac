import { scaleOfLabel, type EgfrLabel } from '@medkompass/clinical/egfr-estimates.ts';
import { kidneyFunctionInputOf } from '@medkompass/clinical/integrated-mode-url.ts';
import { RENAL_X_TOOLTIPS } from '@medkompass/clinical/renal-assessment.ts';
import { egfrDisplayText, EGFR_UNITS } from '@medkompass/clinical/renal-bands.ts';
import {
  documentClassAtBand,
  evaluateRenal,
  recommendationsAtBand,
} from '@medkompass/clinical/renal-evaluation.ts';
import { highestLetter } from '@medkompass/clinical/severity-scale.ts';
import { documentResults } from '../document-results.ts';
import type { RenalDocument } from '../knowledge-base.ts';
import { documentsPerEntry, labelOf } from './review-entries.ts';
import { LETTER_SEVERITY } from './review-interactions.ts';
import type {
  ReviewEgfr,
  ReviewEntry,
  ReviewFinding,
  ReviewGap,
  ReviewInput,
  ReviewKnowledgeBase,
} from './review-types.ts';

/** What evaluateRenal needs only for the tab's own state (colour, border), which a review does not read. */
// Stryker disable next-line BooleanLiteral: no part of the review reads the tab's state
const TAB_ONLY = { hasSearch: true, integrated: false, hasUnassessedEntry: false } as const;

const LM_REV = 'LM-rev (Lund–Malmö reviderad) från kreatinin';
const BODY_SIZE = 'omräknat till absolut GFR efter kroppsyta (vikt och längd)';

/** The equation behind each estimate; a cystatin C eGFR is the laboratory's own or CAPA. */
function methodOf(label: EgfrLabel, cystatinSource: 'entered' | 'capa' | null): string {
  const cystatin =
    cystatinSource === 'entered'
      ? 'eGFR från cystatin C enligt laboratoriet'
      : 'CAPA från cystatin C';
  switch (label) {
    case 'manualAbsoluteEGFR':
      return 'Uppmätt GFR, angivet manuellt';
    case 'relativeEGFR':
      return LM_REV;
    case 'relativeCystatinEGFR':
      return cystatin;
    case 'averageRelativeEGFR':
      return `Medelvärde av ${LM_REV} och ${cystatin}`;
    case 'absoluteEGFR':
      return `${LM_REV}, ${BODY_SIZE}`;
    case 'absoluteCystatinEGFR':
      return `${cystatin}, ${BODY_SIZE}`;
    case 'absoluteAverageEGFR':
      return `Medelvärde av ${LM_REV} och ${cystatin}, ${BODY_SIZE}`;
  }
}

/**
 * The renal tab's findings for a list and patient, by its rules (evaluateRenal at the chosen or
 * estimated band): each entry whose documents are class B, C or D there, with the
 * recommendations at that band. Class A asks nothing of the prescriber and is no finding. An
 * entry without a renal document, one not classed at the band, and every entry with a document
 * while no eGFR could be estimated are named as not assessed, with the tab's reason.
 */
export function renalFindings(
  kb: ReviewKnowledgeBase,
  input: ReviewInput,
  entries: readonly ReviewEntry[],
): { egfr: ReviewEgfr | null; findings: ReviewFinding[]; gaps: ReviewGap[] } {
  // Stryker disable next-line StringLiteral: the language names the substances, which the review names itself
  const answer = documentResults(kb, kb.renal, input.list, 'sv');
  const perEntry = documentsPerEntry(answer);
  const evaluation = evaluateRenal({
    patient: kidneyFunctionInputOf(input.patient, input.patientProblems),
    now: input.now,
    chosenBand: input.chosenBand,
    documents: answer.documents,
    ...TAB_ONLY,
  });
  const label = (key: string) => labelOf(entries, key);
  const gaps: ReviewGap[] = perEntry
    .filter((e) => e.documents.length === 0)
    .map((e) => ({
      source: 'njurfunktion',
      entryKeys: [e.key],
      text: `${label(e.key)} saknar bedömning vid nedsatt njurfunktion.`,
    }));
  const withDocuments = perEntry.filter((e) => e.documents.length > 0);
  const { band, estimates } = evaluation;
  const recommended = estimates.recommended;
  if (band === null) {
    if (withDocuments.length > 0)
      gaps.push({
        source: 'njurfunktion',
        entryKeys: withDocuments.map((e) => e.key),
        text: `Njurfunktion kunde inte bedömas: ${RENAL_X_TOOLTIPS[evaluation.missingReason ?? 'dataMissing']}`,
      });
    return { egfr: null, findings: [], gaps };
  }
  const egfr: ReviewEgfr | null =
    recommended === null
      ? null
      : {
          value: recommended.value,
          label: recommended.label,
          name: recommended.name,
          method: methodOf(recommended.label, estimates.cystatinSource),
          // The value's own scale: a measured GFR is mL/min whatever the doses are read on.
          scale: scaleOfLabel(recommended.label),
          band,
        };
  const at =
    recommended === null
      ? `intervall ${band}`
      : `${egfrDisplayText(recommended.value)} ${EGFR_UNITS[scaleOfLabel(recommended.label)]} (intervall ${band})`;
  const findings = withDocuments.flatMap(({ key, documents: own }): ReviewFinding[] => {
    const classes = own.map((d) => documentClassAtBand(d, band));
    if (classes.includes('?'))
      gaps.push({
        source: 'njurfunktion',
        entryKeys: [key],
        text: `${label(key)} är inte bedömt för eGFR-intervallet ${band}.`,
      });
    const highest = highestLetter(classes.filter((c) => c !== '?' && c !== 'none'));
    if (highest === null || highest === 'A') return [];
    const advice = own.flatMap((d: RenalDocument) =>
      recommendationsAtBand(d, band).map(
        (r) => `${r.classification.code} (${d.documentTitle}): ${r.recommendationText}`,
      ),
    );
    return [
      {
        id: `renal:${highest}:${band}:${key}`,
        kind: 'renal',
        source: 'njurfunktion',
        classCode: highest,
        severity: LETTER_SEVERITY[highest],
        entryKeys: [key],
        title: `Njurfunktion klass ${highest}: ${label(key)} vid ${at}`,
        details: advice,
        recommendation: own
          .flatMap((d) => recommendationsAtBand(d, band))
          .filter((r) => r.classification.code === highest)
          .map((r) => r.recommendationText)
          .join(' '),
      },
    ];
  });
  return { egfr, findings, gaps };
}
