import { useCallback, useMemo, useState } from 'react';
import {
  contactMessageSchema,
  type ContactDomain,
  type ContactField,
  type ContactRole,
} from '@medkompass/contracts/contact.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';
import type { CaptchaState } from '../components/captcha-widget.tsx';
import '../../../lib/page-texts.ts';

export interface ContactValues {
  domain: ContactDomain;
  role: ContactRole | null;
  firstName: string;
  lastName: string;
  email: string;
  message: string;
  context: string;
}

export type EditableField = Exclude<ContactField, 'context'>;
export type SendOutcome = 'sent' | 'failed' | 'captcha' | 'rateLimited';

const emptyValues = (context: string): ContactValues => ({
  domain: 'general',
  role: null,
  firstName: '',
  lastName: '',
  email: '',
  message: '',
  context,
});

/** The message of a refused send, by the API's error code (never its wording). */
function outcomeOf(error: unknown): SendOutcome {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === 'rate_limited') return 'rateLimited';
  if (error.code.startsWith('captcha_')) return 'captcha';
  return 'failed';
}

/**
 * The contact form's state (specification §4 'Contact form', §5): values checked with the same
 * zod schema as the server's, an error per field once it has been left, sending only when every
 * field is valid and the captcha solved, and the resets after sending and on cancel.
 */
export function useContactForm(initialContext: string) {
  const { t, lng } = usePageTranslation();
  const [values, setValues] = useState<ContactValues>(() => emptyValues(initialContext));
  const [touched, setTouched] = useState<ReadonlySet<EditableField>>(new Set());
  const [captcha, setCaptcha] = useState<{ payload: string | null; state: CaptchaState }>({
    payload: null,
    state: 'unverified',
  });
  const [captchaReset, setCaptchaReset] = useState(0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);

  const parsed = useMemo(
    () => contactMessageSchema.safeParse({ ...values, role: values.role ?? undefined }),
    [values],
  );
  const errors = useMemo(() => {
    const byField: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as ContactField;
      // Swedish: the reason of packages/clinical's rule; English: the field's own text.
      byField[field] ??= lng === 'sv' ? issue.message : t(`contact.errors.${field}`);
    }
    return byField;
  }, [parsed, lng, t]);

  const setValue = useCallback(<F extends EditableField>(field: F, value: ContactValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setOutcome(null);
  }, []);
  const touch = useCallback((field: EditableField) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  }, []);
  const onCaptchaChange = useCallback((payload: string | null, state: CaptchaState) => {
    setCaptcha({ payload, state });
  }, []);

  /** The error to show for a field: only once the user has left it. */
  const errorOf = (field: EditableField): string | undefined =>
    touched.has(field) ? errors[field] : undefined;

  const canSend = parsed.success && captcha.payload !== null && !sending;

  /** Empties every field (cancel, specification §2 'Contact form'). */
  const clear = () => {
    setValues(emptyValues(''));
    setTouched(new Set());
    setOutcome(null);
    setCaptchaReset((n) => n + 1);
  };

  const send = async (): Promise<SendOutcome | null> => {
    if (!parsed.success || captcha.payload === null || sending) return null;
    setSending(true);
    setOutcome(null);
    try {
      await sendContactMessage({ ...parsed.data, altcha: captcha.payload });
      // Specification §4: message, context and domain reset (domain back to 'Allmänt').
      setValues((current) => ({ ...current, message: '', context: '', domain: 'general' }));
      setTouched((current) => new Set([...current].filter((field) => field !== 'message')));
      setOutcome('sent');
      return 'sent';
    } catch (error) {
      const result = outcomeOf(error);
      setOutcome(result);
      return result;
    } finally {
      // A solution is good for one message, whatever the answer was.
      setCaptchaReset((n) => n + 1);
      setSending(false);
    }
  };

  return {
    values,
    setValue,
    touch,
    errorOf,
    captcha,
    captchaReset,
    onCaptchaChange,
    canSend,
    sending,
    outcome,
    clear,
    send,
  };
}
export type ContactFormState = ReturnType<typeof useContactForm>;
