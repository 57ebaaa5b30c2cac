import { useTranslation } from '../../../lib/i18n.ts';
import type { SideEffectOccurrence } from '@medkompass/contracts/side-effects.ts';
import { useProducts } from '../../../lib/search-list/get-products.ts';
import { FREQUENCY_KEYS } from './frequency.ts';
import '../../../lib/page-texts.ts';

/** The drug an occurrence belongs to: the substance, and the list's products it came in. */
function useDrugName() {
  const { t } = useTranslation();
  return (occurrence: SideEffectOccurrence, productNames: Map<string, string>) => {
    const products = occurrence.nplIds.map((id) => productNames.get(id) ?? id);
    return products.length === 0
      ? occurrence.substance
      : t('sideEffects.inProducts', {
          substance: occurrence.substance,
          products: products.join(', '),
        });
  };
}

/** Side effects as a table: the side effect, the drug of the list and how often it occurs. */
export function OccurrenceTable({
  occurrences,
  caption,
}: {
  occurrences: SideEffectOccurrence[];
  caption: string;
}) {
  const { t } = useTranslation();
  const drugName = useDrugName();
  const products = useProducts([...new Set(occurrences.flatMap((o) => o.nplIds))]);
  const productNames = new Map((products.data ?? []).map((p) => [p.nplId, p.name]));
  return (
    <table className="side-effect-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sideEffects.columnTerm')}</th>
          <th scope="col">{t('sideEffects.columnDrug')}</th>
          <th scope="col">{t('sideEffects.columnFrequency')}</th>
        </tr>
      </thead>
      <tbody>
        {occurrences.map((occurrence) => (
          <tr key={`${occurrence.term}-${occurrence.nslId}`}>
            <td>{occurrence.term}</td>
            <td>{drugName(occurrence, productNames)}</td>
            <td>{t(FREQUENCY_KEYS[occurrence.frequency])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
