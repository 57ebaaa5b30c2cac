import { sourceDefinition } from '../sources.ts';
import { reviewEntries } from './review-entries.ts';
import { interactionFindings } from './review-interactions.ts';
import { pregnancyFindings } from './review-pregnancy.ts';
import { renalFindings } from './review-renal.ts';
import type {
  FindingSeverity,
  Review,
  ReviewEgfr,
  ReviewFinding,
  ReviewGap,
  ReviewInput,
  ReviewKnowledgeBase,
  ReviewSource,
} from './review-types.ts';

/** The sources of a review in clinical order: the order of the findings within one severity. */
export const REVIEW_SOURCES: readonly ReviewSource[] = [
  'interactions',
  'njurfunktion',
  'birthdefect',
  'lactation',
];

const SEVERITY_RANK: Record<FindingSeverity, number> = { high: 0, moderate: 1, low: 2 };
const rankOf = (finding: ReviewFinding) =>
  finding.severity === null ? 3 : SEVERITY_RANK[finding.severity];

type SourceResult = { findings: ReviewFinding[]; gaps: ReviewGap[]; egfr?: ReviewEgfr | null };

/**
 * The whole review of a list for a patient: every finding of each source the caller may see,
 * by the same rules as the tabs (interactionData, documentResults, evaluateRenal), and everything
 * that could not be assessed: unknown ids, sources closed to the caller, entries a source has not
 * assessed and why. The print document and the FHIR export are both built from this, so they
 * cannot disagree.
 */
export function reviewFindings(kb: ReviewKnowledgeBase, input: ReviewInput): Review {
  const entries = reviewEntries(kb, input.list);
  const unknown: ReviewGap[] = entries
    .filter((e) => !e.found)
    .map((e) => ({
      source: null,
      entryKeys: [e.key],
      text: `${e.label} finns inte i kunskapsbasen och ingår inte i bedömningen.`,
    }));
  const bySource: Record<ReviewSource, () => SourceResult> = {
    interactions: () => interactionFindings(kb, input.list, entries),
    njurfunktion: () => renalFindings(kb, input, entries),
    birthdefect: () =>
      pregnancyFindings(
        kb,
        'birthdefect',
        kb.birthDefect,
        (d) => ({ level: d.classificationLevel, title: d.name, text: d.assessment }),
        input,
        entries,
      ),
    lactation: () =>
      pregnancyFindings(
        kb,
        'lactation',
        kb.lactation,
        (d) => ({ level: d.classification.level, title: d.documentTitle, text: d.recommendation }),
        input,
        entries,
      ),
  };
  const hasFound = entries.some((e) => e.found);
  const results = REVIEW_SOURCES.map((source): SourceResult => {
    if (input.openSources.has(source)) return bySource[source]();
    const gaps: ReviewGap[] = hasFound
      ? [
          {
            source,
            entryKeys: entries.filter((e) => e.found).map((e) => e.key),
            text: `${sourceDefinition(source).label} ingår inte: källan är inte tillgänglig för dig.`,
          },
        ]
      : [];
    return { findings: [], gaps };
  });
  const findings = results
    .flatMap((r) => r.findings)
    // A stable sort keeps the sources' clinical order within one severity.
    .sort((a, b) => rankOf(a) - rankOf(b));
  return {
    entries,
    egfr: results.find((r) => r.egfr !== undefined)?.egfr ?? null,
    findings,
    unassessed: [...unknown, ...results.flatMap((r) => r.gaps)],
  };
}
