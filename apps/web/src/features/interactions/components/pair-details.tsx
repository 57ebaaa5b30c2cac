import { useTranslation } from '../../../lib/i18n.ts';
import {
  INTERACTION_DOCUMENTATION_TEXT,
  INTERACTION_SEVERITY_TEXT,
} from '@medkompass/clinical/interaction-classification.ts';
import { joinSwedish } from '@medkompass/clinical/text.ts';
import type { DrugFormClassification, InteractionPair } from '../hooks/interaction-pairs.ts';
import type { TextState } from '../hooks/use-interaction-texts.ts';
import { InteractionBadge } from './interaction-badge.tsx';
import '../../../lib/page-texts.ts';

const TEXT_SECTIONS = [
  'consequence',
  'recommendation',
  'mechanism',
  'background',
  'references',
] as const;

function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('sv') + text.slice(1);
}

function PairText({ state }: { state: TextState }) {
  const { t } = useTranslation();
  switch (state.status) {
    case 'ready':
      return <p className="pair-text__body">{state.text}</p>;
    case 'loading':
      return <p className="status-text">{t('interactions.textLoading')}</p>;
    case 'failed':
      return <p className="pair-text__unavailable">{t('interactions.textFailed')}</p>;
    case 'missing':
      return <p className="muted">{t('interactions.textMissing')}</p>;
  }
}

function DrugFormRow({ row }: { row: DrugFormClassification }) {
  const { t } = useTranslation();
  const label =
    row.substanceName === null
      ? t('interactions.otherDrugForms')
      : upperFirst(
          t('interactions.drugFormOf', {
            administrations: joinSwedish(row.administrations.map((a) => t(`administration.${a}`))),
            substance: row.substanceName,
          }),
        );
  return (
    <li className={row.applies ? 'drug-forms__row drug-forms__row--applies' : 'drug-forms__row'}>
      <InteractionBadge classification={row.classification} />
      <span>
        {label}
        {row.applies && <strong> ({t('interactions.drugFormApplies')})</strong>}
      </span>
    </li>
  );
}

/**
 * Everything known about a pair: its grade in words, the grade per drug form, and the four
 * texts. Shown in a pair's disclosure panel and, whole, in the print view.
 */
export function PairDetails({
  pair,
  textOf,
}: {
  pair: InteractionPair;
  textOf: (id: string) => TextState;
}) {
  const { t } = useTranslation();
  const { severity, documentation } = pair.classification;
  return (
    <div className="pair-details">
      <dl className="pair-details__grades">
        <div>
          <dt>{t('interactions.severity')}</dt>
          <dd>
            <strong>{severity}</strong> – {INTERACTION_SEVERITY_TEXT[severity]}
          </dd>
        </div>
        <div>
          <dt>{t('interactions.documentation')}</dt>
          <dd>
            <strong>{documentation}</strong> – {INTERACTION_DOCUMENTATION_TEXT[documentation]}
          </dd>
        </div>
      </dl>
      {pair.drugForms.length > 0 && (
        <section className="drug-forms">
          <h4>{t('interactions.drugForms')}</h4>
          <ul className="drug-forms__list">
            {pair.drugForms.map((row) => (
              <DrugFormRow key={row.substanceName ?? 'default'} row={row} />
            ))}
          </ul>
        </section>
      )}
      {TEXT_SECTIONS.map((section) => {
        const id = pair.textIds[section];
        // The knowledge base may name no references for a pair.
        if (id === undefined || id === '') return null;
        return (
          <section key={section} className={`pair-text pair-text--${section}`}>
            <h4>{t(`interactions.${section}`)}</h4>
            <PairText state={textOf(id)} />
          </section>
        );
      })}
    </div>
  );
}
