import { useState, type SyntheticEvent } from 'react';
import { useParams } from 'react-router';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { Form } from 'react-aria-components/Form';
import { MIN_PASSWORD_LENGTH } from '@medkompass/contracts/auth.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useChangePassword } from '../api/post-change-password.ts';
import { ChangePasswordOutcome } from './change-password-outcome.tsx';
import { retryLaterText } from './rate-limit-text.ts';
import { requestFailureOf } from './request-failure.ts';
import '../../../lib/page-texts.ts';

const min = MIN_PASSWORD_LENGTH;

/**
 * /auth/changePassword/{token} (specification §2): a new password for the account of a mailed
 * link. The rule (at least 12 characters) is checked here too; the server's refusals come back
 * as codes: an unknown, used or expired link, or a password that breaks the rule.
 */
export function ChangePasswordPage() {
  const { t } = usePageTranslation();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [visited, setVisited] = useState({ password: false, repeat: false });
  const request = useChangePassword();
  const failure = request.isError ? requestFailureOf(request.error) : null;

  // Counted as the server counts (UTF-16 code units), so both say the same.
  const tooShort = password.length < min;
  const mismatch = password !== repeat;
  const passwordError = tooShort && visited.password ? t('passwordReset.tooShort', { min }) : null;
  const repeatError =
    !tooShort && mismatch && visited.repeat && repeat !== '' ? t('passwordReset.mismatch') : null;

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (request.isError) request.reset();
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!tooShort && !mismatch && !request.isPending) request.mutate({ token, password });
  };

  // The form checks the password, so a body the server still refuses has a bad token.
  const linkRefused =
    failure?.kind === 'refused' &&
    (failure.code === 'invalid_token' || failure.code === 'validation');
  const outcome =
    token === ''
      ? 'missingLink'
      : request.isSuccess
        ? 'changed'
        : linkRefused
          ? 'invalidLink'
          : null;

  return (
    <section className="auth-page" aria-labelledby="change-heading">
      <title>{t('passwordReset.changePageTitle')}</title>
      <h1 id="change-heading">{t('passwordReset.changeHeading')}</h1>
      {outcome !== null ? (
        <ChangePasswordOutcome outcome={outcome} />
      ) : (
        <Form className="auth-form" onSubmit={submit} validationBehavior="aria">
          <FormField
            label={t('passwordReset.newPassword')}
            description={t('passwordReset.rule', { min })}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={edit(setPassword)}
            onBlur={() => {
              setVisited((v) => ({ ...v, password: true }));
            }}
            error={passwordError}
          />
          <FormField
            label={t('passwordReset.repeatPassword')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={edit(setRepeat)}
            onBlur={() => {
              setVisited((v) => ({ ...v, repeat: true }));
            }}
            error={repeatError}
          />
          <div role="alert" className="auth-form__failure">
            {failure !== null &&
              (failure.kind !== 'refused'
                ? retryLaterText(t, failure)
                : failure.code === 'weak_password'
                  ? t('passwordReset.weak', { min })
                  : t('passwordReset.unavailable'))}
          </div>
          <SubmitButton
            pending={request.isPending}
            pendingText={t('passwordReset.saving')}
            isDisabled={tooShort || mismatch}
          >
            {t('passwordReset.save')}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
