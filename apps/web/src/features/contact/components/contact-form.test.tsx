import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * Fakes the captcha widget's report that the proof of work is done. jsdom has no Web Workers,
 * so the widget cannot really solve a challenge here: this stands in for the one event the form
 * listens to, with the state and payload the real widget sends (the e2e test solves it for real).
 */
async function fakeCaptchaState(state: string, payload: string | null = null) {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no captcha widget yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  });
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Puts text in a field as a paste: typing letter by letter is slow in jsdom. */
async function enter(user: UserEvent, name: RegExp, text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

async function fillValidForm(user: UserEvent) {
  await choose(user, /Jag är/, 'sjuksköterska');
  await enter(user, /^Förnamn/, 'Åsa');
  await enter(user, /^Efternamn/, 'Öberg');
  await enter(user, /^E-post/, 'asa.oberg@region.se');
  await enter(user, /^Meddelande/, 'Hur tolkar jag C3?');
}

/** The form's own message of a refused send. */
const formAlert = () =>
  screen.findByText(
    (_, element) =>
      element?.classList.contains('error-text') === true &&
      element.getAttribute('role') === 'alert',
  );

const sendButton = () => screen.getByRole('button', { name: 'Skicka' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/kontakt: the contact form', { timeout: 15_000 }, () => {
  it('has every field of specification §3 with a label, the notice and a disabled send', async () => {
    renderApp('/kontakt');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Alla fält är obligatoriska/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Vad gäller frågan\?/ })).toHaveTextContent(
      'Allmänt',
    );
    for (const name of [/^Förnamn/, /^Efternamn/, /^E-post/, /^Meddelande/]) {
      expect(screen.getByRole('textbox', { name })).toBeRequired();
    }
    expect(sendButton()).toBeDisabled();
    expect(
      screen.getByRole('link', { name: 'Så behandlar vi dina personuppgifter' }),
    ).toHaveAttribute('href', '/about/personuppgifter');
  });

  it('offers the side-effects domain only in integrated mode', async () => {
    const { user } = renderApp('/kontakt');
    await user.click(await screen.findByRole('button', { name: /Vad gäller frågan\?/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Allmänt',
      'Interaktioner',
      'Riskprofil',
      'Fosterpåverkan',
      'Amning',
      'Njurfunktion',
      'Genus',
    ]);
  });

  it('lists the roles with their Swedish labels', async () => {
    const { user } = renderApp('/kontakt?jmi=true');
    await user.click(await screen.findByRole('button', { name: /Jag är/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'farmaceut',
      'läkare',
      'sjuksköterska',
      'tandläkare',
      'barnmorska',
      'patient/privatperson',
      'annan',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Vad gäller frågan\?/ }));
    expect(await screen.findByRole('option', { name: 'Biverkningar' })).toBeInTheDocument();
  });

  it('shows the rules of packages/clinical inline once a field is left', async () => {
    const { user } = renderApp('/kontakt');
    const firstName = await screen.findByRole('textbox', { name: /^Förnamn/ });
    await user.type(firstName, 'A');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(/Ange 2–28 tecken/);
    await user.type(screen.getByRole('textbox', { name: /^E-post/ }), 'asa@region');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /^E-post/ })).toHaveAccessibleDescription(
      'Ange en giltig e-postadress',
    );
    const message = screen.getByRole('textbox', { name: /^Meddelande/ });
    await user.type(message, 'Hej');
    await user.tab();
    expect(message).toHaveAccessibleDescription(/Meddelandet ska vara minst 5 tecken/);
    await user.type(firstName, 'nna');
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  it('enables send only when every field is valid and the captcha is solved, and sends', async () => {
    const { user, api } = renderApp('/kontakt?context=interactions');
    await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await fillValidForm(user);
    expect(sendButton()).toBeDisabled();
    await fakeCaptchaState('verified', 'cGF5bG9hZA==');
    expect(sendButton()).toBeEnabled();
    await fakeCaptchaState('expired');
    expect(sendButton()).toBeDisabled();
    expect(screen.getByText(/Bekräftelsen har gått ut/)).toBeInTheDocument();
    await fakeCaptchaState('verified', 'cGF5bG9hZA==');

    await user.click(sendButton());
    expect(await screen.findByText(/Tack! Ditt meddelande är skickat/)).toBeInTheDocument();
    expect(api.contactBodies).toEqual([
      {
        domain: 'general',
        role: 'nurse',
        firstName: 'Åsa',
        lastName: 'Öberg',
        email: 'asa.oberg@region.se',
        message: 'Hur tolkar jag C3?',
        context: 'interactions',
        altcha: 'cGF5bG9hZA==',
      },
    ]);
    // Message, context and domain reset; the sender's details stay; a new captcha is needed.
    expect(screen.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Förnamn/ })).toHaveValue('Åsa');
    expect(screen.getByRole('button', { name: /Vad gäller frågan\?/ })).toHaveTextContent(
      'Allmänt',
    );
    expect(sendButton()).toBeDisabled();
  });

  it.each([
    ['captcha_used', 'Bekräftelsen att du inte är en robot godkändes inte eller har gått ut.'],
    ['rate_limited', 'Du har skickat många meddelanden på kort tid.'],
    ['internal', 'Något gick fel med sändningen. Försök igen.'],
  ] as const)('keeps the message and says why when the server answers %s', async (answer, text) => {
    const { user } = renderApp('/kontakt', { contactAnswer: answer });
    await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await fillValidForm(user);
    await fakeCaptchaState('verified', 'cGF5bG9hZA==');
    await user.click(sendButton());
    expect(await formAlert()).toHaveTextContent(text);
    expect(screen.getByRole('textbox', { name: /^Meddelande/ })).toHaveValue('Hur tolkar jag C3?');
    expect(sendButton()).toBeDisabled();
  });

  it('gives up after 5 seconds without an answer', async () => {
    const controller = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(controller.signal);
    const { user } = renderApp('/kontakt', { contactAnswer: 'never' });
    await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await fillValidForm(user);
    await fakeCaptchaState('verified', 'cGF5bG9hZA==');
    await user.click(sendButton());
    expect(timeout).toHaveBeenCalledWith(5000);
    expect(screen.getByRole('button', { name: 'Skickar…' })).toBeInTheDocument();
    act(() => {
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    });
    expect(await formAlert()).toHaveTextContent('Något gick fel med sändningen. Försök igen.');
  });

  it('clears every field on cancel and tells an embedding page, with no personal data', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { user } = renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    for (const name of [/^Förnamn/, /^Efternamn/, /^E-post/, /^Meddelande/]) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
    expect(screen.getByRole('button', { name: /Jag är/ })).toHaveTextContent('Välj roll');
    expect(postMessage).toHaveBeenCalledWith({ type: 'medkompass:contact', action: 'cancel' }, '*');
  });

  it('tells an embedding page when the message is sent', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { user } = renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakta oss' });
    await fillValidForm(user);
    await fakeCaptchaState('verified', 'cGF5bG9hZA==');
    fireEvent.submit(sendButton().closest('form')!);
    await waitFor(() => {
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'medkompass:contact', action: 'submit' },
        '*',
      );
    });
  });
});

describe('/en/kontakt: the contact form in English', { timeout: 15_000 }, () => {
  it('has English labels and English reasons', async () => {
    const { user } = renderApp('/en/kontakt');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /What is your question about\?/ })).toHaveTextContent(
      'General',
    );
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await user.click(email);
    await user.paste('nope');
    await user.tab();
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
