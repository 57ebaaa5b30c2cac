import { useTranslation } from '../../../lib/i18n.ts';
import type { RenalWarning } from '@medkompass/clinical/renal-warnings.ts';
import '../../../lib/page-texts.ts';

/**
 * The renal warnings (specification §5, dv1–dv18), most important first: yellow warnings say
 * why an estimate is missing or uncertain, blue notes how it was made. Each says in words what
 * its colour and icon say.
 */
export function WarningList({ warnings }: { warnings: readonly RenalWarning[] }) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <ul className="renal-warnings" aria-label={t('renal.warningsLabel')}>
      {warnings.map((warning) => (
        <li key={warning.code} className={`renal-warning renal-warning--${warning.colour}`}>
          <span className="renal-warning__icon" aria-hidden="true">
            {warning.colour === 'yellow' ? '!' : 'i'}
          </span>
          <span>
            <span className="visually-hidden">
              {warning.colour === 'yellow' ? t('renal.warning') : t('renal.info')}:{' '}
            </span>
            {warning.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
