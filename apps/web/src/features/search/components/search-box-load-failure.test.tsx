import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

// The combobox's chunk cannot be fetched (offline, or a deploy removed it).
vi.mock('./search-combobox.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('a search box whose combobox cannot load says so, keeps what is typed and offers to try again', async () => {
  const { user } = renderApp('/');
  const search = await screen.findByRole('combobox', { name: 'Sök läkemedel eller substans' });

  await user.type(search, 'warf');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Sökrutan kunde inte laddas. Försök igen',
  );
  expect(search).toHaveValue('warf');
  expect(screen.getByRole('button', { name: 'Försök igen' })).toBeVisible();
});
