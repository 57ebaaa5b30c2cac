import { useId, type ReactNode } from 'react';
import { usePageTranslation } from '../../lib/page-language.ts';
import type { SeverityScale } from '@medkompass/assessment/severity-order.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { DEACTIVATED_TOOLTIP } from '../../lib/assessment/tab-summary.ts';
import { useAnswerInSlices } from '../../lib/assessment/use-answer-in-slices.ts';
import { entriesBySeverity, type DocumentSeverity } from '../../lib/documents/document-severity.ts';
import type { DocumentSourceState } from '../../lib/documents/use-document-source.ts';
import { PrintLink } from '../../lib/print/print-link.tsx';
import { ErrorMessage, LoadingMessage } from '../ui/query-status.tsx';
import { SeveritySummary } from '../ui/severity-summary.tsx';
import type { CardHeadingLevel } from './document-card.tsx';
import { DocumentResultsList } from './document-results-list.tsx';
import '../../lib/page-texts.ts';
import { PageTitle } from '../../lib/print/print-title.tsx';

/** The tab itself, or its print view (every entry in full, no print link). */
export type DocumentTabVariant = 'tab' | 'print';

export interface DocumentTabProps<D extends { id: string }, S extends SeverityScale> {
  /** The source whose print view the tab links to; null: none (the English variant has none). */
  printSource: SourceName | null;
  variant?: DocumentTabVariant;
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
 * most severe first under a count line), and the key to the classes below; on the tab, a link to
 * its print view once there are entries.
 */
export function DocumentTab<D extends { id: string }, S extends SeverityScale>(
  tabProps: DocumentTabProps<D, S>,
) {
  const { t } = usePageTranslation();
  const headingId = useId();
  const print = tabProps.variant === 'print';
  const props = { ...tabProps, state: useAnswerInSlices(tabProps.state, !print) };
  return (
    <section
      className={print ? 'print-source document-tab' : 'source-panel document-tab'}
      aria-labelledby={headingId}
    >
      {print ? (
        <PageTitle>{`${props.heading} – ${t('print.pageTitle')}`}</PageTitle>
      ) : (
        <title>{props.pageTitle}</title>
      )}
      <div className="source-panel__header">
        <h2 id={headingId}>{props.heading}</h2>
        {!print && props.printSource !== null && props.state.status === 'success' && (
          <PrintLink source={props.printSource} />
        )}
      </div>
      <States props={props} headingId={headingId} />
      {props.legend}
    </section>
  );
}
