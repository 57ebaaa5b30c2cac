import { useTranslation } from 'react-i18next';
import { mostSevereInteraction } from '@medkompass/clinical/interaction-classification.ts';
import { useSearchInteractions } from '../hooks/use-search-interactions.ts';
import { InteractionBadge } from './interaction-badge.tsx';

/** The interactions tab's badge: the most severe classification of the current search list. */
export function InteractionsTabBadge() {
  const { t } = useTranslation();
  const state = useSearchInteractions();
  if (state.status === 'loading') {
    return <span className="visually-hidden">{t('common.loading')}</span>;
  }
  if (state.status !== 'success') return null;
  const mostSevere = mostSevereInteraction(state.pairs.map((pair) => pair.classification));
  return mostSevere ? <InteractionBadge classification={mostSevere} /> : null;
}
