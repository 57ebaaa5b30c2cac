import type { Page } from '@playwright/test';

/**
 * Waits until the app has taken over the server's first paint: the cookie notice's button is
 * React's (React keeps its props on the elements it renders or hydrates). A press before that
 * does nothing, as on any server-rendered page (ADR 32), so a spec that presses at once waits.
 */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('#root .cookie-banner button');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}
