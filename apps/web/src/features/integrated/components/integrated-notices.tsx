import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverPaintedLazy } from '../../../lib/server-painted-lazy.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { unidentifiedCount } from '../../../lib/session/unidentified-count.ts';
import { useResolvedSearchList } from '../../../lib/search-list/use-resolved-search-list.ts';
import { useSearchList } from '../../../lib/search-list/use-search-list.ts';

// What a SMART launch read from the record (ADR 48): its code and texts load in integrated mode
// only, and it shows nothing unless this tab was launched so. The server paints it (as nothing)
// with its module loaded, so the browser hydrates the page without suspending here.
const SmartRecordNotice = serverPaintedLazy('smart-record-notice', () =>
  import('./smart-record-notice.tsx').then((m) => m.SmartRecordNotice),
);

/**
 * In integrated mode (DESIGN 'Integrated mode'): the reminder to compare the record's drug list
 * with the decision support's, always; and an error-type message when drugs could not be
 * identified, by the record system (`unidentified=N`) or by the knowledge base.
 */
export function IntegratedNotices() {
  const { t } = useTranslation();
  const integrated = useIntegratedMode();
  const [params] = useSearchParams();
  const { entries } = useSearchList();
  const resolved = useResolvedSearchList(entries);
  if (!integrated) return null;
  const unknown = resolved.entries.filter((entry) => entry.status === 'unknown').length;
  const count = unidentifiedCount(params, unknown);
  return (
    <div className="integrated-notices">
      {count > 0 && (
        <section
          className="integrated-notice integrated-notice--error"
          aria-labelledby="unidentified-heading"
        >
          <p>
            <strong id="unidentified-heading">{t('integrated.unidentified', { count })}</strong>{' '}
            {t('integrated.unidentifiedHint', { count })}
          </p>
        </section>
      )}
      <Suspense fallback={null}>
        <SmartRecordNotice />
      </Suspense>
      <p className="integrated-notice integrated-notice--warning">{t('integrated.compareLists')}</p>
    </div>
  );
}
