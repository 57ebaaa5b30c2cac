import { useId, type ReactNode } from 'react';
import { usePageTranslation } from '../../lib/page-language.ts';
import type { SeverityScale } from '@medkompass/assessment/severity-order.ts';
import { DEACTIVATED_TOOLTIP } from '../../lib/assessment/tab-summary.ts';
import { entriesBySeverity, type DocumentSeverity } from '../../lib/documents/document-severity.ts';
import type { DocumentSourceState } from '../../lib/documents/use-document-source.ts';
import { ErrorMessage, LoadingMessage } from '../ui/query-status.tsx';
import { SeveritySummary } from '../ui/severity-summary.tsx';
import type { CardHeadingLevel } from './document-card.tsx';
import { DocumentResultsList } from './document-results-list.tsx';

export interface DocumentTabProps<D extends { id: string }, S extends SeverityScale> {
  pageTitle: string;
  heading: string;
  state: DocumentSourceState<D>;
  /** The source's scale and each document's grade on it: the entries are listed by it. */
  severity: DocumentSeverity<D, S>;
  texts: {
    loading: string;
    error: string;
    /** No assessment of a substance or product, said plainly. */
    unassessed: (name: string) => string;
  };
  renderDocument: (document: D, headingLevel: CardHeadingLevel) => ReactNode;
  /** The key to the source's classes, shown in every state. */
  legend: ReactNode;
}

function Entries<D extends { id: string }, S extends SeverityScale>({
  props,
  state,
  headingId,
}: {
  props: DocumentTabProps<D, S>;
  state: DocumentSourceState<D> & { status: 'success' };
  headingId: string;
}) {
  const { lng } = usePageTranslation();
  const { entries, summary } = entriesBySeverity(state.entries, props.severity, lng);
  return (
    <>
      <SeveritySummary summary={summary} />
      <DocumentResultsList
        entries={entries}
        labelledBy={headingId}
        unassessedText={props.texts.unassessed}
        renderDocument={props.renderDocument}
      />
    </>
  );
}

function States<D extends { id: string }, S extends SeverityScale>({
  props,
  headingId,
}: {
  props: DocumentTabProps<D, S>;
  headingId: string;
}) {
  const { t } = usePageTranslation();
  const { state, texts } = props;
  switch (state.status) {
    case 'unavailable':
      return <p className="notice">{DEACTIVATED_TOOLTIP}</p>;
    case 'empty':
      return <p className="hint">{t('documents.emptyList')}</p>;
    case 'loading':
      return <LoadingMessage>{texts.loading}</LoadingMessage>;
    case 'error':
      return <ErrorMessage onRetry={state.retry}>{texts.error}</ErrorMessage>;
    case 'success':
      return <Entries props={props} state={state} headingId={headingId} />;
  }
}

/**
 * A document source's tab page (lactation, fetal impact, genus): one entry per item of the search
 * list in every state (switched off, nothing searched, loading, error with retry, the entries
 * most severe first under a count line), and the key to the classes below.
 */
export function DocumentTab<D extends { id: string }, S extends SeverityScale>(
  props: DocumentTabProps<D, S>,
) {
  const headingId = useId();
  return (
    <section className="source-panel document-tab" aria-labelledby={headingId}>
      <title>{props.pageTitle}</title>
      <div className="source-panel__header">
        <h2 id={headingId}>{props.heading}</h2>
      </div>
      <States props={props} headingId={headingId} />
      {props.legend}
    </section>
  );
}
