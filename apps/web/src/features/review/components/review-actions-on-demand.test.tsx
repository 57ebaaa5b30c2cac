import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The actions' module arrives when the test says so, as over a slow network. (Each test file has
// its own module state: here nothing is loaded.)
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open, imports: 0 };
});
vi.mock('./review-actions.tsx', async (importOriginal) => {
  gate.imports += 1;
  await gate.opened;
  return importOriginal();
});

/** What sizes the row: each child's element, classes and text, in order. */
const layoutOf = (element: Element) =>
  [...element.children].map((child) => ({
    classes: child.className,
    text: child.textContent.replace(/\s*\(öppnas i ett nytt fönster\)/, '').trim(),
  }));

describe('the review actions, loaded on demand', () => {
  // First: nothing has loaded the module yet.
  it('are neither shown nor loaded for an empty list', async () => {
    renderApp('/interaktioner');
    await screen.findByRole('navigation', { name: 'Källor' });
    expect(document.querySelector('.review-actions')).toBeNull();
    expect(gate.imports).toBe(0);
  });

  it('hold their place with an inert stand-in of the same look until their code has loaded', async () => {
    renderApp(`/interaktioner?nplIds=${IDS.waran}&nplIds=${IDS.ipren}`);
    await screen.findByRole('navigation', { name: 'Källor' });
    const standIn = document.querySelector('.review-actions');
    expect(standIn).not.toBeNull();
    expect(standIn).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: 'Hela genomgången' })).toBeNull();
    expect(standIn?.querySelector('a, button')).toBeNull();
    const placeHeld = layoutOf(standIn!);

    gate.open();
    const actions = await screen.findByRole('navigation', { name: 'Hela genomgången' });
    await waitFor(() => {
      expect(standIn).not.toBeInTheDocument();
    });
    expect(actions.className).toBe(standIn!.className);
    expect(layoutOf(actions)).toEqual(placeHeld);
  });
});
