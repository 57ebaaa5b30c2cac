import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

/**
 * A render's first answer waits for the lazy route, the names and the riskprofile; on a loaded
 * machine (shared runners) that can pass Testing Library's default of 1 s.
 */
configure({ asyncUtilTimeout: 5000 });
const SLOW_MACHINE_MS = 20_000;

const LIST = `nslIds=${IDS.haloperidol}&nslIds=${IDS.citalopram}`;

describe('/riskprofil when the access decision is closed', { timeout: SLOW_MACHINE_MS }, () => {
  it('asks an anonymous caller to log in, calmly, and calls nothing', async () => {
    const { api } = renderApp(`/riskprofil?${LIST}`);

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Riskprofilen kräver inloggning' }),
    ).toBeVisible();
    expect(screen.getByText(/sammanlagda risken för vanliga biverkningar/)).toBeVisible();
    expect(screen.getByText(/inloggade användare vars konto har behörighet/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Riskegenskaper' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requestsTo('/api/riskprofile')).toHaveLength(0);
    expect(api.requestsTo('/api/riskprofile/riskproperties')).toHaveLength(0);
  });

  it('tells a user whose account lacks the source', async () => {
    const { api } = renderApp(`/riskprofil?${LIST}`, {
      caller: { caller: 'user', grantedSources: ['interactions'] },
    });
    expect(
      await screen.findByRole('heading', { name: 'Riskprofilen ingår inte i din behörighet' }),
    ).toBeVisible();
    expect(api.requestsTo('/api/riskprofile')).toHaveLength(0);
  });

  it('is locked by the record system with rl=true, even for a user granted it', async () => {
    const { api } = renderApp(`/riskprofil?${LIST}&rl=true`, {
      caller: { caller: 'user', grantedSources: ['riskprofile'] },
    });
    expect(await screen.findByRole('heading', { name: 'Riskprofilen är låst' })).toBeVisible();
    expect(api.requestsTo('/api/riskprofile')).toHaveLength(0);
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
