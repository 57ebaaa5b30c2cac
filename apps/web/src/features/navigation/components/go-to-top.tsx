import { useEffect, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { usePageTranslation } from '../../../lib/page-language.ts';

/** Shown after 200 px of scrolling, on screens wider than 640 px (specification §2 'Layouts'). */
export const GO_TO_TOP_SCROLL_PX = 200;
const WIDE_SCREEN = '(min-width: 641px)';

function useShowGoToTop(): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN);
    const update = () => {
      setShow(wide.matches && window.scrollY > GO_TO_TOP_SCROLL_PX);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    wide.addEventListener('change', update);
    return () => {
      window.removeEventListener('scroll', update);
      wide.removeEventListener('change', update);
    };
  }, []);
  return show;
}

/**
 * Back to the top of the page. Focus goes to the page's main content, so keyboard and screen
 * reader users continue from the top too.
 */
export function GoToTop() {
  const { t } = usePageTranslation();
  if (!useShowGoToTop()) return null;
  return (
    <Button
      className="go-to-top"
      onPress={() => {
        window.scrollTo({ top: 0 });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span> {t('nav.goToTop')}
    </Button>
  );
}
