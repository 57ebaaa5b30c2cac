import { useId, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { usePageTranslation } from '../../lib/page-language.ts';
import { DEACTIVATED_TOOLTIP } from '../../lib/assessment/tab-summary.ts';
import type { Badge } from '@medkompass/clinical/document-classification.ts';
import type { DocumentPageState } from '../../lib/documents/get-document.ts';
import { ErrorMessage, LoadingMessage } from '../ui/query-status.tsx';
import { ClassLine } from './class-line.tsx';
import { DocumentLinks } from './document-links.tsx';

/** What every document page shows of its document, whatever its source. */
export interface DocumentView {
  title: string;
  badge: Badge;
  classText: string;
  nslIds: readonly string[];
  nplIds: readonly string[];
  /** ISO date 'yyyy-mm-dd'. */
  updated: string;
}

export interface DocumentPageProps<T> {
  /** The source's name, e.g. 'Amning'. */
  sourceName: string;
  /** The source's tab, to go back to with the search list kept. */
  sourcePath: string;
  state: DocumentPageState<T>;
  view: (document: T) => DocumentView;
  /** The document's texts as sections (DocumentSection), in the order the source reads. */
  sections: (document: T) => ReactNode;
}

/** A labelled text of a document page; an empty text is not shown. Plain text, never HTML. */
export function DocumentSection({
  heading,
  text,
  variant,
}: {
  heading: string;
  text: string;
  /** 'public': advice to the public, set apart from the advice to staff. */
  variant?: 'public';
}) {
  const headingId = useId();
  if (text.trim() === '') return null;
  return (
    <section
      className={
        variant === 'public' ? 'document-section document-section--public' : 'document-section'
      }
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{heading}</h3>
      <p className="document-section__text">{text}</p>
    </section>
  );
}

const DATES = {
  sv: new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};

function BackLink({ sourceName, sourcePath }: { sourceName: string; sourcePath: string }) {
  const { t } = usePageTranslation();
  const { search } = useLocation();
  return (
    <p className="document-page__back">
      <Link to={{ pathname: sourcePath, search }}>
        <span aria-hidden="true">← </span>
        {t('documents.backToTab', { source: sourceName })}
      </Link>
    </p>
  );
}

function Whole<T>({ props, document }: { props: DocumentPageProps<T>; document: T }) {
  const { t, lng } = usePageTranslation();
  const headingId = useId();
  const view = props.view(document);
  return (
    <article aria-labelledby={headingId}>
      <title>{t('documents.pageTitle', { title: view.title, source: props.sourceName })}</title>
      <p className="document-page__source">{props.sourceName}</p>
      <h2 id={headingId} className="document-page__title">
        {view.title}
      </h2>
      <ClassLine badge={view.badge} text={view.classText} />
      {props.sections(document)}
      <section className="document-section" aria-labelledby={`${headingId}-applies`}>
        <h3 id={`${headingId}-applies`}>{t('documents.appliesTo')}</h3>
        <DocumentLinks nslIds={view.nslIds} nplIds={view.nplIds} />
      </section>
      <p className="document-page__updated">
        {t('documents.updated')}{' '}
        <time dateTime={view.updated}>
          {DATES[lng].format(new Date(`${view.updated}T00:00:00Z`))}
        </time>
      </p>
    </article>
  );
}

/**
 * A document page (specification §2: /amning/{document} …): the whole document, every field the
 * knowledge base holds, with a way back to the tab that keeps the search list; or its loading,
 * not-found, unavailable or error state.
 */
export function DocumentPage<T>(props: DocumentPageProps<T>) {
  const { t } = usePageTranslation();
  const { state } = props;
  return (
    <div className="document-page">
      {/* One link in every state, so it stays where it is (and keeps focus) when the page loads. */}
      <BackLink sourceName={props.sourceName} sourcePath={props.sourcePath} />
      {state.status === 'success' ? (
        <Whole props={props} document={state.document} />
      ) : (
        <section aria-label={props.sourceName}>
          <title>{t('documents.pageTitleState', { source: props.sourceName })}</title>
          {state.status === 'loading' && <LoadingMessage>{t('documents.loading')}</LoadingMessage>}
          {state.status === 'not-found' && (
            <>
              <h2>{t('documents.notFound')}</h2>
              <p>{t('documents.notFoundHint')}</p>
            </>
          )}
          {state.status === 'unavailable' && <p className="notice">{DEACTIVATED_TOOLTIP}</p>}
          {state.status === 'error' && (
            <ErrorMessage onRetry={state.retry}>{t('documents.error')}</ErrorMessage>
          )}
        </section>
      )}
    </div>
  );
}
