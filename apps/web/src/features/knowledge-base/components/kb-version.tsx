import { useTranslation } from '../../../lib/i18n.ts';
import { useKbInfo } from '../api/get-kb-info.ts';
import '../../../lib/page-texts.ts';

/** Which knowledge base the assessments come from: its name and version (GET /api/kb/info). */
export function KbVersion() {
  const { t } = useTranslation();
  const kbInfo = useKbInfo();
  if (kbInfo.isPending) return <p className="status-text">{t('print.kbLoading')}</p>;
  if (kbInfo.isError) return <p className="muted">{t('print.kbFailed')}</p>;
  return (
    <p className="kb-version">
      {t('print.kbVersion', { name: kbInfo.data.name, version: kbInfo.data.kbVersion })}
    </p>
  );
}
