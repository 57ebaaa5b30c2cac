import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLoginDialog, loginFields } from '../../../test/auth-helpers.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NEW_PASSWORD = 'ett-helt-nytt-losenord';
const SENT = /^Om adressen hör till ett konto i Medkompass har vi skickat ett e-postmeddelande/;

describe('/auth/forgotPassword', () => {
  it('sends a link for a known address, in words that do not reveal whether it is known', async () => {
    const { user, api } = renderApp('/auth/forgotPassword');
    expect(await screen.findByRole('heading', { level: 1, name: 'Glömt lösenord' })).toBeVisible();
    const email = screen.getByLabelText('E-postadress');
    const send = screen.getByRole('button', { name: 'Skicka länk' });
    expect(send).toBeDisabled();

    await user.type(email, 'anna@region.se{Enter}');
    const answer = await screen.findByText(SENT);
    expect(answer.closest('[role="status"]')).toHaveFocus();
    expect(api.auth.mail.map((mail) => mail.to)).toEqual(['anna@region.se']);
  });

  it('answers an unknown address with the same words, and mails nothing', async () => {
    const { user, api } = renderApp('/auth/forgotPassword');
    await user.type(await screen.findByLabelText('E-postadress'), 'ingen@region.se{Enter}');
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(api.auth.mail).toEqual([]);
  });

  it('marks an address of the wrong shape and says when there have been too many tries', async () => {
    const { user } = renderApp('/auth/forgotPassword', { auth: { resetRateLimit: 0 } });
    const email = await screen.findByLabelText('E-postadress');
    await user.type(email, 'anna@');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'region.se{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'För många försök. Vänta 42 sekunder och försök igen.',
    );
  });
});

describe('/auth/changePassword/:token', () => {
  async function fill(
    user: ReturnType<typeof renderApp>['user'],
    password: string,
    repeat = password,
  ) {
    await user.type(await screen.findByLabelText(/^Nytt lösenord/), password);
    await user.type(screen.getByLabelText('Upprepa det nya lösenordet'), repeat);
  }

  it('states the rule, checks it and the repetition, then changes the password and offers the login', async () => {
    const { user, router } = renderApp('/auth/changePassword/reset-abc', {
      auth: { resetTokens: { 'reset-abc': 'anna@region.se' } },
    });
    const password = await screen.findByLabelText(/^Nytt lösenord/);
    expect(password).toHaveAccessibleDescription(
      'Minst 12 tecken. Lösenordet får inte vara din e-postadress.',
    );
    const save = screen.getByRole('button', { name: 'Spara nytt lösenord' });

    await user.type(password, 'kort');
    await user.tab();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Lösenordet måste ha minst 12 tecken.')).toBeVisible();
    await user.clear(password);
    await fill(user, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await user.tab();
    expect(screen.getByText('Lösenorden är inte likadana.')).toBeVisible();
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Upprepa det nya lösenordet'), '{Backspace}');
    expect(save).toBeEnabled();
    await user.click(save);

    const changed = await screen.findByText(
      'Lösenordet är bytt. Du kan nu logga in med ditt nya lösenord.',
    );
    const outcome = changed.closest<HTMLElement>('[role="status"]');
    expect(outcome).toHaveFocus();
    await user.click(within(outcome!).getByRole('button', { name: 'Logga in' }));
    const dialog = await findLoginDialog();
    const fields = loginFields(dialog);
    await user.type(fields.email, 'anna@region.se');
    await user.type(fields.password, `${NEW_PASSWORD}{Enter}`);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(await screen.findByText('Inloggad som Anna Berg')).toBeVisible();
  });

  it('says a used or expired link cannot be used, with a way to a new one', async () => {
    const { user } = renderApp('/auth/changePassword/used-or-expired');
    await fill(user, NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Länken för att byta lösenord går inte att använda/);
    expect(within(alert).getByRole('link', { name: 'Begär en ny länk' })).toHaveAttribute(
      'href',
      '/auth/forgotPassword',
    );
    expect(screen.queryByLabelText(/^Nytt lösenord/)).not.toBeInTheDocument();
  });

  it('explains the rule when the server refuses the password, and keeps the link usable', async () => {
    const { user, api } = renderApp('/auth/changePassword/reset-abc', {
      auth: { resetTokens: { 'reset-abc': 'anna@region.se' } },
    });
    await fill(user, 'ANNA@region.se');
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lösenordet uppfyller inte kraven: minst 12 tecken, och det får inte vara din e-postadress.',
    );

    const password = screen.getByLabelText(/^Nytt lösenord/);
    await user.clear(password);
    await user.clear(screen.getByLabelText('Upprepa det nya lösenordet'));
    // Editing takes the refusal away.
    expect(screen.getByRole('alert', { hidden: true })).toBeEmptyDOMElement();
    await fill(user, NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await screen.findByText(/^Lösenordet är bytt/)).toBeVisible();
    expect(api.requestsTo('/api/auth/changePassword')).toHaveLength(2);
  });

  it('without the code from the mail, says so and links to a new link', async () => {
    renderApp('/auth/changePassword');
    expect(await screen.findByText(/^Adressen saknar koden från e-postmeddelandet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Begär en ny länk' })).toBeVisible();
  });

  it('says when there have been too many tries', async () => {
    const { user } = renderApp('/auth/changePassword/reset-abc', {
      auth: { resetTokens: { 'reset-abc': 'anna@region.se' }, resetRateLimit: 0 },
    });
    await fill(user, NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Spara nytt lösenord' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'För många försök. Vänta 42 sekunder och försök igen.',
    );
  });
});
