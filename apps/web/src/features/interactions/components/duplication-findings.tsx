import { useTranslation } from '../../../lib/i18n.ts';
import type { DuplicationLevel } from '@medkompass/contracts/duplication.ts';
import type { DuplicationItem } from '../hooks/use-search-duplications.ts';
import '../../../lib/page-texts.ts';

/** The mark before a finding: a duplication warning, or a note for one through a topical form. */
export function DuplicationMark({ level }: { level: DuplicationLevel }) {
  const { t } = useTranslation();
  return (
    <span className={`duplication-mark duplication-mark--${level}`}>
      {t(level === 'warning' ? 'interactions.duplicationWarning' : 'interactions.duplicationNote')}
    </span>
  );
}

function Finding({ item }: { item: DuplicationItem }) {
  const { t } = useTranslation();
  return (
    <li className={`duplication duplication--${item.level}`}>
      <h3 className="duplication__heading">
        <DuplicationMark level={item.level} />{' '}
        <span>
          {t(
            item.kind === 'substance'
              ? 'interactions.duplicationSubstance'
              : 'interactions.duplicationClass',
            { name: item.subject },
          )}
        </span>
      </h3>
      <p className="duplication__sentence">{item.sentence}</p>
      <dl className="duplication__texts">
        <div>
          <dt>{t('interactions.duplicationHazard')}</dt>
          <dd>{item.hazard}</dd>
        </div>
        <div>
          <dt>{t('interactions.duplicationAdvice')}</dt>
          <dd>{item.advice}</dd>
        </div>
      </dl>
      {item.level === 'note' && (
        <p className="duplication__topical">{t('interactions.duplicationTopical')}</p>
      )}
    </li>
  );
}

/**
 * The list's therapeutic duplications, shown first on the interactions tab and in its print
 * (ADR 36): warnings, then notes, each with the entries it names, the hazard and what to do.
 * Always open: a duplication is a finding to act on, not a detail to look up.
 */
export function DuplicationFindings({ items }: { items: readonly DuplicationItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <ul className="duplication-list" aria-label={t('interactions.duplicationsLabel')}>
      {items.map((item) => (
        <Finding key={item.key} item={item} />
      ))}
    </ul>
  );
}
