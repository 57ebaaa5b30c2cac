import * as z from 'zod/mini';
import { duplicationSchema } from './duplication.ts';
import { boundedIdListSchema } from './id-lists.ts';
import { nplIdSchema, nslIdSchema } from './ids.ts';
import {
  interactionDocumentationSchema,
  interactionSchema,
  interactionSeveritySchema,
} from './interaction.ts';
import { administrationSchema } from './product.ts';
import { searchEntrySchema } from './search-list.ts';

/**
 * One interaction found in a search list (GET /api/interaction, /api/interaction/dataByNslIds).
 * It is the knowledge base's interaction with the classification that applies to this list:
 *
 * - Products count as their substances (every substance of every drugFormGroup).
 * - A substance stands for its family: itself, its parent (topParent) and its children
 *   (childNslIds). An interaction recorded on the parent applies to a searched salt, and one
 *   recorded on a salt applies to the searched parent. Siblings (two salts of one parent) do not
 *   stand for each other.
 * - Each pair of the knowledge base is reported once, however many entries bring it in, and only
 *   when its two substances come from two different searched substances (no self-pairs). Two
 *   substances of one combination product do form a pair.
 * - For each way the pair occurs (an entry for each side), the classification is the KB default
 *   unless a side is a product whose administration one of the interaction's drugFormGroups lists;
 *   then that group's classification applies (the most severe when both sides match a group).
 *   The pair gets the most severe classification over all the ways it occurs.
 */
export const assessedInteractionSchema = z.extend(interactionSchema, {
  /** The severity that applies to this search list (see above). */
  sevClassification: interactionSeveritySchema,
  /** The documentation grade that applies to this search list. */
  docClassification: interactionDocumentationSchema,
  /** The interaction's own default classification in the knowledge base. */
  kbClassification: z.object({
    sevClassification: interactionSeveritySchema,
    docClassification: interactionDocumentationSchema,
  }),
  /** The administration whose drug-form classification applies; null when the default does. */
  administration: z.nullable(administrationSchema),
  /**
   * For each of `substanceNslIds`, in the same order, the search-list entries that bring it in.
   * An entry's nslId may be a salt or the parent of the interaction's substance.
   */
  searchEntries: z.tuple([z.array(searchEntrySchema), z.array(searchEntrySchema)]),
});
export type AssessedInteraction = z.infer<typeof assessedInteractionSchema>;

/**
 * GET /api/interaction?nslIds=…&nplIds=…: every assessed pair in the search list, most severe
 * first, then best documented, then by id. The web client's older `interactionListResponseSchema`
 * still parses it: each item is an interaction with fields added.
 */
export const assessedInteractionListResponseSchema = z.array(assessedInteractionSchema);

/**
 * Whether the interaction source has assessed a substance: 'assessed' when the substance or its
 * family takes part in at least one interaction of the knowledge base (a special substance says
 * so itself), 'notAssessed' when known but in no interaction (the tab's question mark),
 * 'missing' when the id is not in the knowledge base.
 */
export const interactionStatusSchema = z.enum(['assessed', 'notAssessed', 'missing']);
export type InteractionStatus = z.infer<typeof interactionStatusSchema>;

/** GET /api/interaction/dataByNslIds: the interaction tab's data for a search list. */
export const interactionDataResponseSchema = z.object({
  /** Each searched substance, then each substance of the searched products, once each. */
  substances: z.array(
    z.object({
      nslId: nslIdSchema,
      interactionStatus: interactionStatusSchema,
      isSpecial: z.boolean(),
    }),
  ),
  /** Each searched product: found or not, and the substances it counts as. */
  products: z.array(
    z.object({ nplId: nplIdSchema, missing: z.boolean(), nslIds: z.array(nslIdSchema) }),
  ),
  interactions: assessedInteractionListResponseSchema,
  /**
   * The list's therapeutic duplications (ADR 36), warnings first: shown above the interactions,
   * so the tab's one call carries them.
   */
  duplications: z.array(duplicationSchema),
});
export type InteractionData = z.infer<typeof interactionDataResponseSchema>;

/** An interaction text id: letters, digits, '.', '_', ':' and '-'. */
export const interactionTextIdSchema = z
  .string()
  .check(
    z.regex(
      /^[A-Za-z0-9._:-]{1,200}$/,
      "text-id består av bokstäver, siffror, '.', '_', ':' och '-'",
    ),
  );

/** The most text ids one call may name (specification §9). */
export const MAX_TEXT_IDS_PER_REQUEST = 100;

export const interactionTextQuerySchema = z.object({
  ids: boundedIdListSchema(interactionTextIdSchema, 'text-id', MAX_TEXT_IDS_PER_REQUEST),
});

/** GET /api/interaction_texts?ids=…: the known texts in the order asked; unknown ids are absent. */
export const interactionTextListResponseSchema = z.array(
  z.object({ id: z.string(), text: z.string() }),
);
