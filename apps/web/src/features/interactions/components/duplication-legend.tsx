import { useTranslation } from '../../../lib/i18n.ts';
import { DuplicationMark } from './duplication-findings.tsx';
import '../../../lib/page-texts.ts';

/** The key's entry for duplications (ADR 36): what the two marks above the pairs mean. */
export function DuplicationLegend() {
  const { t } = useTranslation();
  return (
    <table className="legend__table legend__table--duplication">
      <caption>{t('interactions.legendDuplication')}</caption>
      <tbody>
        <tr>
          <th scope="row">
            <DuplicationMark level="warning" />
          </th>
          <td>{t('interactions.legendDuplicationWarning')}</td>
        </tr>
        <tr>
          <th scope="row">
            <DuplicationMark level="note" />
          </th>
          <td>{t('interactions.legendDuplicationNote')}</td>
        </tr>
      </tbody>
    </table>
  );
}
