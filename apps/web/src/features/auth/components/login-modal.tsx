import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  closeLoginDialog,
  loginDialogOpener,
  useLoginDialogOpen,
} from '../../../lib/session/login-dialog.ts';
import { forgetRedirect, takeRedirect } from '../../../lib/session/redirect-after-login.ts';

// The form loads when the dialog first opens, not with every page.
const LoginOverlay = lazy(async () => {
  const { LoginOverlay } = await import('./login-overlay.tsx');
  return { default: LoginOverlay };
});

/**
 * The login dialog (specification §2 'Login modal'), opened from the header, the riskprofile
 * tab's padlock, a guarded page or /login. It is rendered only while open, so its fields start
 * empty every time. After a login it goes to the page a guard turned the user away from.
 */
export function LoginModal() {
  const isOpen = useLoginDialogOpen();
  const navigate = useNavigate();
  const wasOpen = useRef(false);

  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // The dialog gives the focus back to what opened it. That control may be gone after a login
    // (a padlock, 'Logga in'): then the focus goes to the page's content rather than to nowhere.
    const frame = requestAnimationFrame(() => {
      if (loginDialogOpener()?.isConnected !== true) document.getElementById('main')?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [isOpen]);

  const cancel = () => {
    forgetRedirect();
    closeLoginDialog();
  };
  const succeed = () => {
    closeLoginDialog();
    const target = takeRedirect();
    if (target !== null) void navigate(target);
  };

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginOverlay onSuccess={succeed} onCancel={cancel} onLeave={closeLoginDialog} />
    </Suspense>
  );
}
