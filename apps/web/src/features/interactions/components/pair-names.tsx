import { useTranslation } from '../../../lib/i18n.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import type { InteractionPair, PairSide } from '../hooks/interaction-pairs.ts';
import '../../../lib/page-texts.ts';

function SideName({ side }: { side: PairSide }) {
  const { t } = useTranslation();
  const products = joinSwedish(side.productNames);
  return (
    <span className="pair__side">
      <span className="pair__substance">{side.name}</span>
      {side.productNames.length > 0 && (
        <>
          {' '}
          <span className="pair__products">{t('interactions.fromProducts', { products })}</span>
        </>
      )}
    </span>
  );
}

/** 'warfarin (i Waran) och ibuprofen (i Ipren)': the two substances and the chosen products. */
export function PairNames({ pair }: { pair: InteractionPair }) {
  const { t } = useTranslation();
  return (
    <span className="pair__names">
      <SideName side={pair.sides[0]} /> {t('interactions.and')} <SideName side={pair.sides[1]} />
    </span>
  );
}
