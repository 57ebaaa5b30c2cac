import {
  interactionCode,
  INTERACTION_DOCUMENTATION_TEXT,
  INTERACTION_SEVERITY_TEXT,
} from '@medkompass/clinical/interaction-classification.ts';
import type { SeverityLetter } from '@medkompass/clinical/severity-scale.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import type { Duplication } from '@medkompass/contracts/duplication.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import { duplicationSentence, type DuplicationNames } from '../duplication-text.ts';
import { interactionData } from '../interaction-data.ts';
import { productLabel } from '../product-label.ts';
import { labelOf, productKey, searchEntryKey, substanceKey } from './review-entries.ts';
import type {
  FindingSeverity,
  ReviewEntry,
  ReviewFinding,
  ReviewGap,
  ReviewKnowledgeBase,
} from './review-types.ts';

/** The one A–D scale of interactions and renal recommendations, as a finding's severity. */
export const LETTER_SEVERITY: Record<SeverityLetter, FindingSeverity | null> = {
  D: 'high',
  C: 'moderate',
  B: 'low',
  // 'Saknar klinisk betydelse': still a finding (the pair exists), but with no severity to claim.
  A: null,
};

const DUPLICATION_SEVERITY: Record<Duplication['level'], FindingSeverity> = {
  warning: 'moderate',
  note: 'low',
};

/** An interaction's text; null when the knowledge base has none or only blanks. */
const text = (kb: ReviewKnowledgeBase, id: string): string | null => {
  const found = kb.interactionText(id);
  return found === null || found.trim() === '' ? null : found;
};

/**
 * The interactions tab's findings and gaps for a list, from its own data (interactionData): every
 * assessed pair, every duplication, and each substance the source has not assessed.
 */
export function interactionFindings(
  kb: ReviewKnowledgeBase,
  list: SearchListQuery,
  entries: readonly ReviewEntry[],
): { findings: ReviewFinding[]; gaps: ReviewGap[] } {
  const data = interactionData(kb, list);
  const pairs = data.interactions.map((interaction): ReviewFinding => {
    // An unknown id has no substances, so every search entry of a pair is a known entry.
    const sides = interaction.searchEntries.map((side) => [...new Set(side.map(searchEntryKey))]);
    const entryKeys = [...new Set(sides.flat())];
    const code = interactionCode({
      severity: interaction.sevClassification,
      documentation: interaction.docClassification,
    });
    const pair = sides
      .map((keys) => joinSwedish(keys.map((key) => labelOf(entries, key))))
      .join(' + ');
    const labelled = (heading: string, id: string): string[] => {
      const found = text(kb, id);
      return found === null ? [] : [`${heading}: ${found}`];
    };
    return {
      id: `interaction:${interaction.id}:${entryKeys.join(',')}`,
      kind: 'interaction',
      source: 'interactions',
      classCode: code,
      severity: LETTER_SEVERITY[interaction.sevClassification],
      entryKeys,
      title: `Interaktion ${code}: ${pair}`,
      details: [
        ...labelled('Konsekvens', interaction.textIds.consequence),
        ...labelled('Mekanism', interaction.textIds.mechanism),
        `Klassificering ${code}: ${INTERACTION_SEVERITY_TEXT[interaction.sevClassification]} ${INTERACTION_DOCUMENTATION_TEXT[interaction.docClassification]}`,
      ],
      recommendation: text(kb, interaction.textIds.recommendation),
    };
  });

  const names: DuplicationNames = {
    product: (nplId) => {
      const product = kb.product(nplId);
      return product && productLabel(product);
    },
    // Stryker disable next-line OptionalChaining: a duplication names only substances the knowledge base has
    substance: (nslId) => kb.substance(nslId)?.name,
  };
  const duplications = data.duplications.map((duplication): ReviewFinding => {
    const entryKeys = duplication.entries.map((entry) =>
      // Stryker disable next-line StringLiteral: a searched substance's entry names it (nslIds has one)
      entry.nplId === null ? substanceKey(entry.nslIds[0] ?? '') : productKey(entry.nplId),
    );
    const subject = duplication.kind === 'class' ? duplication.classId : duplication.nslId;
    return {
      id: `duplication:${duplication.kind}:${subject}`,
      kind: 'duplication',
      source: 'interactions',
      classCode: duplication.level,
      severity: DUPLICATION_SEVERITY[duplication.level],
      entryKeys,
      title: `Dubbelförskrivning: ${duplicationSentence(duplication, names)}`,
      details: [`Risk: ${duplication.hazard}`],
      recommendation: duplication.advice,
    };
  });

  const notAssessed = data.substances.filter((s) => s.interactionStatus === 'notAssessed');
  const gaps = notAssessed.map(({ nslId }): ReviewGap => {
    const keys = entries
      .filter(
        (e) =>
          e.nslId === nslId ||
          data.products.some((p) => p.nplId === e.nplId && p.nslIds.includes(nslId)),
      )
      .map((e) => e.key);
    // Stryker disable next-line OptionalChaining: a substance not assessed is one the knowledge base has
    const name = kb.substance(nslId)?.name ?? nslId;
    return {
      source: 'interactions',
      entryKeys: keys,
      text: `Interaktioner är inte bedömda för ${name}.`,
    };
  });
  return { findings: [...duplications, ...pairs], gaps };
}
