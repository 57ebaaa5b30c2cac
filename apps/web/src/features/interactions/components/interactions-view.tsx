import { useTranslation } from 'react-i18next';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/query-status.tsx';
import {
  useSearchInteractions,
  type InteractionPair,
  type PairSide,
} from '../hooks/use-search-interactions.ts';
import { InteractionBadge } from './interaction-badge.tsx';

function SideName({ side }: { side: PairSide }) {
  const { t } = useTranslation();
  const products = joinSwedish(side.productNames);
  return (
    <span className="pair__side">
      <span className="pair__substance">{side.name}</span>
      {side.productNames.length > 0 && (
        <span className="pair__products"> {t('interactions.fromProducts', { products })}</span>
      )}
    </span>
  );
}

function PairItem({ pair }: { pair: InteractionPair }) {
  const { t } = useTranslation();
  return (
    <li className="pair">
      <InteractionBadge classification={pair.classification} />
      <span className="pair__names">
        <SideName side={pair.sides[0]} />
        <span className="pair__separator"> {t('interactions.and')} </span>
        <SideName side={pair.sides[1]} />
      </span>
    </li>
  );
}

/** The interactions tab: every interacting pair of the search list, most severe first. */
export function InteractionsView() {
  const { t } = useTranslation();
  const state = useSearchInteractions();

  return (
    <section className="source-panel" aria-labelledby="interactions-heading">
      <title>{t('interactions.pageTitle')}</title>
      <h2 id="interactions-heading">{t('interactions.heading')}</h2>
      {state.status === 'loading' && <LoadingMessage>{t('interactions.loading')}</LoadingMessage>}
      {state.status === 'error' && (
        <ErrorMessage onRetry={state.retry}>{t('interactions.error')}</ErrorMessage>
      )}
      {state.status === 'too-few' && <p className="hint">{t('interactions.tooFew')}</p>}
      {state.status === 'success' &&
        (state.pairs.length === 0 ? (
          <p className="empty-text">{t('interactions.none')}</p>
        ) : (
          <ul className="pair-list" aria-labelledby="interactions-heading">
            {state.pairs.map((pair) => (
              <PairItem key={pair.id} pair={pair} />
            ))}
          </ul>
        ))}
    </section>
  );
}
