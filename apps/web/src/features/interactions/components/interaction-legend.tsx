import { useTranslation } from '../../../lib/i18n.ts';
import {
  INTERACTION_DOCUMENTATION_TEXT,
  INTERACTION_SEVERITY_TEXT,
  interactionColour,
  type InteractionDocumentation,
  type InteractionSeverity,
} from '@medkompass/clinical/interaction-classification.ts';
import { badgeClassName } from '../../../components/ui/classification-badge.tsx';
import { DuplicationLegend } from './duplication-legend.tsx';
import '../../../lib/page-texts.ts';

const SEVERITIES: InteractionSeverity[] = ['A', 'B', 'C', 'D'];
const DOCUMENTATION: InteractionDocumentation[] = [0, 1, 2, 3, 4];

/**
 * What the duplication marks, A–D and 0–4 mean: the tooltip texts of specification §3, from
 * packages/clinical, in small tables so they read well on screen, with a screen reader and on
 * paper. Duplications come first, as on the tab.
 */
export function InteractionLegend() {
  const { t } = useTranslation();
  return (
    <div className="legend">
      <DuplicationLegend />
      <table className="legend__table">
        <caption>{t('interactions.legendSeverity')}</caption>
        <tbody>
          {SEVERITIES.map((severity) => (
            <tr key={severity}>
              <th scope="row">
                <span className={badgeClassName(interactionColour(severity))}>{severity}</span>
              </th>
              <td>{INTERACTION_SEVERITY_TEXT[severity]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="legend__table">
        <caption>{t('interactions.legendDocumentation')}</caption>
        <tbody>
          {DOCUMENTATION.map((documentation) => (
            <tr key={documentation}>
              <th scope="row">
                <span className="legend__digit">{documentation}</span>
              </th>
              <td>{INTERACTION_DOCUMENTATION_TEXT[documentation]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="legend__example">{t('interactions.legendExample')}</p>
    </div>
  );
}
