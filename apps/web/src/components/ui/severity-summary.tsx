import { usePageTranslation } from '../../lib/page-language.ts';
import '../../lib/page-texts.ts';

/**
 * The one line above a tab's results that counts them per class, most severe first ('Översikt:
 * 2 D, 3 C, 1 ej bedömd'); the text comes from packages/assessment (severitySummary). Nothing to
 * count: nothing shown.
 */
export function SeveritySummary({ summary }: { summary: string }) {
  const { t } = usePageTranslation();
  if (summary === '') return null;
  return <p className="severity-summary">{t('severity.summary', { summary })}</p>;
}
