import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned element (placed after a list) comes near the viewport:
 * infinite scroll with IntersectionObserver. Where the browser has none, nothing happens and the
 * list's 'Visa fler' button does the same; the button is always there for keyboard users.
 *
 * The observer is made anew whenever `loaded` changes: a new observer reports at once whether
 * the element is in view, so a list still too short to fill the screen keeps growing.
 */
export function useLoadMoreOnScroll(canLoadMore: boolean, loaded: number, loadMore: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoadMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [canLoadMore, loaded]);

  return sentinel;
}
