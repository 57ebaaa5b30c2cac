import { INTEGRATED_PARAMS } from '@medkompass/clinical/integrated-mode-url-params.ts';
import { useSearchParams } from 'react-router';
import { useSession } from './use-session.ts';

/**
 * Integrated mode (specification §1): the URL says jmi=true, or the session is a record system's
 * `t` token. There the login dialog is never opened and logout is not offered (§2, §6).
 */
export function useIntegratedMode(): boolean {
  const [params] = useSearchParams();
  const state = useSession();
  return params.get(INTEGRATED_PARAMS.integrated) === 'true' || state.user?.scope === 'integration';
}
