import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { pathInLanguage, usePageTranslation } from '../../../lib/page-language.ts';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { validateLoginEmail } from '@medkompass/contracts/form-validation.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { session } from '../../../lib/session/session-store.ts';
import { requestFailureOf, type RequestFailure } from './request-failure.ts';

// Failures in a row after which the text also says that accounts are locked for a while. The
// server answers a locked account like a wrong password (ADR 10), so this is only a hint.
const LOCKOUT_HINT_AFTER = 3;

export interface LoginFormProps {
  onSuccess: () => void;
  onCancel: () => void;
  /** Called before following the forgot-password link, so the dialog can close. */
  onLeave: () => void;
}

function FailureText({ failure, failedInARow }: { failure: RequestFailure; failedInARow: number }) {
  const { t } = usePageTranslation();
  if (failure.kind === 'rateLimited') {
    return failure.seconds === null
      ? t('auth.rateLimitedSoon')
      : t('auth.rateLimited', { count: failure.seconds });
  }
  if (failure.kind === 'unavailable') return t('auth.unavailable');
  return (
    <>
      {t('auth.failed')}
      {failedInARow >= LOCKOUT_HINT_AFTER && (
        <span className="login-form__hint"> {t('auth.lockoutHint')}</span>
      )}
    </>
  );
}

/**
 * E-mail and password (specification §2 'Login modal', §4, §5): the button stays disabled until
 * the e-mail is valid and a password is given; Enter submits. A failed login clears the password
 * and shows the failure until either field changes.
 */
export function LoginForm({ onSuccess, onCancel, onLeave }: LoginFormProps) {
  const { t, lng } = usePageTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailVisited, setEmailVisited] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<RequestFailure | null>(null);
  const [failedInARow, setFailedInARow] = useState(0);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // The dialog opens on its first field (the dialog pattern of WAI-ARIA APG), not on its frame.
  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const checked = validateLoginEmail(email);
  // An empty field shows no state (§5); a wrong one shows once the user has left it.
  const emailError =
    !checked.ok && checked.reason !== 'empty' && emailVisited ? t('auth.emailInvalid') : null;
  const complete = checked.ok && password !== '';

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checked.ok || password === '' || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await session.logIn(checked.value, password);
      onSuccess();
    } catch (error) {
      const next = requestFailureOf(error);
      setFailure(next);
      // A wrong address or password (or a body the server refused): try again from the password.
      if (next.kind === 'refused') {
        setPassword('');
        setFailedInARow((count) => count + 1);
        passwordRef.current?.focus();
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Form className="login-form" onSubmit={(event) => void submit(event)} validationBehavior="aria">
      <FormField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setFailure(null);
        }}
        onBlur={() => {
          setEmailVisited(true);
        }}
        error={emailError}
        inputRef={emailRef}
      />
      <FormField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setFailure(null);
        }}
        inputRef={passwordRef}
      />
      <div role="alert" className="login-form__failure">
        {failure && <FailureText failure={failure} failedInARow={failedInARow} />}
      </div>
      <div className="login-form__actions">
        <SubmitButton pending={pending} pendingText={t('auth.submitting')} isDisabled={!complete}>
          {t('auth.submit')}
        </SubmitButton>
        <Button type="button" className="button button--secondary" onPress={onCancel}>
          {t('auth.cancel')}
        </Button>
      </div>
      <p className="login-form__forgot">
        <Link to={pathInLanguage(lng, '/auth/forgotPassword')} onClick={onLeave}>
          {t('auth.forgotPassword')}
        </Link>
      </p>
    </Form>
  );
}
