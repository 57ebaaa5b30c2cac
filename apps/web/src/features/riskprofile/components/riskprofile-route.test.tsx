import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * A render's first answer waits for the lazy route, the names and the riskprofile; on a loaded
 * machine (shared runners) that can pass Testing Library's default of 1 s.
 */
configure({ asyncUtilTimeout: 5000 });
const SLOW_MACHINE_MS = 20_000;

const LIST = `nslIds=${IDS.haloperidol}&nslIds=${IDS.citalopram}`;

describe('/riskprofil when the access decision is closed', { timeout: SLOW_MACHINE_MS }, () => {
  // Specification §4 'Login': guarded pages send anonymous users to '/'. The guard decides with
  // the tab's own decision, so every locked reason leaves the page, with the search list kept.
  it.each([
    ['an anonymous caller', `/riskprofil?${LIST}`, {}],
    [
      'a user whose account lacks the source',
      `/riskprofil?${LIST}`,
      { caller: { caller: 'user' as const, grantedSources: ['interactions' as const] } },
    ],
    [
      'a user granted it, when the record system locks it with rl=true',
      `/riskprofil?${LIST}&rl=true`,
      { caller: { caller: 'user' as const, grantedSources: ['riskprofile' as const] } },
    ],
  ])('sends %s to the start page and asks for no riskprofile', async (_who, path, options) => {
    const { api, router } = renderApp(path, options);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.location.search).toContain(LIST);
    expect(api.requestsTo('/api/riskprofile')).toHaveLength(0);
    expect(api.requestsTo('/api/riskprofile/riskproperties')).toHaveLength(0);
  });

  it('says the source is not available when it is switched off', async () => {
    renderApp(`/riskprofil?${LIST}`, {
      caller: { caller: 'user', grantedSources: ['riskprofile'] },
      disabledSources: ['riskprofile'],
    });
    expect(
      await screen.findByRole('heading', { name: 'Riskprofilen är inte tillgänglig' }),
    ).toBeVisible();
    const page = screen.getByRole('region', { name: 'Riskprofil' });
    expect(within(page).getByText('Källan är inte tillgänglig')).toBeVisible();
  });
});
