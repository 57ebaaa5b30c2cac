import {
  compareInteractionSeverity,
  type InteractionClassification,
} from '@medkompass/clinical/interaction-classification.ts';
import type { AssessedInteraction } from '@medkompass/contracts/interaction-assessment.ts';
import type { Administration } from '@medkompass/contracts/product.ts';

/** One side of an interacting pair: the substance and the chosen products that bring it in. */
export interface PairSide {
  nslId: string;
  name: string;
  productNames: string[];
}

/** A classification the knowledge base gives the pair for some drug forms. */
export interface DrugFormClassification {
  classification: InteractionClassification;
  /** The substance whose drug form it is about; null: every form the other rows leave. */
  substanceName: string | null;
  administrations: Administration[];
  /** The row that applies to the search list. */
  applies: boolean;
}

export interface InteractionPair {
  id: string;
  sides: [PairSide, PairSide];
  /** The classification that applies to the chosen drug forms (the server's answer). */
  classification: InteractionClassification;
  /** Per drug form, when the knowledge base grades the pair differently by form; else empty. */
  drugForms: DrugFormClassification[];
  textIds: AssessedInteraction['textIds'];
}

type Classified = Pick<AssessedInteraction, 'sevClassification' | 'docClassification'>;

function classificationOf(item: Classified): InteractionClassification {
  return { severity: item.sevClassification, documentation: item.docClassification };
}

function sameClassification(a: InteractionClassification, b: InteractionClassification) {
  return a.severity === b.severity && a.documentation === b.documentation;
}

/**
 * The drug-form rows of a pair: the knowledge base's default (for the forms no group lists) and
 * each drug-form group, marking the one the server applied (its `administration`; none: the
 * default). Nothing is recomputed: which classification applies is the server's answer.
 */
function drugFormsOf(
  interaction: AssessedInteraction,
  names: ReadonlyMap<string, string>,
): DrugFormClassification[] {
  if (interaction.drugFormGroups.length === 0) return [];
  const applied = classificationOf(interaction);
  const administration = interaction.administration;
  const groups = interaction.drugFormGroups.map((group) => ({
    classification: classificationOf(group),
    substanceName: names.get(group.nslId) ?? group.nslId,
    administrations: group.administrations,
    applies:
      administration !== null &&
      group.administrations.includes(administration) &&
      sameClassification(classificationOf(group), applied),
  }));
  const byDefault: DrugFormClassification = {
    classification: classificationOf(interaction.kbClassification),
    substanceName: null,
    administrations: [],
    applies: administration === null,
  };
  return [...groups, byDefault];
}

/**
 * The pairs of the interaction data, most severe first. A side's products are the search entries
 * the server named for it (`searchEntries`); products are named by the resolved products.
 */
export function toPairs(
  interactions: readonly AssessedInteraction[],
  productNames: ReadonlyMap<string, string>,
  substanceNames: ReadonlyMap<string, string>,
): InteractionPair[] {
  const side = (
    nslId: string,
    entries: AssessedInteraction['searchEntries'][number],
  ): PairSide => ({
    nslId,
    name: substanceNames.get(nslId) ?? nslId,
    productNames: [
      ...new Set(
        entries.flatMap((entry) =>
          entry.nplId === null ? [] : [productNames.get(entry.nplId) ?? entry.nplId],
        ),
      ),
    ],
  });
  return interactions
    .map((interaction): InteractionPair => ({
      id: interaction.id,
      sides: [
        side(interaction.substanceNslIds[0], interaction.searchEntries[0]),
        side(interaction.substanceNslIds[1], interaction.searchEntries[1]),
      ],
      classification: classificationOf(interaction),
      drugForms: drugFormsOf(interaction, substanceNames),
      textIds: interaction.textIds,
    }))
    .sort((a, b) => compareInteractionSeverity(a.classification, b.classification));
}

/** Every text id of the pairs, once each, in a stable order. */
export function textIdsOf(pairs: readonly InteractionPair[]): string[] {
  const ids = pairs.flatMap(({ textIds }) => [
    textIds.consequence,
    textIds.recommendation,
    textIds.mechanism,
    textIds.background,
    // References are optional: a pair may name none.
    textIds.references ?? '',
  ]);
  return [...new Set(ids.filter((id) => id !== ''))].sort();
}
