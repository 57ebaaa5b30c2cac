import type { TFunction } from '../../../lib/i18n.ts';
import type { RequestFailure } from './request-failure.ts';
import '../../../lib/page-texts.ts';

/** The text of a failed password-reset request: too many tries, or the server could not. */
export function retryLaterText(
  t: TFunction,
  failure: Extract<RequestFailure, { kind: 'rateLimited' | 'unavailable' }>,
): string {
  if (failure.kind === 'unavailable') return t('passwordReset.unavailable');
  return failure.seconds === null
    ? t('passwordReset.rateLimitedSoon')
    : t('passwordReset.rateLimited', { count: failure.seconds });
}
