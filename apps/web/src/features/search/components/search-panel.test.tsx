import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp, urlIds } from '../../../test/render-app.tsx';
import { productName } from '../../../test/expected-severity.ts';

describe('search layout: the search list', () => {
  it('adds a chosen search hit as a tag and to the URL', async () => {
    const { router, user, api } = renderApp('/');

    await user.type(
      await screen.findByRole('combobox', { name: 'Sök läkemedel eller substans' }),
      'alv',
    );
    await user.click(await screen.findByRole('option', { name: /Alvedon/ }));

    // The tag group takes over from its stand-in as a transition, a moment after the choice.
    const tags = await screen.findByRole('grid', { name: 'Valda läkemedel och substanser' });
    expect(
      await within(tags).findByRole('row', { name: productName(IDS.alvedon) }),
    ).toBeInTheDocument();
    expect(urlIds(router)).toEqual({ nplIds: [IDS.alvedon], nslIds: [] });
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(api.requestsTo('/api/search').at(-1)?.searchParams.get('q')).toBe('alv');
  });

  it('shows each option as its name over its substances, form and strength', async () => {
    const { user } = renderApp('/');

    await user.type(await screen.findByRole('combobox'), 'war');

    // The accessible name holds both lines, as they read (a browser may add a space before the
    // comma, as the lines are blocks).
    const waran = await screen.findByRole('option', {
      name: /^Waran\s*,\s*Warfarin, Tablett 2,5 mg$/,
    });
    expect(within(waran).getByText('Waran')).toHaveClass('search-box__name');
    expect(within(waran).getByText('Warfarin, Tablett 2,5 mg')).toHaveClass(
      'search-box__description',
    );
    // The details of each kind are tested with SearchBox itself (search-box.test.tsx).
    expect(screen.getByRole('option', { name: /^Warfarin\s*,\s*Substans\b/ })).toBeVisible();
  });

  it('closes the list on Escape and clears the input on a second Escape', async () => {
    const { user } = renderApp('/');
    const combobox = await screen.findByRole('combobox');

    await user.type(combobox, 'alv');
    expect(await screen.findByRole('listbox')).toBeVisible();
    expect(combobox).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveValue('alv');
    expect(combobox).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(combobox).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // Typing again opens the list again.
    await user.type(combobox, 'ipr');
    expect(await screen.findAllByRole('option', { name: /^Ipren/ })).not.toHaveLength(0);
  });

  it('has no tab stop for an empty list of chosen drugs', async () => {
    const { user } = renderApp('/');
    const lastPreset = await screen.findByRole('button', { name: 'Paracetamol och Ipren' });

    expect(screen.getByText('Inga läkemedel eller substanser valda ännu.')).toBeVisible();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    lastPreset.focus();
    await user.tab();
    const search = screen.getByRole('region', { name: 'Sökning' });
    expect(search).not.toContainElement(document.activeElement as HTMLElement);
  });

  it('puts the focus back in the search when the last tag is removed', async () => {
    const { user } = renderApp(`/?nplIds=${IDS.alvedon}`);

    await user.click(
      await screen.findByRole('button', { name: `Ta bort ${productName(IDS.alvedon)}` }),
    );

    await waitFor(() => {
      expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(screen.getByText('Inga läkemedel eller substanser valda ännu.')).toBeVisible();
  });

  it('resolves the ids of the URL to names and removes a tag with its button', async () => {
    const { router, user } = renderApp(`/?nplIds=${IDS.alvedon}&nslIds=${IDS.warfarin}`);

    await user.click(
      await screen.findByRole('button', { name: `Ta bort ${productName(IDS.alvedon)}` }),
    );

    await waitFor(() => {
      expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [IDS.warfarin] });
    });
    expect(screen.queryByRole('row', { name: productName(IDS.alvedon) })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Warfarin' })).toBeInTheDocument();
  });

  it('shows an id the knowledge base does not know as an unknown tag with a warning', async () => {
    renderApp(`/?nplIds=${IDS.alvedon}&nplIds=99000000000099`);

    expect(
      await screen.findByRole('row', { name: 'Okänt läkemedel 99000000000099' }),
    ).toBeVisible();
    expect(screen.getByRole('row', { name: productName(IDS.alvedon) })).toBeVisible();
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
    expect(await screen.findByRole('row', { name: productName(IDS.ipren) })).toBeVisible();
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
