import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { LoadingMessage } from '../../components/ui/query-status.tsx';
import { useIntegratedMode } from '../../lib/session/integrated-mode.ts';
import { openLoginDialog } from '../../lib/session/login-dialog.ts';
import { callerOf, useSession } from '../../lib/session/use-session.ts';

/**
 * /login, the login callback route (specification §4): a user who is logged in goes home; anyone
 * else lands on the start page with the login dialog open (never in integrated mode).
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const state = useSession();
  const integrated = useIntegratedMode();
  const navigate = useNavigate();
  const { search } = useLocation();
  const settled = state.status !== 'resolving';
  const caller = callerOf(state);
  const offer = caller !== 'user' && caller !== 'integration' && !integrated;

  useEffect(() => {
    if (!settled) return;
    if (offer) openLoginDialog();
    void navigate({ pathname: '/', search }, { replace: true });
  }, [settled, offer, navigate, search]);

  return <LoadingMessage>{t('auth.checkingSession')}</LoadingMessage>;
}
