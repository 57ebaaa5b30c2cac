import { useDeferredValue } from 'react';
import { useLocation } from 'react-router';

/**
 * What a tab's page shows of its answer, rendered in slices (a tuning, bench/README.md "A tab's
 * answer in slices"). An answer is a store update, which React renders synchronously: a tab's
 * results (every card or pair with its buttons) in one task on a phone's main thread. Read
 * through this hook, a new answer for the same address first renders nothing new, and the
 * results follow in a deferred render, which React does in slices; until then the page shows
 * what it showed (its loading message). A new address (another search list, another patient)
 * shows at once: the results of an earlier list or patient are never shown under a later one.
 * `inSlices` false (a print view) shows every change at once.
 */
export function useAnswerInSlices<T>(value: T, inSlices = true): T {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const deferred = useDeferredValue({ value, address });
  return inSlices && deferred.address === address ? deferred.value : value;
}
