import type { IntegratedPatient, IntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';
import type { EgfrLabel } from '@medkompass/clinical/egfr-estimates.ts';
import type { EgfrScale, RenalBand } from '@medkompass/clinical/renal-bands.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { AssessmentKnowledgeBase } from '../knowledge-base.ts';

/** What the review reads of the knowledge base: the assessment rules' view plus the texts. */
export interface ReviewKnowledgeBase extends AssessmentKnowledgeBase {
  interactionText(id: string): string | null;
}

/** The sources a review gathers findings from (riskprofile and genus give none yet). */
export type ReviewSource = Extract<
  SourceName,
  'interactions' | 'njurfunktion' | 'birthdefect' | 'lactation'
>;

/** One entry of the list under review: a product (NPL id) or a substance (NSL id). */
export interface ReviewEntry {
  /** 'npl:<id>' or 'nsl:<id>': unique within a review, what findings point to. */
  key: string;
  nplId: string | null;
  nslId: string | null;
  /** As every view names it: a product with strength and form, a substance by name. */
  label: string;
  atcCodes: string[];
  /** False when the knowledge base does not know the id. */
  found: boolean;
}

/**
 * How much a finding asks of the prescriber, one scale for every source (ADR 43): high for
 * 'avoid' (interaction or renal D, fetal or lactation class 3), moderate for 'manageable' (C,
 * class 2, a duplication warning), low for 'be aware' (B, a duplication note); null where the
 * class itself says it has no clinical significance (interaction A).
 */
export type FindingSeverity = 'high' | 'moderate' | 'low';

/** One finding of a review: what the print document, the export and the cards name alike. */
export interface ReviewFinding {
  /** Stable within a review: the kind, its knowledge-base id and the entries. */
  id: string;
  kind: 'interaction' | 'duplication' | 'renal' | 'birthdefect' | 'lactation';
  source: ReviewSource;
  /** The source's own class: 'D3', 'warning', 'C', '3' … */
  classCode: string;
  severity: FindingSeverity | null;
  /** The keys of the entries it concerns (ReviewEntry.key), at least one. */
  entryKeys: string[];
  /** One line, in Swedish: what the finding is, naming the entries. */
  title: string;
  /** The knowledge base's texts, in Swedish, in reading order. */
  details: string[];
  /** What to do about it (the recommendation), in Swedish; null when the source gives none. */
  recommendation: string | null;
}

/** Something the review could not assess: nothing is dropped without saying so. */
export interface ReviewGap {
  /** null: the entry itself is unknown, so no source assessed it. */
  source: ReviewSource | null;
  entryKeys: string[];
  text: string;
}

/** The eGFR the renal findings were read at. */
export interface ReviewEgfr {
  value: number;
  label: EgfrLabel;
  /** How it was estimated, in Swedish, e.g. 'Relativt eGFR (kreatinin)'. */
  name: string;
  /** The equation or measurement behind it, in Swedish, e.g. 'LM-rev (Lund–Malmö reviderad) från kreatinin'. */
  method: string;
  scale: EgfrScale;
  /** The band the renal findings are read at (a chosen band wins over the estimate's). */
  band: RenalBand;
}

export interface Review {
  entries: ReviewEntry[];
  egfr: ReviewEgfr | null;
  /** Most severe first; within one severity in the order of the sources. */
  findings: ReviewFinding[];
  unassessed: ReviewGap[];
}

export interface ReviewInput {
  list: SearchListQuery;
  patient: IntegratedPatient;
  /**
   * What the address gave but could not read (parseIntegratedUrl's problems): a refused creatinine
   * or sampling date is then named as such, never taken as absent or as today's (ADR 57).
   */
  patientProblems?: IntegratedUrl['problems'];
  /** The eGFR band the prescriber or the record system chose; null: the estimate's. */
  chosenBand: RenalBand | null;
  /** isFertile=false: the patient is known not to be a woman of fertile age. */
  notFertile: boolean;
  now: Date;
  /** The sources this caller may see; the others are named as not assessed. */
  openSources: ReadonlySet<SourceName>;
}
