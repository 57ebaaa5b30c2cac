import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server's first paint: the cookie notice's button (or,
 * where a page has none, as in integrated mode, the element `selector` names) is React's (React
 * keeps its props on the elements it renders or hydrates). A press before that does nothing, as on
 * any server-rendered page (ADR 32), so a spec that presses at once waits.
 */
export async function untilTakenOver(
  page: Page,
  selector = '#root .cookie-banner button',
): Promise<void> {
  await page.waitForFunction((hydrated) => {
    const element = document.querySelector(hydrated);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}
