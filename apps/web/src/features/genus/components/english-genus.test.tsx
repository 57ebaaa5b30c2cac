import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { cardIn, classLineOf, fieldText, findEntry } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/en/sexandgender, the English start', () => {
  it('searches in English and shows the English documents of /api/gender', async () => {
    const { api } = renderApp(`/en/sexandgender?nslIds=${IDS.warfarin}&nslIds=${IDS.kodein}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medkompass sex and gender' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('combobox', { name: 'Search for a drug or substance' })).toBeVisible();
    // No Swedish source tabs: English exists for sex and gender only.
    expect(screen.queryByRole('navigation', { name: 'Källor' })).not.toBeInTheDocument();

    // The substance by its English name (the knowledge base's `en` name), not 'Kodein'.
    const codeine = cardIn(await findEntry('Codeine'), 'Codeine');
    expect(classLineOf(codeine)).toEqual({
      code: 'C',
      colour: 'yellow',
      text: 'Differences between women and men that may be of clinical relevance.',
    });
    expect(fieldText(codeine, 'Summary')).toBe('Women more often report nausea as a side effect.');
    expect(within(codeine).getByRole('link', { name: 'Codeine' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/sexandgender\/gender-kodein\?/),
    );
    expect(api.requests.some((url) => url.pathname === '/api/gender')).toBe(true);
    expect(api.requests.some((url) => url.pathname === '/api/genus')).toBe(false);
    await waitFor(() => {
      expect(document.title).toBe('Sex and gender – Medkompass');
    });
  });

  it('says in English when a searched drug is not assessed', async () => {
    renderApp(`/en/sexandgender?nplIds=${IDS.alvedon}`);
    // The form by its English name (the knowledge base's `nameEn`), not 'tablett'.
    const alvedon = await findEntry('Alvedon 500 mg tablet');
    expect(alvedon).toHaveTextContent(
      'There is no assessment of differences between women and men for Alvedon 500 mg tablet.',
    );
    expect(screen.getByText('Overview: 1 not assessed')).toBeVisible();
    // Its route of administration in English as well: 'oral', not the Swedish 'peroral'.
    expect(alvedon).toHaveTextContent('Drug · oral · contains Paracetamol');
  });

  it('writes a strength the English way, in the tag and in the card: 2.5 mg, not 2,5 mg', async () => {
    renderApp(`/en/sexandgender?nplIds=${IDS.waran}`);
    // The fixture's Waran has no English form name, so its form stays 'tablett'.
    const waran = await findEntry('Waran 2.5 mg tablett');
    expect(waran).toHaveTextContent('Drug · oral · contains Warfarin');
    expect(
      await screen.findByRole('row', { name: 'Waran 2.5 mg tablett' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('2,5');
  });

  it('names the searched drugs in English: tags, and search options asked for with lang=en', async () => {
    const { api, user } = renderApp(`/en/sexandgender?nplIds=${IDS.alvedon}&nslIds=${IDS.kodein}`);
    expect(
      await screen.findByRole('row', { name: 'Alvedon 500 mg tablet' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Codeine' })).toBeInTheDocument();

    await user.type(
      screen.getByRole('combobox', { name: 'Search for a drug or substance' }),
      'kod',
    );
    expect(
      await screen.findByRole('option', { name: /^Codeine\s*,\s*Substance, in 1 drug$/ }),
    ).toBeVisible();
    // A product's substances in English, and its form as the knowledge base has it (Citodon's
    // has no English name).
    expect(
      await screen.findByRole('option', {
        name: /^Citodon\s*,\s*Paracetamol and Codeine, Tablett 500 mg\/30 mg$/,
      }),
    ).toBeVisible();
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'alv');
    expect(
      await screen.findByRole('option', { name: /^Alvedon\s*,\s*Paracetamol, Tablet 500 mg$/ }),
    ).toBeVisible();
    const searches = api.requests.filter((url) => url.pathname === '/api/search');
    expect(searches.map((url) => url.searchParams.get('lang'))).toContain('en');
  });

  it('opens an English document page from /api/gender/document/:id', async () => {
    renderApp(`/en/sexandgender/gender-warfarin?nslIds=${IDS.warfarin}`);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'Warfarin' })).toBeVisible();
    expect(article).toHaveTextContent('Women need a slightly lower dose on average.');
    expect(article).toHaveTextContent('Last updated');
    expect(screen.getByRole('link', { name: /Back to Sex and gender/ })).toHaveAttribute(
      'href',
      `/en/sexandgender?nslIds=${IDS.warfarin}`,
    );
  });

  it('says in English that an unknown document does not exist', async () => {
    renderApp('/en/sexandgender/no-such-document');
    expect(await screen.findByText('The document does not exist.')).toBeVisible();
  });

  it('puts a drug named in English in the address into the list', async () => {
    const { router } = renderApp('/en/sexandgender/substance/Codeine');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/sexandgender');
    });
    expect(new URLSearchParams(router.state.location.search).getAll('nslIds')).toEqual([
      IDS.kodein,
    ]);
  });

  it('puts a drug named in the address into the list', async () => {
    const { router } = renderApp('/en/sexandgender/substance/Warfarin');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/sexandgender');
    });
    expect(new URLSearchParams(router.state.location.search).getAll('nslIds')).toEqual([
      IDS.warfarin,
    ]);
  });
});

describe('the English addresses around it', () => {
  it('maps /sexandgender to the Swedish genus page, keeping the list', async () => {
    const { router } = renderApp(`/sexandgender?nslIds=${IDS.warfarin}`);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/genus');
    });
    expect(router.state.location.search).toBe(`?nslIds=${IDS.warfarin}`);
  });

  it('has its English texts when reached from a Swedish page, which loaded none', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Kom igång' })).toBeVisible();
    await router.navigate('/en/sexandgender');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medkompass sex and gender' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Search for a drug or substance' })).toBeVisible();
  });

  it('answers an unknown English address with the English 404 page', async () => {
    renderApp('/en/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'To the start page' })).toHaveAttribute(
      'href',
      '/en/sexandgender',
    );
  });

  it('has the password pages in English', async () => {
    renderApp('/en/auth/forgotPassword');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgotten password' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Email address/ })).toBeVisible();
    expect(screen.getByRole('main')).toHaveAttribute('lang', 'en');
  });
});
