import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sanitizeCmsHtml } from './sanitize-cms-html.ts';

/**
 * A page's HTML from the CMS, sanitised again here (whatever the server did). Links to our own
 * pages navigate within the app instead of reloading it, and an address with #anchor scrolls to
 * it once the page is there (the cookie banner links to /about/…#kakor).
 */
export function CmsHtml({ html }: { html: string }) {
  const container = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const clean = useMemo(() => sanitizeCmsHtml(html), [html]);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // One listener for every link inside; Enter on a focused link also arrives as a click.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest('a');
      const href = link?.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      void navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('click', onClick);
    };
  }, [navigate]);

  useEffect(() => {
    if (hash === '') return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash, clean]);

  return (
    <div
      ref={container}
      className="cms-content"
      // Sanitised just above with DOMPurify (sanitize-cms-html.ts).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
