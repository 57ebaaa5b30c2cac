import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Fills the open contact dialog (a question about side effects from a physician) and sends it.
 * The ALTCHA widget's report that its proof of work is done is stood in for: jsdom has no
 * workers; the e2e tests solve the real widget.
 */
export async function fillAndSendContactForm(user: UserEvent): Promise<void> {
  await user.click(screen.getByRole('button', { name: /Vad gäller frågan\?/ }));
  await user.click(await screen.findByRole('option', { name: 'Biverkningar' }));
  await user.click(screen.getByRole('button', { name: /Jag är/ }));
  await user.click(await screen.findByRole('option', { name: 'läkare' }));
  for (const [name, text] of [
    [/^Förnamn/, 'Per'],
    [/^Efternamn/, 'Ek'],
    [/^E-post/, 'per.ek@region.se'],
    [/^Meddelande/, 'En fråga om biverkningar.'],
  ] as const) {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  }
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no ALTCHA widget yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload: 'cA==' } }),
    );
  });
  await user.click(screen.getByRole('button', { name: 'Skicka' }));
}
