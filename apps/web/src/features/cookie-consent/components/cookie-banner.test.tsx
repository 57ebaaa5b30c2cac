import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EnvJson } from '@medkompass/contracts/env.ts';
import { provideEnv } from '../../../lib/api-client.ts';
import { CONSENT_COOKIE, readCookie, STATISTICS_COOKIE } from '../../../lib/cookies/cookies.ts';
import { envQueryOptions } from '../../../lib/env/use-env.ts';
import { renderApp } from '../../../test/render-app.tsx';

const WITH_STATISTICS: EnvJson = {
  API_URL: '',
  environment: 'env-dev',
  CMS_URL: '',
  PRODUCT_NAME: 'medkompass',
  ANALYTICS_URL: 'https://statistik.region.example/',
  ANALYTICS_SITE_ID: '2',
  ANALYTICS_LOCAL: false,
  ANALYTICS_INTEGRATED: false,
};

/** The app at `path` on a server that collects statistics (its /env.json says where). */
function renderWithStatistics(path: string, env: EnvJson = WITH_STATISTICS) {
  provideEnv(env);
  return renderApp(path, {}, (queryClient) => {
    queryClient.setQueryData(envQueryOptions().queryKey, env);
  });
}

describe('the cookie notice and the statistics choice', () => {
  // The notice with the choice is a module of its own; compiled once here, not within a wait.
  beforeAll(async () => {
    await import('./statistics-notice.tsx');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });

  it("offers no statistics where the server collects none: 'Jag förstår!' alone", async () => {
    renderApp('/');
    const notice = await screen.findByRole('region', { name: 'Kakor.' });
    expect(
      within(notice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Jag förstår!']);
  });

  it("keeps 'Jag förstår!' to what is needed, and allows statistics by a button of its own", async () => {
    const { user } = renderWithStatistics('/');
    // The notice with the choice takes the place of the plain one once it has loaded.
    await screen.findByRole('button', { name: 'Tillåt anonym statistik' });
    const notice = screen.getByRole('region', { name: 'Kakor.' });
    const buttons = within(notice).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Jag förstår!',
      'Tillåt anonym statistik',
    ]);
    expect(buttons[1]?.className).toBe(buttons[0]?.className);
    expect(notice).toHaveTextContent('utan läkemedel, sökord eller patientuppgifter');
    await user.click(within(notice).getByRole('button', { name: 'Jag förstår!' }));
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('yes');
    expect(readCookie(document.cookie, STATISTICS_COOKIE)).toBeNull();
  });

  it('remembers the statistics allowed from the notice', async () => {
    const { user } = renderWithStatistics('/');
    const notice = await screen.findByRole('region', { name: 'Kakor.' });
    await user.click(
      await within(notice).findByRole('button', { name: 'Tillåt anonym statistik' }),
    );
    expect(screen.queryByRole('region', { name: 'Kakor.' })).toBeNull();
    expect(readCookie(document.cookie, CONSENT_COOKIE)).toBe('yes');
    expect(readCookie(document.cookie, STATISTICS_COOKIE)).toBe('yes');
  });

  it('says so instead of asking when the browser asks not to be tracked', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    renderWithStatistics('/');
    await screen.findByText(/Din webbläsare ber om att inte spåras/);
    const notice = screen.getByRole('region', { name: 'Kakor.' });
    expect(
      within(notice)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Jag förstår!']);
  });

  it('lets the cookie page change the choice, and says when the browser refuses', async () => {
    const { user } = renderWithStatistics('/about/om-medkompass');
    const setting = await screen.findByRole('region', { name: 'Besöksstatistik' });
    expect(within(setting).getByRole('status')).toHaveTextContent(
      'Du tillåter inte besöksstatistik.',
    );
    expect(screen.getByRole('region', { name: 'Kakor.' })).toBeVisible();
    const allow = within(setting).getByRole('button', { name: 'Tillåt anonym statistik' });
    await user.click(allow);
    expect(within(setting).getByRole('status')).toHaveTextContent(
      'Du tillåter anonym besöksstatistik.',
    );
    expect(readCookie(document.cookie, STATISTICS_COOKIE)).toBe('yes');
    // The choice answers the cookie notice too; the pressed button keeps the focus.
    expect(screen.queryByRole('region', { name: 'Kakor.' })).not.toBeInTheDocument();
    expect(allow).toHaveAttribute('aria-pressed', 'true');
    expect(allow).toHaveFocus();
    await user.click(within(setting).getByRole('button', { name: 'Tillåt inte statistik' }));
    expect(readCookie(document.cookie, STATISTICS_COOKIE)).toBe('no');
  });

  it('says on the cookie page when this installation collects nothing', async () => {
    renderApp('/about/om-medkompass');
    const setting = await screen.findByRole('region', { name: 'Besöksstatistik' });
    expect(setting).toHaveTextContent('samlar inte in besöksstatistik');
    expect(within(setting).queryAllByRole('button')).toEqual([]);
  });
});
