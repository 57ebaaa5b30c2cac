import { usePageTranslation } from '../../lib/page-language.ts';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import { substanceName } from '@medkompass/assessment/substance-name.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import { useProducts } from '../../lib/search-list/get-products.ts';
import { useSubstances } from '../../lib/search-list/get-substances.ts';

const englishList = new Intl.ListFormat('en', { type: 'conjunction' });

function SubstanceNames({ nslIds }: { nslIds: readonly string[] }) {
  const { t, lng } = usePageTranslation();
  const substances = useSubstances(nslIds);
  if (substances.isPending) return <span className="status-text">{t('common.loading')}</span>;
  // Without names the ids still say what the document is about.
  const byId = new Map((substances.data ?? []).map((s) => [s.nslId, s]));
  return (
    <ul className="document-links__list">
      {nslIds.map((id) => {
        const substance = byId.get(id);
        if (!substance) return <li key={id}>{id}</li>;
        const atc = substance.atcCodes;
        return (
          <li key={id}>
            {substanceName(substance, lng)}
            {atc.length > 0 &&
              ` (${t('documents.atcCodes', {
                count: atc.length,
                codes: lng === 'en' ? englishList.format(atc) : joinSwedish(atc),
              })})`}
          </li>
        );
      })}
    </ul>
  );
}

function ProductNames({ nplIds }: { nplIds: readonly string[] }) {
  const { t, lng } = usePageTranslation();
  const products = useProducts(nplIds);
  if (products.isPending) return <span className="status-text">{t('common.loading')}</span>;
  const byId = new Map((products.data ?? []).map((p) => [p.nplId, p]));
  return (
    <ul className="document-links__list">
      {nplIds.map((id) => {
        const product = byId.get(id);
        return <li key={id}>{product ? productLabel(product, lng) : id}</li>;
      })}
    </ul>
  );
}

/**
 * What a document is about: its substances (with ATC codes) and the products it is specific to,
 * by name from /api/substance and /api/product. A document specific to no product applies to
 * every form of its substances, which the page says.
 */
export function DocumentLinks({
  nslIds,
  nplIds,
}: {
  nslIds: readonly string[];
  nplIds: readonly string[];
}) {
  const { t } = usePageTranslation();
  return (
    <dl className="document-links">
      {nslIds.length > 0 && (
        <div>
          <dt>{t('documents.substances', { count: nslIds.length })}</dt>
          <dd>
            <SubstanceNames nslIds={nslIds} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t('documents.products')}</dt>
        <dd>{nplIds.length > 0 ? <ProductNames nplIds={nplIds} /> : t('documents.allProducts')}</dd>
      </div>
    </dl>
  );
}
