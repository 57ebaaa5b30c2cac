import * as z from 'zod/mini';
import { idListSchema } from './id-lists.ts';
import { nplIdSchema, nslIdSchema } from './ids.ts';
import { medicalSourceSchema } from './source.ts';

/** Administration routes (specification §3 'Administration types'). */
export const administrationSchema = z.enum(['peroral', 'parenteral', 'nonPeroral', 'topical']);
export type Administration = z.infer<typeof administrationSchema>;

/** NPL product class; LIC products (licensed, unapproved) are left out of some lists. */
export const drugProductTypeSchema = z.enum(['APPROVED', 'LIC']);

export const drugFormGroupSchema = z.object({
  substances: z.array(
    z.object({
      nslId: nslIdSchema,
      isTopParent: z.boolean(),
      lowDosageFlag: z.boolean(),
    }),
  ),
});

/** A drug product (specification §3 'Drug product'). */
export const productSchema = z.object({
  nplId: nplIdSchema,
  name: z.string().check(z.minLength(1)),
  strength: z.string(),
  drugForm: z.object({
    /** The Swedish name of the form, e.g. 'Filmdragerad tablett'. */
    name: z.string().check(z.minLength(1)),
    /**
     * The English name (the EDQM Standard Term, e.g. 'Film-coated tablet'), shown on English
     * pages; older bundles have none, and those pages then show the Swedish one.
     */
    nameEn: z.optional(z.string().check(z.minLength(1))),
    administration: administrationSchema,
  }),
  drugProductType: drugProductTypeSchema,
  atcCodes: z.array(z.string().check(z.regex(/^[A-Z]\d{2}[A-Z]{0,2}\d{0,2}$/))),
  drugFormGroups: z.array(drugFormGroupSchema).check(z.minLength(1)),
});
export type Product = z.infer<typeof productSchema>;

export const productQuerySchema = z.object({ ids: idListSchema(nplIdSchema, 'nplId') });
/** GET /api/product: the product with the sources that have assessed it (specification §3). */
export const productDetailSchema = z.extend(productSchema, {
  medicalSources: z.array(medicalSourceSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListResponseSchema = z.array(productDetailSchema);
