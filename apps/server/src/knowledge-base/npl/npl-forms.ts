import type { Administration } from '@medkompass/contracts/product.ts';

/**
 * Codes of NPL's pharmaceutical-form lexicon that the importer knows, with the Swedish name and
 * the administration route. A product with a code not listed here is reported and left out
 * rather than given a guessed route: the route decides which interaction classification applies.
 * Extend the table as forms are verified against the lexicon.
 */
export const NPL_PHARMACEUTICAL_FORMS: Readonly<
  Record<string, { name: string; administration: Administration }>
> = {
  FICOTA: { name: 'Filmdragerad tablett', administration: 'peroral' },
  ORDRSO: { name: 'Orala droppar, lösning', administration: 'peroral' },
};
