import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  findHeaderLogin,
  findLoginDialog,
  logInThroughHeader,
  loginFields,
} from '../../../test/auth-helpers.ts';
import { FAKE_PASSWORD } from '../../../test/fake-auth.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FAILED = 'Fel email eller lösenord, försök igen';

describe('the login dialog', () => {
  it('opens from the header with the focus in the e-mail field and a disabled button', async () => {
    const { user } = renderApp('/');
    await user.click(await findHeaderLogin());

    const dialog = await findLoginDialog();
    const { email, password, submit } = loginFields(dialog);
    expect(email).toHaveFocus();
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'Glömt lösenord?' })).toHaveAttribute(
      'href',
      '/auth/forgotPassword',
    );

    // An address of the wrong shape is marked once the field is left …
    await user.type(email, 'anna@region');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      'Ange en giltig e-postadress, till exempel namn@region.se.',
    );
    await user.type(password, 'något');
    expect(submit).toBeDisabled();
    // … an empty one shows no state (§5) …
    await user.clear(email);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeDisabled();
    // … and a valid address with a password enables the button; trimmed, it counts as valid.
    await user.type(email, '  anna@region.se ');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeEnabled();
    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it('submits on Enter; a failure shows the text, clears the password, and clears on a change', async () => {
    const { user, api } = renderApp('/');
    await user.click(await findHeaderLogin());
    const dialog = await findLoginDialog();
    const { email, password } = loginFields(dialog);

    await user.type(email, 'anna@region.se');
    await user.type(password, 'fel-losenord{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(email).toHaveValue('anna@region.se');
    const logins = api.calls.filter((call) => call.url.pathname === '/api/auth/login');
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ method: 'POST', authorization: null });

    await user.type(password, 'x');
    expect(within(dialog).getByRole('alert')).toBeEmptyDOMElement();

    // Enter with the button disabled sends nothing.
    await user.clear(password);
    await user.type(email, '{Enter}');
    expect(api.calls.filter((call) => call.url.pathname === '/api/auth/login')).toHaveLength(1);
  });

  it('closes on success, fetches the user with the new token and starts empty next time', async () => {
    const { user, api } = renderApp('/');
    await logInThroughHeader(user);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // 'Logga in', which opened it, is gone: the focus goes to the page's content.
    await waitFor(() => {
      expect(screen.getByRole('main')).toHaveFocus();
    });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Inloggad som Anna Berg')).toBeVisible();
    const userCall = api.calls.find((call) => call.url.pathname === '/api/auth/user');
    expect(userCall?.authorization).toMatch(/^Bearer fake-token-\d+$/);
    // The token is the tab's (sessionStorage) and goes with later calls.
    expect(window.sessionStorage.getItem('medkompass.session')).toContain(
      userCall?.authorization?.slice('Bearer '.length),
    );

    await user.click(within(banner).getByRole('button', { name: 'Logga ut' }));
    await user.click(await findHeaderLogin());
    const { email, password } = loginFields(await findLoginDialog());
    expect(email).toHaveValue('');
    expect(password).toHaveValue('');
  });

  it('shows that it is logging in while the answer is on its way', async () => {
    const { user, api } = renderApp('/');
    // Hold the login's answer until the test lets it go.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.endsWith('/api/auth/login')) await held;
      return api.fetch(input, init);
    });
    await user.click(await findHeaderLogin());
    const dialog = await findLoginDialog();
    const { email, password, submit } = loginFields(dialog);
    await user.type(email, 'anna@region.se');
    await user.type(password, FAKE_PASSWORD);
    await user.click(submit);

    expect(await within(dialog).findByRole('button', { name: 'Loggar in…' })).toHaveFocus();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loggar in…');
    // A second press while waiting sends nothing more.
    await user.click(within(dialog).getByRole('button', { name: 'Loggar in…' }));
    release();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(api.requestsTo('/api/auth/login')).toHaveLength(1);
  });

  it('says how long to wait when the server limits login attempts (429)', async () => {
    const { user } = renderApp('/', { auth: { loginRateLimit: 0 } });
    await user.click(await findHeaderLogin());
    const dialog = await findLoginDialog();
    const { email, password, submit } = loginFields(dialog);
    await user.type(email, 'anna@region.se');
    await user.type(password, FAKE_PASSWORD);
    await user.click(submit);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'För många inloggningsförsök. Vänta 42 sekunder och försök igen.',
    );
    // Not a wrong password: what was typed stays.
    expect(password).toHaveValue(FAKE_PASSWORD);
  });

  it('hints at the lockout after repeated failures, with the same failure text', async () => {
    const { user } = renderApp('/');
    await user.click(await findHeaderLogin());
    const dialog = await findLoginDialog();
    const { email, password } = loginFields(dialog);
    await user.type(email, 'anna@region.se');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await user.type(password, `fel-${attempt}{Enter}`);
      await waitFor(() => {
        expect(within(dialog).getByRole('alert')).toHaveTextContent(FAILED);
      });
    }
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Efter flera misslyckade försök i rad spärras kontot en stund.',
    );
    // The server locks after five in a row and then refuses even the right password.
    for (const attempt of [4, 5]) await user.type(password, `fel-${attempt}{Enter}`);
    await user.type(password, `${FAKE_PASSWORD}{Enter}`);
    await waitFor(() => {
      expect(within(dialog).getByRole('alert')).toHaveTextContent(FAILED);
    });
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('closes on Escape and on Avbryt, with the focus back on the button that opened it', async () => {
    const { user } = renderApp('/');
    const opener = await findHeaderLogin();
    await user.click(opener);
    await findLoginDialog();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(opener).toHaveFocus();
    });

    await user.click(opener);
    await user.click(within(await findLoginDialog()).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('leaves for the forgot-password page through its link', async () => {
    const { user, router } = renderApp('/');
    await user.click(await findHeaderLogin());
    await user.click(
      within(await findLoginDialog()).getByRole('link', { name: 'Glömt lösenord?' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Glömt lösenord' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/forgotPassword');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
