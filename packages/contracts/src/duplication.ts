import * as z from 'zod/mini';
import { nplIdSchema, nslIdSchema } from './ids.ts';

/**
 * An ATC code of level 2 to 5 used as a prefix: 'C09' (level 2), 'N06A', 'N06AB', 'N06AX16'. A
 * main group alone ('N') would put half a drug list in one class.
 */
export const atcPrefixSchema = z
  .string()
  .check(
    z.regex(
      /^[A-Z]\d{2}(?:[A-Z](?:[A-Z](?:\d{2})?)?)?$/,
      'ATC-prefixet ska vara en ATC-kod på nivå 2–5, t.ex. C09, N06AB eller N06AX16',
    ),
  );

/**
 * A therapeutic class in which two drugs together are a known hazard (ADR 36): two
 * anticoagulants, two NSAIDs, two opioids … A knowledge-base record with its own Swedish texts.
 */
export const duplicationClassSchema = z.object({
  id: z
    .string()
    .check(
      z.regex(
        /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        'id ska bestå av gemener, siffror och bindestreck, t.ex. nsaid eller raas-hammare',
      ),
      z.maxLength(64),
    ),
  /** The class's Swedish name as it reads after 'gruppen', e.g. 'antikoagulantia'. */
  name: z.string().check(z.minLength(1)),
  /**
   * Its members: a product whose ATC code starts with one of these (a substance or a product
   * without codes: one of its substances' codes).
   */
  atcPrefixes: z.array(atcPrefixSchema).check(z.minLength(1)),
  /** What the hazard of two members together is. */
  hazard: z.string().check(z.minLength(1)),
  /** What to do about it. */
  advice: z.string().check(z.minLength(1)),
});
export type DuplicationClass = z.infer<typeof duplicationClassSchema>;

/** An entry of the search list that takes part in a duplication. */
export const duplicationEntrySchema = z.object({
  /** The product; null when the entry is a searched substance. */
  nplId: z.nullable(nplIdSchema),
  /**
   * The entry's substances that make it part of the finding: a searched substance itself; of a
   * product, those of the duplicated substance (a salt may stand for its parent) or of the class.
   */
  nslIds: z.array(nslIdSchema).check(z.minLength(1)),
});
export type DuplicationEntry = z.infer<typeof duplicationEntrySchema>;

/**
 * 'warning'; 'note' when the duplication needs a topical product (a gel, a cream, eye drops):
 * their systemic exposure is low, so it is said, in a lower key, rather than left out.
 */
export const duplicationLevelSchema = z.enum(['warning', 'note']);
export type DuplicationLevel = z.infer<typeof duplicationLevelSchema>;

const findingFields = {
  level: duplicationLevelSchema,
  /** Two or more distinct entries, products (by nplId) first, then substances (by nslId). */
  entries: z.array(duplicationEntrySchema).check(z.minLength(2)),
  /** The hazard in Swedish: the class's own text, or the rule's for one substance. */
  hazard: z.string(),
  /** What to do, in Swedish. */
  advice: z.string(),
};

/**
 * A therapeutic duplication in a search list (ADR 36): one substance through two or
 * more entries (`substance`: the substance's top parent, so a salt and its base, or two salts,
 * are one substance), or two or more substances of one duplication class through two or more
 * entries (`class`).
 */
export const duplicationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('substance'), nslId: nslIdSchema, ...findingFields }),
  z.object({
    kind: z.literal('class'),
    classId: z.string(),
    className: z.string(),
    /** The distinct substances (top parents) of the class that the entries bring in. */
    nslIds: z.array(nslIdSchema).check(z.minLength(2)),
    ...findingFields,
  }),
]);
export type Duplication = z.infer<typeof duplicationSchema>;
