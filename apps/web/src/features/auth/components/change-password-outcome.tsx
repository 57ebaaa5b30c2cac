import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { pathInLanguage, usePageTranslation } from '../../../lib/page-language.ts';
import { Button } from 'react-aria-components/Button';
import { openLoginDialog } from '../../../lib/session/login-dialog.ts';
import { rememberRedirect } from '../../../lib/session/redirect-after-login.ts';
import '../../../lib/page-texts.ts';

/** Where a change of password ended: done, or a link that can no longer be used. */
export type ChangeOutcome = 'changed' | 'invalidLink' | 'missingLink';

/**
 * The answer that replaces the form; it takes the focus, since the form that had it is gone.
 * After a change, 'Logga in' opens the login dialog and leads to the start page.
 */
export function ChangePasswordOutcome({ outcome }: { outcome: ChangeOutcome }) {
  const { t, lng } = usePageTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome !== 'missingLink') ref.current?.focus();
  }, [outcome]);

  if (outcome === 'changed') {
    return (
      <div ref={ref} role="status" tabIndex={-1} className="auth-page__outcome">
        <p>{t('passwordReset.changed')}</p>
        <Button
          className="button button--primary"
          aria-haspopup="dialog"
          onPress={() => {
            rememberRedirect('/');
            openLoginDialog();
          }}
        >
          {t('passwordReset.loginNow')}
        </Button>
      </div>
    );
  }
  return (
    <div
      ref={ref}
      role={outcome === 'invalidLink' ? 'alert' : undefined}
      tabIndex={-1}
      className="auth-page__outcome auth-page__outcome--problem"
    >
      <p>
        {outcome === 'invalidLink'
          ? t('passwordReset.invalidToken')
          : t('passwordReset.missingToken')}
      </p>
      <p>
        <Link to={pathInLanguage(lng, '/auth/forgotPassword')}>
          {t('passwordReset.requestNewLink')}
        </Link>
      </p>
    </div>
  );
}
