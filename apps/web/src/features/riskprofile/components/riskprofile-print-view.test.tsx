import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallerAccess } from '../../../lib/access/caller.ts';
import { IDS } from '../../../test/fake-api.ts';
import { expectedRiskProperties } from '../../../test/expected-severity.ts';
import { FIXTURE_RISK_PROPERTIES } from '../../../test/fixture-riskprofile.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The lazy route, the names and the riskprofile can pass 1 s on a loaded machine. */
configure({ asyncUtilTimeout: 5000 });
const SLOW_MACHINE_MS = 20_000;

const SIGNED_IN: CallerAccess = { caller: 'user', grantedSources: ['interactions', 'riskprofile'] };
const NSL_IDS = [IDS.haloperidol, IDS.citalopram];
const LIST = NSL_IDS.map((id) => `nslIds=${id}`).join('&');

describe('/riskprofil/utskrift', { timeout: SLOW_MACHINE_MS }, () => {
  it('prints the properties most severe first, each with its description, and the key open', async () => {
    renderApp(`/riskprofil/utskrift?${LIST}`, { caller: SIGNED_IN });

    const expected = expectedRiskProperties(NSL_IDS);
    const list = await screen.findByRole('list', { name: 'Riskegenskaper' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('h4')?.textContent)).toEqual(expected.names);
    expect(screen.getByText(`Översikt: ${expected.summary}`)).toBeVisible();
    // What each property means is printed, with no disclosure to open.
    for (const property of FIXTURE_RISK_PROPERTIES) {
      const row = within(list).getByRole('listitem', { name: property.name.sv });
      expect(row).toHaveTextContent(property.description.sv);
    }
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    // The administration each substance is counted with, as text.
    expect(
      screen.getAllByText('Administrationssätt: Högsta värde (alla vägar)').length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Så beräknas riskprofilen' })).toHaveTextContent(
      /Varje substans har ett värde från 0 till 3/,
    );
  });

  it('is behind the same guard as the tab: an anonymous caller goes to the start page', async () => {
    const { api, router } = renderApp(`/riskprofil/utskrift?${LIST}`);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(router.state.location.search).toContain(LIST);
    expect(api.requestsTo('/api/riskprofile')).toHaveLength(0);
  });

  it('is linked from the tab, with the list', async () => {
    renderApp(`/riskprofil?${LIST}`, { caller: SIGNED_IN });
    expect(await screen.findByRole('link', { name: /^Skriv ut \(/ })).toHaveAttribute(
      'href',
      `/riskprofil/utskrift?${LIST}`,
    );
  });
});
