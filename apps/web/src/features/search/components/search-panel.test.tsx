import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp, urlIds } from '../../../test/render-app.tsx';

describe('search layout: the search list', () => {
  it('adds a chosen search hit as a tag and to the URL', async () => {
    const { router, user, api } = renderApp('/');

    await user.type(
      await screen.findByRole('combobox', { name: 'Sök läkemedel eller substans' }),
      'alv',
    );
    await user.click(await screen.findByRole('option', { name: /Alvedon/ }));

    const tags = screen.getByRole('grid', { name: 'Valda läkemedel och substanser' });
    expect(await within(tags).findByRole('row', { name: 'Alvedon' })).toBeInTheDocument();
    expect(urlIds(router)).toEqual({ nplIds: [IDS.alvedon], nslIds: [] });
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(api.requestsTo('/api/search').at(-1)?.searchParams.get('q')).toBe('alv');
  });

  it('resolves the ids of the URL to names and removes a tag with its button', async () => {
    const { router, user } = renderApp(`/?nplIds=${IDS.alvedon}&nslIds=${IDS.warfarin}`);

    await user.click(await screen.findByRole('button', { name: 'Ta bort Alvedon' }));

    await waitFor(() => {
      expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [IDS.warfarin] });
    });
    expect(screen.queryByRole('row', { name: 'Alvedon' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Warfarin' })).toBeInTheDocument();
  });

  it('shows an id the knowledge base does not know as an unknown tag with a warning', async () => {
    renderApp(`/?nplIds=${IDS.alvedon}&nplIds=99000000000099`);

    expect(
      await screen.findByRole('row', { name: 'Okänt läkemedel 99000000000099' }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: 'Alvedon' })).toBeVisible();
    expect(screen.getByText(/kunde inte identifieras och ingår inte i bedömningen/)).toBeVisible();
  });

  it('adds the top hits of the presets, without duplicates', async () => {
    const { router, user, api } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Paracetamol' }));
    await waitFor(() => {
      expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [IDS.paracetamol] });
    });

    await user.click(screen.getByRole('button', { name: 'Paracetamol och Ipren' }));
    await waitFor(() => {
      expect(urlIds(router)).toEqual({ nplIds: [IDS.ipren], nslIds: [IDS.paracetamol] });
    });
    expect(await screen.findByRole('row', { name: 'Ipren' })).toBeVisible();
    expect(api.requestsTo('/api/search').map((url) => url.searchParams.get('q'))).toEqual([
      'paracetamol',
      'ipren',
    ]);
  });

  it('says so when a preset cannot be looked up', async () => {
    const { router, user } = renderApp('/', { failing: ['/api/search'] });

    await user.click(await screen.findByRole('button', { name: 'Ipren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Snabbvalet kunde inte läggas till');
    expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [] });
  });

  it('says so in the list box when the search fails', async () => {
    const { user } = renderApp('/', { failing: ['/api/search'] });

    await user.type(await screen.findByRole('combobox'), 'alv');

    expect(await screen.findByText('Sökningen misslyckades. Försök igen.')).toBeVisible();
    expect(screen.queryByRole('option', { name: /Alvedon/ })).not.toBeInTheDocument();
  });

  it('keeps the tags, with an error and a retry, when names cannot be fetched', async () => {
    const { api, user } = renderApp(`/?nplIds=${IDS.alvedon}`, { failing: ['/api/product'] });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Namnen på de valda läkemedlen kunde inte hämtas.');
    expect(screen.getByRole('row', { name: IDS.alvedon })).toBeVisible();
    const calls = api.requestsTo('/api/product').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(api.requestsTo('/api/product').length).toBeGreaterThan(calls);
  });
});
