import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-router';
import { CONTACT_LIMITS } from '@medkompass/contracts/form-validation.ts';
import {
  CONTACT_ROLES,
  contactDomainsFor,
  type ContactDomain,
  type ContactRole,
} from '@medkompass/contracts/contact.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { useContactForm, type SendOutcome } from '../hooks/use-contact-form.ts';
import { CaptchaWidget } from './captcha-widget.tsx';
import { notifyEmbedder } from './embedding.ts';
import { SelectRow, TextRow } from './form-fields.tsx';
import '../../../lib/page-texts.ts';

export interface ContactFormProps {
  /** Integrated mode (jmi=true): the side-effects domain is offered (specification §2). */
  integrated: boolean;
  /** The source of the page the form was opened on, in integrated mode. */
  context?: string;
  /** After a successful send (the dialog closes). */
  onSent?: () => void;
  /** After cancel, once the fields are cleared (the dialog closes). */
  onCancel?: () => void;
}

const OUTCOME_KEYS = {
  failed: 'contact.sendFailed',
  captcha: 'contact.captchaRejected',
  rateLimited: 'contact.rateLimited',
} as const;

/** The contact form (specification §2, §4, §5), shown as a page and in a dialog. */
export function ContactForm({ integrated, context = '', onSent, onCancel }: ContactFormProps) {
  const { t, lng } = usePageTranslation();
  const form = useContactForm(context);
  const hintId = useId();
  const { values, setValue, touch, errorOf } = form;
  const messageLength = [
    ...new Intl.Segmenter(lng, { granularity: 'grapheme' }).segment(values.message.trim()),
  ].length;

  const submit = async () => {
    const outcome: SendOutcome | null = await form.send();
    if (outcome !== 'sent') return;
    notifyEmbedder('submit');
    onSent?.();
  };
  const cancel = () => {
    form.clear();
    notifyEmbedder('cancel');
    onCancel?.();
  };

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="contact-form__notice">
        {t('contact.requirementsNotice')}{' '}
        <Link to="/about/personuppgifter">{t('contact.privacyLink')}</Link>
      </p>
      <SelectRow<ContactDomain>
        label={t('contact.domain')}
        options={contactDomainsFor(integrated).map((id) => ({
          id,
          name: t(`contact.domains.${id}`),
        }))}
        value={values.domain}
        onChange={(domain) => {
          setValue('domain', domain);
        }}
        onBlur={() => {
          touch('domain');
        }}
        error={errorOf('domain')}
      />
      <SelectRow<ContactRole>
        label={t('contact.role')}
        options={CONTACT_ROLES.map((id) => ({ id, name: t(`contact.roles.${id}`) }))}
        value={values.role}
        placeholder={t('contact.rolePlaceholder')}
        onChange={(role) => {
          setValue('role', role);
        }}
        onBlur={() => {
          touch('role');
        }}
        error={errorOf('role')}
      />
      <div className="contact-form__names">
        <TextRow
          label={t('contact.firstName')}
          value={values.firstName}
          onChange={(value) => {
            setValue('firstName', value);
          }}
          onBlur={() => {
            touch('firstName');
          }}
          error={errorOf('firstName')}
          autoComplete="given-name"
        />
        <TextRow
          label={t('contact.lastName')}
          value={values.lastName}
          onChange={(value) => {
            setValue('lastName', value);
          }}
          onBlur={() => {
            touch('lastName');
          }}
          error={errorOf('lastName')}
          autoComplete="family-name"
        />
      </div>
      <TextRow
        label={t('contact.email')}
        type="email"
        value={values.email}
        onChange={(value) => {
          setValue('email', value);
        }}
        onBlur={() => {
          touch('email');
        }}
        error={errorOf('email')}
        autoComplete="email"
      />
      <TextRow
        label={t('contact.message')}
        value={values.message}
        onChange={(value) => {
          setValue('message', value);
        }}
        onBlur={() => {
          touch('message');
        }}
        error={errorOf('message')}
        autoComplete="off"
        multiline={{
          countText: t('contact.messageCount', {
            count: messageLength,
            max: CONTACT_LIMITS.messageLength.max,
          }),
        }}
      />
      <fieldset className="contact-form__captcha">
        <legend className="field-label">
          {t('contact.captchaLabel')}{' '}
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        </legend>
        <CaptchaWidget resetSignal={form.captchaReset} onChange={form.onCaptchaChange} />
        {form.captcha.state === 'expired' && (
          <p className="form-field__error">{t('contact.captchaExpired')}</p>
        )}
      </fieldset>
      <div role="status" className="contact-form__outcome">
        {form.outcome === 'sent' && <p className="success-text">{t('contactOutcome.sent')}</p>}
      </div>
      {form.outcome !== null && form.outcome !== 'sent' && (
        <p role="alert" className="error-text">
          {t(OUTCOME_KEYS[form.outcome])}
        </p>
      )}
      {!form.canSend && !form.sending && (
        <p id={hintId} className="form-field__hint">
          {t('contact.sendHint')}
        </p>
      )}
      <div className="contact-form__actions">
        <Button
          type="submit"
          className="button"
          isDisabled={!form.canSend}
          isPending={form.sending}
          aria-describedby={form.canSend ? undefined : hintId}
        >
          {form.sending ? t('contact.sending') : t('contact.send')}
        </Button>
        <Button type="button" className="button button--secondary" onPress={cancel}>
          {t('contact.cancel')}
        </Button>
      </div>
    </form>
  );
}
