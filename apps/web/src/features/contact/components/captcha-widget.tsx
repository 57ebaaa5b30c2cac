import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { apiUrl } from '../../../lib/api-client.ts';
import { usePageTranslation } from '../../../lib/page-language.ts';
import '../../../lib/page-texts.ts';

/** The widget's states (ALTCHA's `State`). */
export type CaptchaState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

export interface CaptchaWidgetProps {
  /** A new value resets the widget: a solution is good for one message. */
  resetSignal: number;
  /** The payload once verified, else null, with the widget's state. */
  onChange: (payload: string | null, state: CaptchaState) => void;
}

const WIDGET_CONFIGURATION = JSON.stringify({ hideFooter: true });

/**
 * The contact form's captcha: ALTCHA's self-hosted proof of work (DESIGN 'Contact form'). The
 * widget fetches a challenge from our server when the user ticks it, solves it in a worker and
 * reports 'verified' with a payload; expiry or an error takes the payload away again.
 */
export function CaptchaWidget({ resetSignal, onChange }: CaptchaWidgetProps) {
  const { t, lng } = usePageTranslation();
  const widget = useRef<HTMLElement & { reset?: () => void }>(null);
  const [challengeUrl, setChallengeUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    let active = true;
    Promise.all([import('./altcha-setup.ts'), apiUrl('/api/captcha/challenge')])
      .then(([, url]) => {
        if (active) setChallengeUrl(url);
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: CaptchaState; payload?: string }>)
        .detail;
      latestOnChange.current(state === 'verified' && payload ? payload : null, state);
    };
    element.addEventListener('statechange', onStateChange);
    return () => {
      element.removeEventListener('statechange', onStateChange);
    };
  }, [challengeUrl]);

  useEffect(() => {
    if (resetSignal === 0) return;
    widget.current?.reset?.();
    latestOnChange.current(null, 'unverified');
  }, [resetSignal]);

  if (failed) return <p className="error-text">{t('contact.captchaLoadFailed')}</p>;
  if (challengeUrl === null) {
    return (
      <p role="status" className="status-text">
        {t('contact.captchaLoading')}
      </p>
    );
  }
  return (
    <altcha-widget
      ref={widget}
      challenge={challengeUrl}
      language={lng}
      configuration={WIDGET_CONFIGURATION}
    />
  );
}
