import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { SearchField } from 'react-aria-components/SearchField';
import { ErrorMessage, LoadingMessage } from '../../../components/ui/query-status.tsx';
import { isEmptyList, useAssessmentList } from '../../../lib/assessment/assessment-list.ts';
import { useSideEffects } from '../api/get-side-effects.ts';
import { OccurrenceTable } from './occurrence-table.tsx';
import '../../../lib/page-texts.ts';

/** Waits until typing pauses, so each term is asked for once. */
function useSettled(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delayMs]);
  return settled;
}

/**
 * The side-effect search (/biverkning, linked in integrated mode): a side effect in Swedish gives
 * the drugs of the list that can cause it, most frequent first; below, every side effect of the
 * list by organ system. Rules and data: packages/assessment over the knowledge base.
 */
export function SideEffectPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useAssessmentList();
  const [term, setTerm] = useState('');
  const query = useSideEffects(list, useSettled(term.trim()));
  const data = query.data;
  const searched = data !== undefined && term.trim() !== '';

  return (
    <section className="source-panel side-effects" aria-labelledby={headingId}>
      <title>{t('sideEffects.pageTitle')}</title>
      <h2 id={headingId}>{t('sideEffects.heading')}</h2>
      <p>{t('sideEffects.intro')}</p>
      {isEmptyList(list) ? (
        <p className="hint">{t('sideEffects.emptyList')}</p>
      ) : (
        <>
          <SearchField className="side-effects__search" value={term} onChange={setTerm}>
            <Label className="field-label">{t('sideEffects.searchLabel')}</Label>
            <Input className="search-box__input" placeholder={t('sideEffects.placeholder')} />
          </SearchField>
          {query.isPending && <LoadingMessage>{t('sideEffects.loading')}</LoadingMessage>}
          {query.isError && (
            <ErrorMessage onRetry={() => void query.refetch()}>
              {t('sideEffects.error')}
            </ErrorMessage>
          )}
          <p role="status" className="visually-hidden">
            {searched
              ? t('sideEffects.matchCount', { count: data.matches.length, term: term.trim() })
              : ''}
          </p>
          {searched &&
            (data.matches.length === 0 ? (
              <p>{t('sideEffects.noMatches', { term: term.trim() })}</p>
            ) : (
              <section aria-labelledby={`${headingId}-matches`}>
                <h3 id={`${headingId}-matches`}>
                  {t('sideEffects.matchesHeading', { term: term.trim() })}
                </h3>
                <OccurrenceTable
                  occurrences={data.matches}
                  caption={t('sideEffects.matchesHeading', { term: term.trim() })}
                />
              </section>
            ))}
          {data && data.withoutData.length > 0 && (
            <p className="notice">
              {t('sideEffects.withoutData', {
                names: data.withoutData.map((w) => w.substance ?? w.nslId).join(', '),
              })}
            </p>
          )}
          {data && (
            <section aria-labelledby={`${headingId}-all`}>
              <h3 id={`${headingId}-all`}>{t('sideEffects.allHeading')}</h3>
              {data.organSystems.map((system) => (
                <section key={system.id} aria-label={system.label} className="side-effects__system">
                  <h4>{system.label}</h4>
                  <OccurrenceTable occurrences={system.effects} caption={system.label} />
                </section>
              ))}
            </section>
          )}
        </>
      )}
    </section>
  );
}
