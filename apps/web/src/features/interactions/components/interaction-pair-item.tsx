import { Button } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { Heading } from 'react-aria-components/Heading';
import type { InteractionPair } from '../hooks/interaction-pairs.ts';
import type { TextState } from '../hooks/use-interaction-texts.ts';
import { InteractionBadge } from './interaction-badge.tsx';
import { PairDetails } from './pair-details.tsx';
import { PairNames } from './pair-names.tsx';

/**
 * One pair as a disclosure: the heading's button (aria-expanded, aria-controls) shows the grade
 * and the two substances; its panel the grade in words, the drug forms and the texts. A closed
 * panel is hidden 'until found', so the browser's find-in-page still reaches its texts.
 */
export function InteractionPairItem({
  pair,
  textOf,
}: {
  pair: InteractionPair;
  textOf: (id: string) => TextState;
}) {
  return (
    <li className="pair">
      <Disclosure className="pair__disclosure">
        <Heading level={3} className="pair__heading">
          <Button slot="trigger" className="pair__trigger">
            <InteractionBadge classification={pair.classification} />
            <PairNames pair={pair} />
            <span className="disclosure-chevron" aria-hidden="true" />
          </Button>
        </Heading>
        <DisclosurePanel className="pair__panel">
          <div className="pair__panel-body">
            <PairDetails pair={pair} textOf={textOf} />
          </div>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
