import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useEnv } from '../../../lib/env/use-env.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { readSearchList } from '../../../lib/search-list/search-list-params.ts';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { sessionToken } from '../../../lib/session/session-token.ts';
import { fetchReviewBundle } from '../api/get-review.ts';
import { reviewFhirHref, reviewPrintHref } from '../review-params.ts';
import { embedderOrigin, sendReviewToRecord } from '../send-to-record.ts';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

const FHIR_FILE = 'medkompass-genomgang.json';

/** Saves the Bundle fetched with the session's token as the file the link would have given. */
async function saveReviewBundle(params: URLSearchParams): Promise<void> {
  const bundle = await fetchReviewBundle(params);
  const blob = new Blob([JSON.stringify(bundle, null, 2)], { type: 'application/fhir+json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = FHIR_FILE;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Ladda ner som FHIR": a plain link to the Bundle, which a browser sends without the session's
 * bearer token (ADR 17); with a session (a login, or a record system's) the file is fetched with
 * the token instead, so the sources the session opens are in it.
 */
function DownloadFhir({ params, href }: { params: URLSearchParams; href: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <a
        className="button button--secondary"
        href={href}
        download={FHIR_FILE}
        onClick={(event) => {
          if (sessionToken() === null) return;
          event.preventDefault();
          setFailed(false);
          saveReviewBundle(params).catch(() => {
            setFailed(true);
          });
        }}
      >
        {t('reviewActions.downloadFhir')}
      </a>
      {failed && <span role="alert">{t('reviewActions.downloadFailed')}</span>}
    </>
  );
}

/** "Skicka till journalen": the review's Bundle to the record system that embeds the app. */
function SendToRecord({ params, origin }: { params: URLSearchParams; origin: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<SendState>('idle');
  const send = async () => {
    setState('sending');
    try {
      sendReviewToRecord(await fetchReviewBundle(params), origin);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'sending'}
        onClick={() => void send()}
      >
        {t('reviewActions.sendToRecord')}
      </button>
      <span role="status" className="review-actions__status">
        {state === 'sent' && t('reviewActions.sent')}
        {state === 'failed' && t('reviewActions.sendFailed')}
      </span>
    </>
  );
}

/**
 * The whole review beside the tabs, for a list that has entries: its print document with the
 * list and patient of the address, its FHIR Bundle as a file, and in integrated mode inside a
 * record system's frame, the Bundle handed to the record system.
 */
export function ReviewActions() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const integrated = useIntegratedMode();
  const apiBase = useEnv()?.API_URL ?? '';
  if (readSearchList(params).length === 0) return null;
  const origin = integrated ? embedderOrigin() : null;
  return (
    <nav className="review-actions" aria-label={t('reviewActions.actionsLabel')}>
      <Link
        className="button button--secondary"
        to={reviewPrintHref(params)}
        target="_blank"
        rel="noopener"
      >
        {t('reviewActions.printAll')}{' '}
        <span className="visually-hidden">({t('reviewActions.newWindow')})</span>
      </Link>
      <DownloadFhir params={params} href={reviewFhirHref(apiBase, params)} />
      {origin !== null && <SendToRecord params={params} origin={origin} />}
    </nav>
  );
}
