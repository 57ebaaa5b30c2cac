import { useTranslation } from '../../../lib/i18n.ts';
import { textIdsOf } from '../hooks/interaction-pairs.ts';
import { useInteractionTexts } from '../hooks/use-interaction-texts.ts';
import { useSearchDuplications } from '../hooks/use-search-duplications.ts';
import { useSearchInteractions } from '../hooks/use-search-interactions.ts';
import { DuplicationFindings } from './duplication-findings.tsx';
import { InteractionBadge } from './interaction-badge.tsx';
import { InteractionLegend } from './interaction-legend.tsx';
import { InteractionsStates } from './interactions-states.tsx';
import { PairDetails } from './pair-details.tsx';
import { PairNames } from './pair-names.tsx';
import '../../../lib/page-texts.ts';
import { PageTitle } from '../../../lib/print/print-title.tsx';

/**
 * The interactions for print: the duplications first, then every pair open, with its grade and
 * all its texts, and the key.
 */
export function InteractionsPrintView() {
  const { t } = useTranslation();
  const state = useSearchInteractions();
  const duplications = useSearchDuplications();
  const textOf = useInteractionTexts(state.status === 'success' ? textIdsOf(state.pairs) : []);

  return (
    <section className="print-source" aria-labelledby="print-interactions-heading">
      <PageTitle>{t('print.pageTitle')}</PageTitle>
      <h2 id="print-interactions-heading">{t('interactions.printHeading')}</h2>
      <DuplicationFindings items={duplications} />
      {state.status === 'too-few' && duplications.length > 0 ? (
        <p className="hint">{t('interactions.oneSubstance')}</p>
      ) : (
        <InteractionsStates
          state={state}
          renderPairs={(pairs) => (
            <ul className="print-pairs" aria-labelledby="print-interactions-heading">
              {pairs.map((pair) => (
                <li key={pair.id} className="print-pair">
                  <h3 className="print-pair__heading">
                    <InteractionBadge classification={pair.classification} />
                    <PairNames pair={pair} />
                  </h3>
                  <PairDetails pair={pair} textOf={textOf} />
                </li>
              ))}
            </ul>
          )}
        />
      )}
      <section className="print-legend" aria-labelledby="print-legend-heading">
        <h3 id="print-legend-heading">{t('interactions.legendHeading')}</h3>
        <InteractionLegend />
      </section>
    </section>
  );
}
