import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

declare global {
  interface Window {
    hacked?: boolean;
  }
}

describe('/about/{tag}: information pages from the CMS', () => {
  it('shows the page as an article: its title as the heading, its text, the document title', async () => {
    renderApp('/about/om-medkompass');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Om Medkompass & kakor',
    );
    expect(within(article).getByText('Medkompass är ett kunskapsstöd.')).toBeInTheDocument();
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Kakor och lagring' }),
    ).toHaveAttribute('id', 'kakor');
    await waitFor(() => {
      expect(document.title).toBe('Om Medkompass & kakor – Medkompass');
    });
  });

  it('asks the WordPress-compatible path for the slug', async () => {
    const { api } = renderApp('/about/anvandarvillkor');
    await screen.findByRole('heading', { level: 1, name: 'Användarvillkor' });
    const [request] = api.requestsTo('/cms/wp-json/wp/v2/pages');
    expect(request?.searchParams.get('slug')).toBe('anvandarvillkor');
  });

  it('follows a link to another page inside the app', async () => {
    const { router, user } = renderApp('/about/om-medkompass');
    await user.click(await screen.findByRole('link', { name: 'villkoren' }));
    expect(router.state.location.pathname).toBe('/about/anvandarvillkor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Användarvillkor' }),
    ).toBeInTheDocument();
  });

  it('sanitises what the CMS sends: no scripts, event handlers, frames, images or script links', async () => {
    renderApp('/about/elak-sida');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(/^Elak sida$/);
    expect(within(article).getByText('Text')).toBeInTheDocument();
    expect(
      article.querySelector('script, img, iframe, style, [onclick], [onerror], [style]'),
    ).toBeNull();
    const link = within(article).getByText('länk');
    expect(link.getAttribute('href')).toBeNull();
    expect(window.hacked).toBeUndefined();
  });

  it("says 'the page does not exist' (404) for a slug the CMS does not have, with a way on", async () => {
    const { user, router } = renderApp('/about/finns-inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informationssidan finns inte' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Till Om Medkompass' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/about/om-medkompass');
    });
  });

  it('never asks for a slug no page can have', async () => {
    const { api } = renderApp('/about/..%2Fapi');
    await screen.findByRole('heading', { level: 1, name: 'Informationssidan finns inte' });
    expect(api.requestsTo('/cms/wp-json/wp/v2/pages')).toHaveLength(0);
  });

  it('says the information could not be loaded (400) when the CMS fails, and retries', async () => {
    const { user, api } = renderApp('/about/om-medkompass', { cmsStatus: 502 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Informationen kunde inte hämtas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Det gick inte att hämta sidan');
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => {
      expect(api.requestsTo('/cms/wp-json/wp/v2/pages')).toHaveLength(2);
    });
  });

  it('opens the product about page at /about', async () => {
    const { router } = renderApp('/about');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/about/om-medkompass');
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Om Medkompass');
  });
});

describe('/en/about/{tag}: English information pages', () => {
  it('shows an English page marked as English', async () => {
    renderApp('/en/about/terms-of-use');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
  });

  it("says 'Info page does not exist' in English", async () => {
    renderApp('/en/about/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Info page does not exist' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'To About Medkompass sex and gender' }),
    ).toHaveAttribute('href', '/en/about');
  });
});
