import { FERTILE_AGE } from '@medkompass/clinical/clinical-input-validation.ts';
import {
  BIRTH_DEFECT_CLASS_TEXT,
  highestLevel,
  LACTATION_CLASS_TEXT,
  lactationOrBirthDefectBadge,
} from '@medkompass/clinical/document-classification.ts';
import { ageFromBirthYear } from '@medkompass/clinical/egfr-estimates.ts';
import { documentResults } from '../document-results.ts';
import type { DocumentLookup, LinkedDocument } from '../knowledge-base.ts';
import { documentsPerEntry, labelOf } from './review-entries.ts';
import type {
  FindingSeverity,
  ReviewEntry,
  ReviewFinding,
  ReviewGap,
  ReviewInput,
  ReviewKnowledgeBase,
} from './review-types.ts';

type PregnancySource = 'birthdefect' | 'lactation';

const LEVEL_SEVERITY: Record<2 | 3, FindingSeverity> = { 3: 'high', 2: 'moderate' };

const SOURCE_TEXT: Record<PregnancySource, { label: string; classText: Record<string, string> }> = {
  birthdefect: { label: 'Fosterpåverkan', classText: BIRTH_DEFECT_CLASS_TEXT },
  lactation: { label: 'Amning', classText: LACTATION_CLASS_TEXT },
};

/**
 * Why the fetal and lactation sources do not apply to the patient, or null when they may: a man,
 * an age outside 13–55 or isFertile=false. An unknown patient may be a woman of fertile age, so
 * the findings are given.
 */
export function notFertileReason(input: ReviewInput): string | null {
  const { gender, birthYear } = input.patient;
  if (input.notFertile) return 'patienten är angiven som inte en kvinna i fertil ålder';
  if (gender === 'MALE') return 'patienten är en man';
  if (birthYear !== null) {
    const age = ageFromBirthYear(birthYear, input.now);
    if (age < FERTILE_AGE.min || age > FERTILE_AGE.max)
      return `patienten är ${age} år, utanför fertil ålder (${FERTILE_AGE.min}–${FERTILE_AGE.max} år)`;
  }
  return null;
}

/**
 * A pregnancy source's findings for a list, by the documents its tab shows (documentResults):
 * each entry whose highest class is 2 or 3, with the texts of its documents at that class. Class
 * 1 (no increased risk; can be used) is no finding; an entry without a classed document is named
 * as not assessed.
 */
export function pregnancyFindings<D extends LinkedDocument>(
  kb: ReviewKnowledgeBase,
  source: PregnancySource,
  lookup: DocumentLookup<D>,
  read: (document: D) => { level: number | null; title: string; text: string },
  input: ReviewInput,
  entries: readonly ReviewEntry[],
): { findings: ReviewFinding[]; gaps: ReviewGap[] } {
  const { label, classText } = SOURCE_TEXT[source];
  // Stryker disable next-line StringLiteral: the language names the substances, which the review names itself
  const found = documentsPerEntry(documentResults(kb, lookup, input.list, 'sv'));
  const reason = notFertileReason(input);
  if (reason !== null)
    return {
      findings: [],
      gaps:
        found.length === 0
          ? []
          : [
              {
                source,
                entryKeys: found.map((e) => e.key),
                text: `${label} har inte bedömts: ${reason}.`,
              },
            ],
    };
  const findings: ReviewFinding[] = [];
  const gaps: ReviewGap[] = [];
  for (const { key, documents: own } of found) {
    const level = highestLevel(own.map((d) => read(d).level));
    if (level === null) {
      gaps.push({
        source,
        entryKeys: [key],
        text: `${label}: ${labelOf(entries, key)} är inte bedömt. ${classText['?']}`,
      });
      continue;
    }
    if (level < 2) continue;
    const code = lactationOrBirthDefectBadge(level).code as '2' | '3';
    const atLevel = own.filter((d) => read(d).level === level).map(read);
    findings.push({
      id: `${source}:${code}:${key}`,
      kind: source,
      source,
      classCode: code,
      severity: LEVEL_SEVERITY[Number(code) as 2 | 3],
      entryKeys: [key],
      title: `${label} klass ${code}: ${labelOf(entries, key)}. ${classText[code]}`,
      details: atLevel.map((d) => `${d.title}: ${d.text}`),
      recommendation: atLevel.map((d) => d.text).join(' '),
    });
  }
  return { findings, gaps };
}
