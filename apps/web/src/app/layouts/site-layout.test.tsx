import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, LOCALE_COOKIE, readCookie } from '../../lib/cookies/cookies.ts';
import { fillAndSendContactForm } from '../../test/contact-form-helpers.ts';
import { renderApp } from '../../test/render-app.tsx';
import { showsSiteChrome } from './site-layout.tsx';

const mainMenu = () => screen.findByRole('navigation', { name: 'Huvudmeny' });

describe('the site layout', () => {
  it('has a navigation bar with home, an info menu, contact and versions, and a footer', async () => {
    const { user, router } = renderApp('/interaktioner');
    const bar = await mainMenu();
    expect(within(bar).getByRole('link', { name: 'Hem' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('demodata');

    await user.click(within(bar).getByRole('button', { name: /Information/ }));
    const menu = await screen.findByRole('menu', { name: 'Information' });
    expect(within(menu).getByRole('menuitem', { name: 'Driftstatus' })).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'Amning A–Ö' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/content/lactation');
    });
  });

  it('opens the contact form as a dialog from the bar', async () => {
    const { user } = renderApp('/');
    await user.click(within(await mainMenu()).getByRole('button', { name: 'Kontakt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakta oss' });
    expect(within(dialog).getByLabelText(/Meddelande/)).toBeVisible();
  });

  it('sends in integrated mode the source of the page the message was written on', async () => {
    const { user, api } = renderApp('/amning?jmi=true');
    await user.click(within(await mainMenu()).getByRole('button', { name: 'Kontakt' }));
    await screen.findByRole('dialog', { name: 'Kontakta oss' });
    await fillAndSendContactForm(user);
    await waitFor(() => {
      expect(api.contactBodies).toMatchObject([{ domain: 'sideeffects', context: 'lactation' }]);
    });
  });

  it('shows the versions of /api/versions in a dialog', async () => {
    const { user } = renderApp('/', { versions: { product: '2.4.1', integrated: '1.9.0' } });
    await user.click(within(await mainMenu()).getByRole('button', { name: 'Versioner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versioner' });
    expect(await within(dialog).findByText('2.4.1')).toBeVisible();
    expect(within(dialog).getByText('Integrerad variant').nextElementSibling).toHaveTextContent(
      '1.9.0',
    );
  });

  it('says calmly when the versions cannot be fetched', async () => {
    const { user } = renderApp('/', { failing: ['/api/versions'] });
    await user.click(within(await mainMenu()).getByRole('button', { name: 'Versioner' }));
    expect(await screen.findByText('Versionerna kunde inte hämtas just nu.')).toBeVisible();
  });

  it('hides home, how to search, indexes and status in integrated mode', async () => {
    const { user } = renderApp('/?jmi=true');
    const bar = await mainMenu();
    expect(within(bar).queryByRole('link', { name: 'Hem' })).not.toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: /Information/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Driftstatus' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Så söker du' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Biverkningssökning' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Driftstatus/ })).not.toBeInTheDocument();
  });

  it('shows the cookie notice until Jag förstår!, then remembers it', async () => {
    const { user } = renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Kakor.' });
    expect(within(notice).getByRole('link', { name: 'Läs mer om kakor' })).toHaveAttribute(
      'href',
      '/about/om-medkompass#kakor',
    );
    await user.click(within(notice).getByRole('button', { name: 'Jag förstår!' }));
    expect(screen.queryByRole('region', { name: 'Kakor.' })).not.toBeInTheDocument();
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('yes');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows no cookie notice in integrated mode, inside a record system', async () => {
    renderApp('/?jmi=true');
    await mainMenu();
    expect(screen.queryByRole('region', { name: 'Kakor.' })).not.toBeInTheDocument();
  });

  it('remembers the language of the page visited', async () => {
    renderApp('/en/about/terms-of-use');
    await waitFor(() => {
      expect(readCookie(document.cookie, LOCALE_COOKIE)).toBe('en');
    });
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  it('warns in a test environment that it is not for clinical use', async () => {
    renderApp('/', { environment: 'env-test' });
    expect(await screen.findByRole('region', { name: 'Testmiljö.' })).toHaveTextContent(
      'inte avsedd för kliniskt bruk',
    );
  });

  it('leaves the bar and footer out on the contact and navigation pages', async () => {
    renderApp('/nav');
    expect(await screen.findByRole('heading', { level: 1, name: 'Navigering' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Huvudmeny' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillgänglighetsredogörelse' })).toBeVisible();
    expect(showsSiteChrome('/kontakt')).toBe(false);
    expect(showsSiteChrome('/en/kontakt')).toBe(false);
    expect(showsSiteChrome('/amning/lakemedel/Navelbin')).toBe(true);
  });

  it('shows the 404 page inside the site, titled', async () => {
    renderApp('/finns/inte');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sidan du frågade efter finns inte.' }),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Sidan finns inte – Medkompass');
    });
  });

  it('offers go-to-top after 200 px of scrolling on a wide screen only', async () => {
    window.innerWidth = 1280;
    renderApp('/');
    await mainMenu();
    Object.defineProperty(window, 'scrollY', { value: 201, configurable: true });
    fireEvent.scroll(window);
    expect(await screen.findByRole('button', { name: /Till början av sidan/ })).toBeVisible();

    window.innerWidth = 600;
    fireEvent.scroll(window);
    await waitFor(() => {
      expect(
        screen.queryByRole('button', { name: /Till början av sidan/ }),
      ).not.toBeInTheDocument();
    });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    window.innerWidth = 1024;
  });
});
