import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { startPathOf, usePageTranslation } from '../../../lib/page-language.ts';
import { Form } from 'react-aria-components/Form';
import { validateLoginEmail } from '@medkompass/contracts/form-validation.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useForgotPassword } from '../api/post-forgot-password.ts';
import { retryLaterText } from './rate-limit-text.ts';
import { requestFailureOf } from './request-failure.ts';
import '../../../lib/page-texts.ts';

function SentMessage() {
  const { t, lng } = usePageTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The form that had the focus is gone: the answer takes it, so it is read at once.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} role="status" tabIndex={-1} className="auth-page__outcome">
      <p>{t('passwordReset.sent')}</p>
      <p>
        <Link to={startPathOf(lng)}>{t('passwordReset.backToStart')}</Link>
      </p>
    </div>
  );
}

/**
 * /auth/forgotPassword (specification §2): an address, and a reset link by mail. The answer
 * reads the same whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { t } = usePageTranslation();
  const [email, setEmail] = useState('');
  const [visited, setVisited] = useState(false);
  const request = useForgotPassword();
  const checked = validateLoginEmail(email);
  const emailError =
    !checked.ok && checked.reason !== 'empty' && visited ? t('auth.emailInvalid') : null;
  const failure = request.isError ? requestFailureOf(request.error) : null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checked.ok && !request.isPending) request.mutate(checked.value);
  };

  return (
    <section className="auth-page" aria-labelledby="forgot-heading">
      <title>{t('passwordReset.forgotPageTitle')}</title>
      <h1 id="forgot-heading">{t('passwordReset.forgotHeading')}</h1>
      {request.isSuccess ? (
        <SentMessage />
      ) : (
        <>
          <p>{t('passwordReset.forgotIntro')}</p>
          <Form className="auth-form" onSubmit={submit} validationBehavior="aria">
            <FormField
              label={t('auth.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(value) => {
                setEmail(value);
                request.reset();
              }}
              onBlur={() => {
                setVisited(true);
              }}
              error={emailError}
            />
            <div role="alert" className="auth-form__failure">
              {failure !== null &&
                (failure.kind === 'refused' ? t('auth.emailInvalid') : retryLaterText(t, failure))}
            </div>
            <SubmitButton
              pending={request.isPending}
              pendingText={t('passwordReset.sending')}
              isDisabled={!checked.ok}
            >
              {t('passwordReset.send')}
            </SubmitButton>
          </Form>
        </>
      )}
    </section>
  );
}
