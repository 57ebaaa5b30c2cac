import { useEffect, useRef } from 'react';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { Button } from 'react-aria-components/Button';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { openLoginDialog } from '../../../lib/session/login-dialog.ts';
import { session } from '../../../lib/session/session-store.ts';
import { callerOf, useSession } from '../../../lib/session/use-session.ts';

/**
 * The header's account part (specification §2 'Navigation bar', §6): 'Logga in' without a
 * session, the user's name and 'Logga ut' with a personal one. Neither in integrated mode; the
 * shared network user is only told that it is logged in through the network (no logout, §2).
 */
export function AccountActions() {
  const { t } = usePageTranslation();
  const state = useSession();
  const integrated = useIntegratedMode();
  const loginButton = useRef<HTMLButtonElement>(null);
  const loggedOut = useRef(false);
  const caller = callerOf(state);

  useEffect(() => {
    // 'Logga ut' is gone after a logout: the focus moves to the 'Logga in' that replaced it.
    if (loggedOut.current && caller === 'anonymous') {
      loggedOut.current = false;
      loginButton.current?.focus();
    }
  }, [caller]);

  if (integrated || state.status === 'resolving') return null;
  if (caller === 'network') return <p className="account__status">{t('auth.networkUser')}</p>;
  if (caller === 'user' && state.user) {
    const name = `${state.user.firstName} ${state.user.lastName}`.trim() || state.user.email;
    return (
      <div className="account">
        <span className="account__status">{t('auth.signedInAs', { name })}</span>
        <Button
          className="button button--secondary"
          onPress={() => {
            loggedOut.current = true;
            void session.logOut();
          }}
        >
          {t('auth.logout')}
        </Button>
      </div>
    );
  }
  return (
    <Button
      ref={loginButton}
      className="button button--secondary"
      aria-haspopup="dialog"
      onPress={openLoginDialog}
    >
      {t('auth.login')}
    </Button>
  );
}
