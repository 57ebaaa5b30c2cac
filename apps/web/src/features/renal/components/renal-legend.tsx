import { useTranslation } from '../../../lib/i18n.ts';
import { UNASSESSED_BADGE } from '@medkompass/clinical/document-classification.ts';
import {
  letterColour,
  letterRank,
  type SeverityLetter,
} from '@medkompass/clinical/severity-scale.ts';
import { ClassLegend } from '../../../components/documents/class-legend.tsx';
import type { AdviceState } from '../hooks/use-renal-view.ts';
import '../../../lib/page-texts.ts';

/**
 * The key to the renal classes of the advice shown: each letter A–D with the knowledge base's own
 * description of it (the text the tab's badges carry), and '?'. The letters' meaning is the
 * knowledge base's, so the key lists those the answer gives.
 */
export function RenalLegend({ advice }: { advice: AdviceState }) {
  const { t } = useTranslation();
  const descriptions = new Map<SeverityLetter, string>();
  if (advice.status === 'success') {
    for (const drug of advice.drugs)
      for (const document of drug.documents)
        for (const { classification } of document.recommendations)
          if (!descriptions.has(classification.code))
            descriptions.set(classification.code, classification.description);
  }
  const letters = [...descriptions.keys()].sort((a, b) => letterRank(a) - letterRank(b));
  return (
    <ClassLegend
      heading={t('documents.legendHeading')}
      intro={t('renal.legendIntro')}
      rows={[
        ...letters.map((code) => ({
          badge: { code, colour: letterColour(code) },
          text: descriptions.get(code) ?? '',
        })),
        { badge: UNASSESSED_BADGE, text: t('renal.legendUnassessed') },
      ]}
    />
  );
}
