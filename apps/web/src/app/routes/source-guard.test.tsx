import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLoginDialog, loginFields } from '../../test/auth-helpers.ts';
import { IDS } from '../../test/fake-api.ts';
import { FAKE_PASSWORD } from '../../test/fake-auth.ts';
import { renderApp } from '../../test/render-app.tsx';

const SEARCH = `?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`;

async function findRiskprofileTab() {
  const bar = await screen.findByRole('navigation', { name: 'Källor' });
  return waitFor(() => {
    const tab =
      within(bar).queryByRole('button', { name: /^Riskprofil/ }) ??
      within(bar).queryByRole('link', { name: /^Riskprofil/ });
    if (!tab) throw new Error('no riskprofile tab');
    return tab;
  });
}

async function logInInDialog(user: ReturnType<typeof renderApp>['user'], email: string) {
  const { email: emailField, password, submit } = loginFields(await findLoginDialog());
  await user.type(emailField, email);
  await user.type(password, FAKE_PASSWORD);
  await user.click(submit);
  await waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
}

describe('the riskprofile padlock', () => {
  it('opens the login dialog, and the tab follows the login through sourceAccess', async () => {
    const { user } = renderApp(`/${SEARCH}`);
    const padlock = await findRiskprofileTab();
    expect(padlock.tagName).toBe('BUTTON');
    expect(padlock).toHaveAccessibleDescription(/^Kräver inloggning\./);

    await user.click(padlock);
    // Asked for by the visitor, the dialog needs no reason.
    expect(await findLoginDialog()).toHaveAccessibleDescription(
      'Logga in med ditt Medkompass-konto för att se riskprofilen.',
    );
    await logInInDialog(user, 'anna@region.se');

    // Unlocked: no longer 'Kräver inloggning', no padlock button (its view comes separately).
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Riskprofil/ })).not.toBeInTheDocument();
    });
    const tab = await findRiskprofileTab();
    expect(tab).not.toHaveAccessibleDescription(/Kräver inloggning/);
  });

  it('does not open the dialog in integrated mode (jmi=true)', async () => {
    renderApp(`/${SEARCH}&jmi=true`);
    const tab = await findRiskprofileTab();
    expect(tab.tagName).not.toBe('BUTTON');
    expect(tab).toHaveAccessibleDescription(/^Kräver inloggning\./);
    expect(screen.queryByRole('button', { name: 'Logga in' })).not.toBeInTheDocument();
  });

  it('stays locked with rl=true from the record system, whoever is logged in', async () => {
    const { user, router } = renderApp(`/${SEARCH}`);
    await user.click(await findRiskprofileTab());
    await logInInDialog(user, 'anna@region.se');
    await router.navigate(`/${SEARCH}&rl=true`);
    await waitFor(async () => {
      expect(await findRiskprofileTab()).toHaveAccessibleDescription(/^Låst av journalsystemet\./);
    });
    expect((await findRiskprofileTab()).tagName).not.toBe('BUTTON');
  });

  it('stays locked, with its reason, for an account without the source', async () => {
    const { user } = renderApp(`/${SEARCH}`);
    await user.click(await findRiskprofileTab());
    await logInInDialog(user, 'bo@region.se');
    await waitFor(async () => {
      expect(await findRiskprofileTab()).toHaveAccessibleDescription(
        /^Inloggningen ger inte tillgång till källan\./,
      );
    });
    expect((await findRiskprofileTab()).tagName).not.toBe('BUTTON');
  });
});

describe('the guarded riskprofile page', () => {
  it('sends an anonymous visitor to the start with the dialog, and back after login', async () => {
    const { user, router } = renderApp(`/riskprofil${SEARCH}`);

    // The dialog says why it opened: the visitor asked for a page, not for a login.
    expect(await findLoginDialog()).toHaveAccessibleDescription(
      'Sidan du öppnade kräver inloggning. Logga in med ditt Medkompass-konto, så kommer du tillbaka till den.',
    );
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe(SEARCH);

    await logInInDialog(user, 'anna@region.se');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/riskprofil');
    });
    expect(router.state.location.search).toBe(SEARCH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Riskprofil' })).toBeVisible();
  });

  it('forgets the page when the dialog is closed without a login', async () => {
    const { user, router } = renderApp('/riskprofil');
    await user.click(within(await findLoginDialog()).getByRole('button', { name: 'Avbryt' }));
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem('medkompass.afterLogin')).toBeNull();
  });

  it('never restores a target that is not a local path', async () => {
    window.sessionStorage.setItem('medkompass.afterLogin', '//evil.example/x');
    const { user, router } = renderApp('/login');
    await logInInDialog(user, 'anna@region.se');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page after a reload while the stored session holds', async () => {
    window.sessionStorage.setItem(
      'medkompass.session',
      JSON.stringify({ token: 'kept', scope: 'user' }),
    );
    const { router } = renderApp('/riskprofil', {
      auth: { sessions: { kept: 'anna@region.se' } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Riskprofil' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/riskprofil');
    expect(screen.getByText('Inloggad som Anna Berg')).toBeVisible();
  });

  it('after a reload with a session the server has ended: the start, a calm notice, no dialog', async () => {
    window.sessionStorage.setItem(
      'medkompass.session',
      JSON.stringify({ token: 'ended', scope: 'user' }),
    );
    const { router } = renderApp('/riskprofil');
    expect(
      await screen.findByText(/^Du har loggats ut eftersom inloggningen har gått ut/),
    ).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('medkompass.session')).toBeNull();
    // The page is remembered for the login the notice offers.
    expect(window.sessionStorage.getItem('medkompass.afterLogin')).toBe('/riskprofil');
  });

  it('waits for the network session, then shows the page to a network user', async () => {
    const { router } = renderApp('/riskprofil', { auth: { inNetwork: true } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Riskprofil' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/riskprofil');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('turns away an account without the source, offering no login', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    await logInInDialog(user, 'bo@region.se');
    await router.navigate('/riskprofil');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/login, the login callback route', () => {
  it('opens the dialog on the start page for a visitor without a session', async () => {
    const { router } = renderApp('/login');
    await findLoginDialog();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a logged-in user home without the dialog', async () => {
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Logga in' }));
    await logInInDialog(user, 'anna@region.se');
    await router.navigate('/login');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
