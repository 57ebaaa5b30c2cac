import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { severitySummary, UNASSESSED } from '@medkompass/assessment/severity-order.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/query-status.tsx';
import { SeveritySummary } from '../../../components/ui/severity-summary.tsx';
import type { InteractionPair } from '../hooks/interaction-pairs.ts';
import type { SearchInteractionsState } from '../hooks/use-search-interactions.ts';
import '../../../lib/page-texts.ts';

/** Substance names are written in lower case; this one starts a sentence. */
const capitalised = (text: string): string =>
  text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);

/**
 * The interactions of the search list in every state the tab and its print share: loading, an
 * error with a retry, unavailable, too few drugs, none found, or the pairs as `renderPairs` lays
 * them out. 'None found' is said only when every substance was assessed; otherwise the tab names
 * those it has not assessed, since no pair found is no assurance for them.
 */
export function InteractionsStates({
  state,
  renderPairs,
}: {
  state: SearchInteractionsState;
  renderPairs: (pairs: InteractionPair[]) => ReactNode;
}) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'loading':
      return <LoadingMessage>{t('interactions.loading')}</LoadingMessage>;
    case 'error':
      return <ErrorMessage onRetry={state.retry}>{t('interactions.error')}</ErrorMessage>;
    case 'unavailable':
      return <p className="notice">{state.message}</p>;
    case 'too-few':
      return <p className="hint">{t('interactions.tooFew')}</p>;
    case 'success':
      return (
        <>
          {/* The pairs per grade, and the substances not assessed ('?'), counted in one line. */}
          <SeveritySummary
            summary={severitySummary('interactions', [
              ...state.pairs.map((pair) => pair.classification.severity),
              ...state.unassessed.map(() => UNASSESSED),
            ])}
          />
          {state.unassessed.length > 0 && (
            <p className="notice interactions-unassessed" role="note">
              <span className="unassessed-mark" aria-hidden="true">
                ?
              </span>
              <span>
                {t('interactions.unassessed', {
                  names: capitalised(joinSwedish(state.unassessed)),
                  count: state.unassessed.length,
                })}
              </span>
            </p>
          )}
          {state.pairs.length > 0 ? (
            renderPairs(state.pairs)
          ) : (
            <p className="empty-text">
              {t(
                state.unassessed.length > 0
                  ? 'interactions.noneAmongAssessed'
                  : 'interactions.none',
              )}
            </p>
          )}
        </>
      );
  }
}
