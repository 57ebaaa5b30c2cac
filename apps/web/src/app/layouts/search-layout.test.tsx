import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('search layout', () => {
  it('has one h1, the landmarks and a labelled search combobox', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Medkompass');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Källor' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).toBeVisible();
  });

  it('shows a demo-data banner when the knowledge base is demo data', async () => {
    renderApp('/', { isDemo: true });

    const banner = await screen.findByRole('region', { name: 'Demodata.' });
    expect(banner).toHaveTextContent('inte avsedd för klinisk användning');
    // Before the page's content, so it is read before any assessment.
    expect(
      banner.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('has the banners and messages from its first render, so none pushes the page down later', async () => {
    // Every state the page is in on its way: the search must never be there without them.
    const searchWithoutNotices: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.querySelector('.search-panel') === null) return;
      for (const [name, selector] of [
        ['environment banner', '.environment-banner'],
        ['demo banner', '.demo-banner'],
        ['system messages', '.system-messages'],
      ] as const) {
        if (document.querySelector(selector) === null) searchWithoutNotices.push(name);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp(`/interaktioner?nslIds=${IDS.warfarin}`, {
      isDemo: true,
      environment: 'env-test',
      messages: [{ _id: 'm1', type: 'info', header: 'Rubrik', message: 'Text', allowHide: false }],
    });

    expect(await screen.findByRole('region', { name: 'Demodata.' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Testmiljö.' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Driftmeddelanden' })).toBeVisible();
    // The list's names came with the page too: its tags do not change size when they arrive.
    expect(screen.getByText('Warfarin', { selector: '.tag__label' })).toBeVisible();
    observer.disconnect();
    expect(searchWithoutNotices).toEqual([]);
  });

  it('shows no demo banner for a real knowledge base', async () => {
    const { queryClient } = renderApp('/', { isDemo: false });

    await waitFor(() => {
      expect(queryClient.getQueryState(['kb-info'])?.status).toBe('success');
    });
    expect(screen.queryByRole('region', { name: 'Demodata.' })).not.toBeInTheDocument();
  });

  it('links the interactions tab with the search list and badges it with the worst pair', async () => {
    const search = `?nplIds=${IDS.alvedon}&nplIds=${IDS.ipren}&nplIds=${IDS.waran}`;
    const { user, router } = renderApp(`/${search}`);

    const tab = await screen.findByRole('link', { name: /^Interaktioner/ });
    expect(tab).toHaveAttribute('href', `/interaktioner${search}`);
    expect(await within(tab).findByText('D3')).toHaveClass('classification-badge--red');
    expect(tab).not.toHaveAttribute('aria-current');

    await user.click(tab);

    // The route is lazy: the navigation completes once its code has loaded.
    expect(await screen.findByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/interaktioner');
    expect(router.state.location.search).toBe(search);
    expect(screen.getByRole('link', { name: /^Interaktioner/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
