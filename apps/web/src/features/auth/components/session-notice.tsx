import { usePageTranslation } from '../../../lib/page-language.ts';
import { Button } from 'react-aria-components/Button';
import { useIntegratedMode } from '../../../lib/session/integrated-mode.ts';
import { openLoginDialog } from '../../../lib/session/login-dialog.ts';
import { session } from '../../../lib/session/session-store.ts';
import { useSession } from '../../../lib/session/use-session.ts';

/**
 * Says calmly that a session has ended (expired, revoked, or a record system's token refused),
 * instead of an error page. The live region is always there, so the notice is announced.
 */
export function SessionNotice() {
  const { t } = usePageTranslation();
  const { notice } = useSession();
  const integrated = useIntegratedMode();
  return (
    <div role="status" className={notice === null ? undefined : 'session-notice'}>
      {notice !== null && (
        <>
          <p className="session-notice__text">
            {notice === 'expired' ? t('auth.sessionExpired') : t('auth.sessionRejected')}
          </p>
          <div className="session-notice__actions">
            {notice === 'expired' && !integrated && (
              <Button
                className="button button--primary"
                aria-haspopup="dialog"
                onPress={openLoginDialog}
              >
                {t('auth.loginAgain')}
              </Button>
            )}
            <Button
              className="button button--secondary"
              onPress={() => {
                session.dismissNotice();
              }}
            >
              {t('auth.dismissNotice')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
