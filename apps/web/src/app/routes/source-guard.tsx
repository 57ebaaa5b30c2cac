import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { sourceAccess } from '@medkompass/assessment/source-access.ts';
import type { SourceName } from '@medkompass/contracts/source.ts';
import { LoadingMessage } from '../../components/ui/query-status.tsx';
import { tabContextOf } from '../../lib/access/access-facts.ts';
import { useAccessFacts } from '../../lib/access/use-access-facts.ts';
import { useIntegratedMode } from '../../lib/session/integrated-mode.ts';
import { openLoginDialogForPage } from '../../lib/session/login-dialog.ts';
import { loginCanUnlock } from '../../lib/session/login-offer.ts';
import { rememberRedirect } from '../../lib/session/redirect-after-login.ts';
import { callerOf, useSession } from '../../lib/session/use-session.ts';

/**
 * The guard of a page that needs a login (specification §4 'Login': guarded pages send
 * anonymous users to '/', and the requested path is restored after login). It decides with the
 * tabs' own decision, sourceAccess: a page is shown exactly when its tab is open. It waits for
 * the session to settle (the network session may be on its way), then, for a locked source,
 * goes to '/' with the search kept. When a login could help, the page is remembered (not after a
 * logout on it), and when the visitor arrived without access the login dialog opens (not in
 * integrated mode, nor over the calm notice of a session that has just ended).
 */
export function SourceGuard({ source }: { source: SourceName }) {
  const { t } = useTranslation();
  const state = useSession();
  const facts = useAccessFacts();
  const integrated = useIntegratedMode();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const access = sourceAccess(source, tabContextOf(facts, source, true));
  const settled = state.status !== 'resolving';
  const locked = settled && access.state === 'locked';
  const loginHelps = locked && loginCanUnlock(access, callerOf(state));

  // Whether the page was shown before it locked: then its session has just ended here.
  const wasShown = useRef(false);
  useEffect(() => {
    if (settled && !locked) wasShown.current = true;
  });

  useEffect(() => {
    if (!locked) return;
    const endedHere = wasShown.current;
    if (loginHelps && !(endedHere && state.ended === 'logout'))
      rememberRedirect(`${pathname}${search}`);
    // A notice about an ended session already offers the login; the dialog does not cover it.
    if (loginHelps && !endedHere && state.notice === null && !integrated) openLoginDialogForPage();
    void navigate({ pathname: '/', search }, { replace: true });
  }, [locked, loginHelps, state.ended, state.notice, integrated, pathname, search, navigate]);

  if (!settled) return <LoadingMessage>{t('auth.checkingSession')}</LoadingMessage>;
  return locked ? null : <Outlet />;
}
