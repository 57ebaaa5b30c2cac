import { useTranslation } from '../../../lib/i18n.ts';
import { productLabel } from '@medkompass/assessment/product-label.ts';
import type { AdministrationChoice } from '@medkompass/clinical/riskprofile-scoring.ts';
import type { SubstanceRow } from '../hooks/use-riskprofile-view.ts';
import { AdministrationSelect } from './administration-select.tsx';
import '../../../lib/page-texts.ts';

/** Where a substance comes from: the searched products that contain it, with their routes. */
function ProductNote({ row }: { row: SubstanceRow }) {
  const { t } = useTranslation();
  if (row.products.length === 0) return null;
  const products = row.products
    .map((product) =>
      t('riskprofile.productForm', {
        product: productLabel(product),
        administration: t(`administration.${product.drugForm.administration}`),
      }),
    )
    .join(', ');
  return <p className="risk-substance__products">{t('riskprofile.inProducts', { products })}</p>;
}

/** What a substance adds: its administration, or why it adds nothing. */
function SubstanceStatus({ row, choose }: { row: SubstanceRow; choose: Choose | null }) {
  const { t } = useTranslation();
  if (row.entry.status === 'notAssessed') {
    return (
      <p className="risk-substance__status">
        <span className="risk-substance__unassessed">{t('riskprofile.notAssessed')}</span>{' '}
        {t('riskprofile.notAssessedHint')}
      </p>
    );
  }
  if (row.options.length === 0) {
    return (
      <p className="risk-substance__status">
        <strong>{t('riskprofile.noRisks')}</strong> {t('riskprofile.noRisksHint')}
      </p>
    );
  }
  if (choose === null) {
    return (
      <p className="risk-substance__status">
        {t('riskprofile.administrationChosen', {
          choice: t(`riskprofile.choice.${row.administration}`),
        })}
      </p>
    );
  }
  return (
    <AdministrationSelect
      substance={row.name}
      options={row.options}
      value={row.administration}
      onChange={(choice) => {
        choose(row.entry.nslId, choice);
      }}
    />
  );
}

type Choose = (nslId: string, choice: AdministrationChoice) => void;

/**
 * The list's substances, each with its administration (MAX unless chosen otherwise): a choice on
 * the tab, the chosen one as text in print (`choose` null).
 */
export function RiskprofileSubstances({
  substances,
  choose,
}: {
  substances: readonly SubstanceRow[];
  choose: Choose | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="risk-section" aria-labelledby="risk-substances-heading">
      <h3 id="risk-substances-heading">{t('riskprofile.substancesHeading')}</h3>
      {choose !== null && <p className="hint">{t('riskprofile.substancesHint')}</p>}
      <ul className="risk-substances" aria-labelledby="risk-substances-heading">
        {substances.map((row) => (
          <li key={row.entry.nslId} className="risk-substance">
            <div className="risk-substance__name">
              <span className="risk-substance__title">{row.name}</span>
              <ProductNote row={row} />
            </div>
            <SubstanceStatus row={row} choose={choose} />
          </li>
        ))}
      </ul>
    </section>
  );
}
