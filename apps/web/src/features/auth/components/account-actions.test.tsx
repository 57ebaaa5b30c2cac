import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeaderLogin, logInThroughHeader } from '../../../test/auth-helpers.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { session } from '../../../lib/session/session-store.ts';

async function findBanner() {
  return screen.findByRole('banner');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logout', () => {
  it('tells the server, forgets the session and offers the login again', async () => {
    const { user, api } = renderApp('/');
    await logInThroughHeader(user);
    const token = api.calls.find((call) => call.url.pathname === '/api/auth/user')?.authorization;

    await user.click(within(await findBanner()).getByRole('button', { name: 'Logga ut' }));

    const login = await findHeaderLogin();
    await waitFor(() => {
      expect(login).toHaveFocus();
    });
    const logout = api.calls.filter((call) => call.url.pathname === '/api/auth/logout');
    expect(logout).toEqual([expect.objectContaining({ method: 'POST', authorization: token })]);
    expect(window.sessionStorage.getItem('medkompass.session')).toBeNull();
    expect(screen.queryByText(/Inloggad som/)).not.toBeInTheDocument();
    // The server has ended the token: a call with it would be refused.
    const headers = new Headers({ authorization: token ?? '' });
    expect(api.auth.sessionOf(headers)).toBeNull();
  });

  it('logs out even when the server call fails, and only logs that', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderApp('/', { failing: ['/api/auth/logout'] });
    await logInThroughHeader(user);
    await user.click(within(await findBanner()).getByRole('button', { name: 'Logga ut' }));

    expect(await findHeaderLogin()).toBeVisible();
    await waitFor(() => {
      expect(logged).toHaveBeenCalledWith('Logout failed', expect.anything());
    });
    expect(screen.queryByRole('alert', { name: /fel/i })).not.toBeInTheDocument();
  });

  it('goes to the start page when logging out on the riskprofile page, with no dialog', async () => {
    const { user, router } = renderApp('/');
    await logInThroughHeader(user);
    await router.navigate('/riskprofil?nplIds=99000000000001');
    expect(await screen.findByRole('heading', { level: 2, name: 'Riskprofil' })).toBeVisible();

    await user.click(within(await findBanner()).getByRole('button', { name: 'Logga ut' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.location.search).toBe('?nplIds=99000000000001');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('medkompass.afterLogin')).toBeNull();
  });
});

describe('the network user', () => {
  it('is logged in silently by address, sees riskprofile, and is offered neither login nor logout', async () => {
    const { api } = renderApp('/', { auth: { inNetwork: true } });
    const banner = await findBanner();
    expect(await within(banner).findByText('Inloggad via regionens nätverk')).toBeVisible();
    expect(within(banner).queryByRole('button', { name: 'Logga ut' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Logga in' })).not.toBeInTheDocument();
    // No password is sent: the address decides (ADR 17).
    const networkLogin = api.calls.find((call) => call.url.pathname === '/api/auth/network-login');
    expect(networkLogin?.method).toBe('POST');
    expect(api.requestsTo('/api/auth/login')).toHaveLength(0);
    const tabs = screen.getByRole('navigation', { name: 'Källor' });
    await waitFor(() => {
      expect(
        within(tabs).getByRole('link', { name: /^Riskprofil/ }),
      ).not.toHaveAccessibleDescription(/Kräver inloggning/);
    });
  });

  it('stays anonymous outside the network, asking only whether it is inside', async () => {
    const { api } = renderApp('/');
    expect(await findHeaderLogin()).toBeVisible();
    expect(api.requestsTo('/api/auth/network')).toHaveLength(1);
    expect(api.requestsTo('/api/auth/network-login')).toHaveLength(0);
  });
});

describe("a record system's session (integrated mode)", () => {
  it('uses t as the session, takes it out of the address, and offers no login or logout', async () => {
    const { router, api } = renderApp('/?jmi=true&t=journal-token&nplIds=99000000000001', {
      auth: { integrationTokens: { 'journal-token': ['interactions', 'riskprofile'] } },
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?jmi=true&nplIds=99000000000001');
    });
    await waitFor(() => {
      expect(
        api.calls.some(
          (call) =>
            call.url.pathname === '/api/auth/user' && call.authorization === 'Bearer journal-token',
        ),
      ).toBe(true);
    });
    const tabs = await screen.findByRole('navigation', { name: 'Källor' });
    await waitFor(() => {
      expect(
        within(tabs).getByRole('link', { name: /^Riskprofil/ }),
      ).not.toHaveAccessibleDescription(/Kräver inloggning/);
    });
    const banner = await findBanner();
    expect(within(banner).queryByRole('button', { name: /Logga (in|ut)/ })).not.toBeInTheDocument();
  });

  it('logs out calmly when the server refuses t, and still shows the public sources', async () => {
    renderApp('/interaktioner?jmi=true&t=unknown-token');
    expect(
      await screen.findByText(/^Inloggningen från journalsystemet kunde inte bekräftas/),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logga in igen' })).not.toBeInTheDocument();
    const tabs = await screen.findByRole('navigation', { name: 'Källor' });
    for (const name of [/^Interaktioner/, /^Njurfunktion/, /^Fosterpåverkan/, /^Amning/, /^Genus/])
      expect(within(tabs).getByRole('link', { name })).not.toHaveAccessibleDescription(
        /Kräver inloggning/,
      );
    await waitFor(() => {
      expect(within(tabs).getByRole('link', { name: /^Riskprofil/ })).toHaveAccessibleDescription(
        /Kräver inloggning/,
      );
    });
  });
});

describe('an ended session', () => {
  it('is noticed by a call that answers 401: anonymous again, a calm notice, no error page', async () => {
    const { user, api } = renderApp('/interaktioner');
    await logInThroughHeader(user);
    api.auth.revokeAll();

    // The next call with the token (here the check when the tab is shown again) gets a 401.
    await session.recheck(Date.now() + 61_000);

    const notice = await screen.findByText(/^Du har loggats ut eftersom inloggningen har gått ut/);
    expect(notice).toBeVisible();
    // A polite live region in the header, not an alert or an error page.
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText('Internt serverfel.')).not.toBeInTheDocument();
    expect(await findHeaderLogin()).toBeVisible();
    expect(window.sessionStorage.getItem('medkompass.session')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();

    // The notice offers the login, and a login takes it away.
    await user.click(screen.getByRole('button', { name: 'Logga in igen' }));
    expect(await screen.findByRole('dialog', { name: 'Logga in' })).toBeVisible();
  });

  it('can be dismissed', async () => {
    window.sessionStorage.setItem(
      'medkompass.session',
      JSON.stringify({ token: 'x', scope: 'user' }),
    );
    const { user } = renderApp('/');
    await screen.findByText(/^Du har loggats ut/);
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByText(/^Du har loggats ut/)).not.toBeInTheDocument();
  });
});
