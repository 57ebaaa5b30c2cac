import { screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

// The combobox's chunk cannot be fetched while the network is down.
const network = vi.hoisted(() => ({ up: false }));
vi.mock('./search-combobox.tsx', (importOriginal) => {
  if (!network.up) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('a search box whose combobox cannot load says so, keeps what is typed, and takes it up again on a retry', async () => {
  const { user } = renderApp('/');
  const search = await screen.findByRole('combobox', { name: 'Sök läkemedel eller substans' });

  await user.type(search, 'warf');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Sökrutan kunde inte laddas. Försök igen',
  );
  expect(search).toHaveValue('warf');

  network.up = true;
  await user.click(screen.getByRole('button', { name: 'Försök igen' }));
  // The combobox comes with the text and the focus, which the retry button had.
  await waitFor(() => {
    expect(screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).not.toBe(search);
  });
  const combobox = screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
  expect(combobox).toHaveValue('warf');
  expect(combobox).toHaveFocus();
  expect(await screen.findByRole('option', { name: /^Warfarin\s*,\s*Substans/ })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
