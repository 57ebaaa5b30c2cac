import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Takes a record system's `t` token out of the address once the session has read it (at page
 * load, session-store.ts): it then stays out of the history, bookmarks, the links of the tabs and
 * print, and the Referer of later requests.
 */
export function useForgetUrlToken(): void {
  const [params, setParams] = useSearchParams();
  const hasToken = params.has(INTEGRATED_PARAMS.token);
  useEffect(() => {
    if (!hasToken) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(INTEGRATED_PARAMS.token);
        return next;
      },
      { replace: true },
    );
  }, [hasToken, setParams]);
}
