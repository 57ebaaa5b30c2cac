import type { AssessedInteraction } from '@medkompass/contracts/interaction-assessment.ts';
import type { Interaction } from '@medkompass/contracts/interaction.ts';
import type { Administration } from '@medkompass/contracts/product.ts';
import type { SearchEntry, SearchListQuery } from '@medkompass/contracts/search-list.ts';
import {
  compareInteractionSeverity,
  type InteractionClassification,
} from '@medkompass/clinical/interaction-classification.ts';
import { substanceIdsOf, type AssessmentKnowledgeBase } from './knowledge-base.ts';

/** A substance in the search list: searched itself, or one of a searched product's. */
export interface Occurrence {
  entry: SearchEntry;
  /** The product's administration; null for a searched substance (form unknown). */
  administration: Administration | null;
}

interface Applied {
  classification: InteractionClassification;
  administration: Administration | null;
}

/** What is found for one interaction while the occurrences are paired. */
interface Found {
  interaction: Interaction;
  applied: Applied;
  sides: [Map<string, SearchEntry>, Map<string, SearchEntry>];
}

const entryKey = (entry: SearchEntry): string => `${entry.nslId}|${entry.nplId ?? ''}`;

/** The known substances of the search list: products' substances first, then the substances. */
export function occurrencesOf(kb: AssessmentKnowledgeBase, list: SearchListQuery): Occurrence[] {
  const occurrences: Occurrence[] = [];
  for (const nplId of list.nplIds) {
    const product = kb.product(nplId);
    if (!product) continue;
    for (const nslId of substanceIdsOf(product))
      occurrences.push({
        entry: { nslId, nplId },
        administration: product.drugForm.administration,
      });
  }
  for (const nslId of list.nslIds) {
    if (kb.substance(nslId))
      occurrences.push({ entry: { nslId, nplId: null }, administration: null });
  }
  return occurrences;
}

const classificationOf = (c: {
  sevClassification: InteractionClassification['severity'];
  docClassification: InteractionClassification['documentation'];
}): InteractionClassification => ({
  severity: c.sevClassification,
  documentation: c.docClassification,
});

const moreSevere = (a: InteractionClassification, b: InteractionClassification): boolean =>
  compareInteractionSeverity(a, b) < 0;

/**
 * The classification of one way a pair occurs: the default, unless the substance a drugFormGroup
 * is about comes from a product with one of the group's administrations; then that group's (the
 * most severe when several match). The other side's form never selects a group.
 */
export function applicableClassification(
  interaction: Interaction,
  first: Occurrence,
  second: Occurrence,
): Applied {
  let applied: Applied | null = null;
  for (const group of interaction.drugFormGroups) {
    const side = group.nslId === interaction.substanceNslIds[0] ? first : second;
    const route = side.administration;
    if (route === null || !group.administrations.includes(route)) continue;
    const classification = classificationOf(group);
    if (!applied || moreSevere(classification, applied.classification))
      applied = { classification, administration: route };
  }
  return applied ?? { classification: classificationOf(interaction), administration: null };
}

/** Which occurrences bring each substance of the knowledge base in (via its family). */
function occurrencesBySubstance(
  kb: AssessmentKnowledgeBase,
  list: SearchListQuery,
): Map<string, Occurrence[]> {
  const broughtBy = new Map<string, Occurrence[]>();
  for (const occurrence of occurrencesOf(kb, list)) {
    for (const member of kb.familyOf(occurrence.entry.nslId)) {
      const occurrences = broughtBy.get(member);
      if (occurrences) occurrences.push(occurrence);
      else broughtBy.set(member, [occurrence]);
    }
  }
  return broughtBy;
}

/** Adds one way a pair occurs: the entries of each side, and the most severe classification. */
function record(found: Map<string, Found>, interaction: Interaction, x: Occurrence, y: Occurrence) {
  const applied = applicableClassification(interaction, x, y);
  let result = found.get(interaction.id);
  if (!result) {
    const sides: Found['sides'] = [new Map<string, SearchEntry>(), new Map<string, SearchEntry>()];
    result = { interaction, applied, sides };
    found.set(interaction.id, result);
  } else if (moreSevere(applied.classification, result.applied.classification)) {
    result.applied = applied;
  }
  result.sides[0].set(entryKey(x.entry), x.entry);
  result.sides[1].set(entryKey(y.entry), y.entry);
}

/**
 * Every assessed pair of the search list with the classification that applies to it, most severe
 * first, then best documented, then by id. The rules are the contract's
 * (contracts/interaction-assessment.ts): families, no self-pairs, one result per pair, drug-form
 * classifications by the products' administrations, the most severe way the pair occurs.
 */
export function assessInteractions(
  kb: AssessmentKnowledgeBase,
  list: SearchListQuery,
): AssessedInteraction[] {
  const broughtBy = occurrencesBySubstance(kb, list);
  const found = new Map<string, Found>();
  for (const [first, firstSide] of broughtBy) {
    // Each interaction is visited once, from its first substance. An indexed loop: this is the
    // hot path (a substance has dozens of interactions), and it allocates nothing per step.
    const edges = kb.interactionEdgesFrom(first);
    for (let i = 0; i < edges.length; i++) {
      const edge = edges[i];
      const secondSide = edge && broughtBy.get(edge.second);
      if (!edge || secondSide === undefined) continue;
      const { interaction } = edge;
      for (const x of firstSide) {
        for (const y of secondSide) {
          // Two sides from one searched substance (e.g. a parent and its salt) are no pair.
          if (x.entry.nslId !== y.entry.nslId) record(found, interaction, x, y);
        }
      }
    }
  }

  return [...found.values()]
    .sort(
      (p, q) =>
        compareInteractionSeverity(p.applied.classification, q.applied.classification) ||
        (p.interaction.id < q.interaction.id ? -1 : 1),
    )
    .map(({ interaction, applied, sides }) => ({
      ...interaction,
      sevClassification: applied.classification.severity,
      docClassification: applied.classification.documentation,
      kbClassification: {
        sevClassification: interaction.sevClassification,
        docClassification: interaction.docClassification,
      },
      administration: applied.administration,
      searchEntries: [[...sides[0].values()], [...sides[1].values()]],
    }));
}
