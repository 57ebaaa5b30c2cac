import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import { useAnswerInSlices } from '../../../lib/assessment/use-answer-in-slices.ts';
import { PrintLink } from '../../../lib/print/print-link.tsx';
import { textIdsOf } from '../hooks/interaction-pairs.ts';
import { useSearchDuplications, type DuplicationItem } from '../hooks/use-search-duplications.ts';
import { useInteractionTexts, type TextState } from '../hooks/use-interaction-texts.ts';
import {
  useSearchInteractions,
  type SearchInteractionsState,
} from '../hooks/use-search-interactions.ts';
import { DuplicationFindings } from './duplication-findings.tsx';
import { InteractionLegend } from './interaction-legend.tsx';
import { InteractionPairItem } from './interaction-pair-item.tsx';
import { InteractionsStates } from './interactions-states.tsx';
import '../../../lib/page-texts.ts';

function Legend() {
  const { t } = useTranslation();
  return (
    <Disclosure className="legend-disclosure">
      <Heading level={3} className="legend-disclosure__heading">
        <Button slot="trigger" className="legend-disclosure__trigger">
          {t('interactions.legendHeading')}
          <span className="disclosure-chevron" aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className="legend-disclosure__panel">
        <div className="legend-disclosure__body">
          <InteractionLegend />
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

interface InteractionsContentProps {
  state: SearchInteractionsState;
  duplications: readonly DuplicationItem[];
  textOf: (id: string) => TextState;
}

/**
 * The tab's heading, the duplications first, then its states and the pairs; memoised, so only a
 * new answer renders it.
 */
const InteractionsContent = memo(function InteractionsContent({
  state,
  duplications,
  textOf,
}: InteractionsContentProps) {
  const { t } = useTranslation();
  return (
    <section className="source-panel" aria-labelledby="interactions-heading">
      <title>{t('interactions.pageTitle')}</title>
      <div className="source-panel__header">
        <h2 id="interactions-heading">{t('interactions.heading')}</h2>
        {(state.status === 'success' || duplications.length > 0) && (
          <PrintLink source="interactions" />
        )}
      </div>
      <DuplicationFindings items={duplications} />
      {/* Two products of one substance are one substance: no pair, but no need to add a drug. */}
      {state.status === 'too-few' && duplications.length > 0 ? (
        <p className="hint">{t('interactions.oneSubstance')}</p>
      ) : (
        <InteractionsStates
          state={state}
          renderPairs={(pairs) => (
            <ul className="pair-list" aria-labelledby="interactions-heading">
              {pairs.map((pair) => (
                <InteractionPairItem key={pair.id} pair={pair} textOf={textOf} />
              ))}
            </ul>
          )}
        />
      )}
      <Legend />
    </section>
  );
});

/**
 * The interactions tab: the therapeutic duplications of the search list, then every interacting
 * pair, most severe first.
 */
export function InteractionsView() {
  const state = useSearchInteractions();
  const duplications = useSearchDuplications();
  const textOf = useInteractionTexts(state.status === 'success' ? textIdsOf(state.pairs) : []);
  return <InteractionsContent {...useAnswerInSlices({ state, duplications, textOf })} />;
}
