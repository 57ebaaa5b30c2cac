import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SMART_REDIRECT_PATH } from '@medkompass/assessment/site-routes.ts';
import { useTranslation, type TranslationKey } from '../../../lib/i18n.ts';
import '../../../lib/page-texts.ts';
import { forgetSmartRecordNote } from '../../../lib/session/smart-record-note.ts';
import {
  completeSmartLaunch,
  SmartLaunchError,
  startSmartLaunch,
  type SmartFailure,
} from '../smart-launch.ts';

const FAILURE_TEXT: Record<SmartFailure, TranslationKey> = {
  refused: 'smart.failure.refused',
  expired: 'smart.failure.expired',
  timeout: 'smart.failure.timeout',
  malformed: 'smart.failure.malformed',
  unknownSystem: 'smart.failure.unknownSystem',
  noPatient: 'smart.failure.noPatient',
  failed: 'smart.failure.failed',
};

/**
 * /launch and /launch/redirect (SMART App Launch, ADR 48): starts the authorization, or completes
 * it and reads the record, then opens the interactions tab with the record's list and patient.
 * A failure says what went wrong in Swedish and leaves the app to be used by manual search;
 * nothing from the record is used then.
 */
export function SmartLaunchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<SmartFailure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page load: a second authorization would spend the code the first one got.
    if (started.current) return;
    started.current = true;
    const url = new URL(window.location.href);
    const redirected = url.pathname.toLowerCase() === SMART_REDIRECT_PATH;
    if (!redirected) forgetSmartRecordNote();
    const run = redirected
      ? completeSmartLaunch(url).then((to) => navigate(to, { replace: true }))
      : startSmartLaunch(url);
    run.catch((error: unknown) => {
      setFailure(error instanceof SmartLaunchError ? error.failure : 'failed');
    });
  }, [navigate]);

  return (
    <main id="main" className="page page--narrow smart-launch" tabIndex={-1}>
      <title>{t('smart.pageTitle')}</title>
      <p className="site-header__product">{t('app.name')}</p>
      <h1>{t('smart.heading')}</h1>
      {failure === null ? (
        <p role="status">{t('smart.reading')}</p>
      ) : (
        <div role="alert" className="smart-launch__failure">
          <p>{t(FAILURE_TEXT[failure])}</p>
          <p>
            {t('smart.manual')} <Link to="/?jmi=true">{t('smart.manualLink')}</Link>
          </p>
        </div>
      )}
    </main>
  );
}
