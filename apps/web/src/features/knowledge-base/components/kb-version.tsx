import { useTranslation } from '../../../lib/i18n.ts';
import { useKbInfo } from '../api/get-kb-info.ts';
import '../../../lib/page-texts.ts';

const PUBLISHED = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long' });

/**
 * Which knowledge base the assessments come from: its name, version and publication date
 * (GET /api/kb/info), so a printout can be traced to the content it was made from.
 */
export function KbVersion() {
  const { t } = useTranslation();
  const kbInfo = useKbInfo();
  if (kbInfo.isPending) return <p className="status-text">{t('print.kbLoading')}</p>;
  if (kbInfo.isError) return <p className="muted">{t('print.kbFailed')}</p>;
  return (
    <p className="kb-version">
      {t('print.kbVersion', {
        name: kbInfo.data.name,
        version: kbInfo.data.kbVersion,
        date: PUBLISHED.format(new Date(kbInfo.data.publishedAt)),
      })}
    </p>
  );
}
