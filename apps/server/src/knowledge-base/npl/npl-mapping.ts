import type { Product } from '@medkompass/contracts/product.ts';
import { NPL_PHARMACEUTICAL_FORMS } from './npl-forms.ts';
import type { NplRecord } from './npl-parser.ts';

/** The ingredient role of an active substance in NPL. */
const ACTIVE = 'ACTI';

export type NplMapping =
  | { ok: true; product: Product; unknownSubstances: string[] }
  | { ok: false; nplId: string; reason: string };

/**
 * Maps an NPL record to a product: nplId, name, strength, form and route, product class
 * (LIC → drugProductType LIC), ATC codes and the active substances of each pharmaceutical product.
 * Substances missing from the knowledge base are listed, so an editor can add them.
 */
export function mapNplRecord(record: NplRecord, knownSubstances: ReadonlySet<string>): NplMapping {
  const fail = (reason: string): NplMapping => ({ ok: false, nplId: record.nplId, reason });
  if (!/^\d{14}$/.test(record.nplId)) return fail(`ogiltigt nplId '${record.nplId}'`);
  if (record.name === '') return fail('namn saknas');
  const form = NPL_PHARMACEUTICAL_FORMS[record.pharmaceuticalForm];
  if (!form) return fail(`okänd läkemedelsform '${record.pharmaceuticalForm}'`);

  const groups = record.pharmaceuticalProducts
    .map((pp) => pp.ingredients.filter((i) => i.role === ACTIVE && i.nslId !== ''))
    .filter((actives) => actives.length > 0);
  if (groups.length === 0) return fail('ingen aktiv substans');
  const unknownSubstances = [...new Set(groups.flat().map((i) => i.nslId))].filter(
    (id) => !knownSubstances.has(id),
  );

  return {
    ok: true,
    unknownSubstances,
    product: {
      nplId: record.nplId,
      name: record.name,
      strength: record.strength,
      drugForm: form,
      drugProductType: record.productClass === 'LIC' ? 'LIC' : 'APPROVED',
      atcCodes: record.atcCodes.filter((code) => /^[A-Z]\d{2}[A-Z]{0,2}\d{0,2}$/.test(code)),
      drugFormGroups: groups.map((actives) => ({
        substances: actives.map((active) => ({
          nslId: active.nslId,
          isTopParent: true,
          lowDosageFlag: false,
        })),
      })),
    },
  };
}
