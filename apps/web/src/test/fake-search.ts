import { substanceName } from '@medkompass/assessment/substance-name.ts';
import { productDescription } from '@medkompass/assessment/product-label.ts';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import {
  searchResponseSchema,
  type SearchHit,
  type SearchLanguage,
  type SearchResponse,
} from '@medkompass/contracts/search.ts';

const collator = new Intl.Collator('sv');
const fold = (text: string) => text.toLocaleLowerCase('sv');

/**
 * The name search over the fixture bundle, as the server answers it in essence: substances and
 * products whose name starts with the query (exact names first), then the products containing a
 * matched substance. Every text comes from the bundle. The server's index adds typo tolerance
 * and diacritic folding, which the web tests do not need.
 */
export function searchHits(
  bundle: KbBundle,
  q: string,
  limit: number,
  language: SearchLanguage = 'sv',
): SearchResponse {
  const needle = fold(q.trim());
  const substanceNames = new Map(
    bundle.substances.map((s) => [s.nslId, substanceName(s, language)]),
  );
  const productsWith = (nslId: string) =>
    bundle.products.filter((p) =>
      p.drugFormGroups.some((g) => g.substances.some((s) => s.nslId === nslId)),
    );

  const productHit = (product: KbBundle['products'][number]): SearchHit => ({
    kind: 'product',
    id: product.nplId,
    name: product.name,
    description: productDescription(product, language),
    substances: [
      ...new Set(
        product.drugFormGroups.flatMap((g) =>
          g.substances.map((s) => substanceNames.get(s.nslId) ?? s.nslId),
        ),
      ),
    ],
    isLic: product.drugProductType === 'LIC',
  });
  const substanceHits: SearchHit[] = bundle.substances
    .filter((s) => [s.name, ...s.names.map((n) => n.name)].some((n) => fold(n).startsWith(needle)))
    .map((s) => ({
      kind: 'substance',
      id: s.nslId,
      name: substanceName(s, language),
      atcCodes: s.atcCodes,
      productCount: productsWith(s.nslId).length,
    }));
  const productHits = bundle.products
    .filter((p) => fold(p.name).startsWith(needle))
    .map(productHit);

  const exactFirst = (a: SearchHit, b: SearchHit) =>
    Number(fold(b.name) === needle) - Number(fold(a.name) === needle) ||
    collator.compare(a.name, b.name);
  const direct = [...substanceHits, ...productHits].sort(exactFirst);
  const offered = new Set(direct.map((hit) => hit.id));
  const viaSubstance = substanceHits.flatMap((hit) =>
    productsWith(hit.id)
      .filter((p) => !offered.has(p.nplId))
      .map(productHit),
  );
  return searchResponseSchema.parse({ hits: [...direct, ...viaSubstance].slice(0, limit) });
}
