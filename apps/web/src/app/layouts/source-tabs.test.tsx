import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_TIMEOUT_MS } from '../../lib/assessment/assessment-call.ts';
import { IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const ASSESSMENT_CALLS = [
  '/api/interaction/dataByNslIds',
  '/api/njurfunktion',
  '/api/birthdefect',
  '/api/lactation',
  '/api/genus',
];

function findTabBar() {
  return screen.findByRole('navigation', { name: 'Källor' });
}

/**
 * A tab by its name: a link, an item that cannot be opened (role link, aria-disabled), or a
 * locked tab that opens the login dialog (a button).
 */
async function findTab(name: string) {
  const bar = await findTabBar();
  const matcher = { name: new RegExp(`^${name}`) };
  return waitFor(() => {
    const tab =
      within(bar).queryByRole('link', matcher) ?? within(bar).queryByRole('button', matcher);
    if (!tab) throw new Error(`no tab ${name}`);
    return tab;
  });
}

describe('source tabs', () => {
  it('lists the six sources in the table order; a locked one is a button that offers the login', async () => {
    renderApp('/');

    const bar = await findTabBar();
    const items = await within(bar).findAllByRole('listitem');
    const names = [
      'Interaktioner',
      'Riskprofil',
      'Njurfunktion -',
      'Fosterpåverkan',
      'Amning',
      'Genus',
    ];
    expect(items).toHaveLength(names.length);
    // Riskprofile needs a login, which an anonymous caller does not have: its padlock is a
    // button that opens the login dialog.
    const riskprofile = await within(items[1]!).findByRole('button');
    expect(riskprofile).toHaveAccessibleName('Riskprofil');
    expect(riskprofile).toHaveAttribute('aria-haspopup', 'dialog');
    expect(riskprofile).toHaveAccessibleDescription('Kräver inloggning.');
    const links = within(bar).getAllByRole('link');
    const linkNames = names.filter((name) => name !== 'Riskprofil');
    expect(links).toHaveLength(linkNames.length);
    links.forEach((tab, index) => {
      expect(tab).toHaveAccessibleName(linkNames[index]);
    });
    for (const [index, path] of [
      [0, '/interaktioner'],
      [1, '/njurfunktion'],
      [2, '/fosterpaverkan'],
      [3, '/amning'],
      [4, '/genus'],
    ] as const) {
      expect(links[index]).toHaveAttribute('href', path);
    }
  });

  it('badges each source with the most severe class of the list and marks the unassessed', async () => {
    renderApp(`/?nplIds=${IDS.waran}&nplIds=${IDS.alvedon}`);

    const interactions = await findTab('Interaktioner');
    expect(await within(interactions).findByText('C3')).toHaveClass('classification-badge--yellow');
    expect(interactions).toHaveAccessibleDescription(/Kliniskt betydelsefull interaktion som kan/);

    // Fetal impact: warfarin is 3 (red).
    expect(await within(await findTab('Fosterpåverkan')).findByText('3')).toHaveClass(
      'classification-badge--red',
    );
    // Lactation: paracetamol is 1; warfarin has no document, so '?'.
    const lactation = await findTab('Amning');
    expect(await within(lactation).findByText('1')).toHaveClass('classification-badge--green');
    expect(within(lactation).getByText('?')).toBeVisible();
    expect(lactation).toHaveAccessibleDescription(/Något i sökningen är inte bedömt av källan\./);
    // Genus: warfarin is B; paracetamol has no document.
    expect(await within(await findTab('Genus')).findByText('B')).toHaveClass(
      'classification-badge--white',
    );
    // Njurfunktion cannot grade without patient data: X on dark blue, with why.
    const renal = await findTab('Njurfunktion');
    expect(await within(renal).findByText('X')).toHaveClass('classification-badge--dark-blue');
    expect(renal).toHaveAccessibleDescription(/Ange patientdata för att få rekommendationer\./);
    // Riskprofile is locked for an anonymous caller: no badge.
    expect(within(await findTab('Riskprofil')).queryByText(/^(I|II|III|-)$/)).toBeNull();
  });

  it("shows '-' when nothing interacts", async () => {
    renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.ipren}`);
    const tab = await findTab('Interaktioner');
    expect(await within(tab).findByText('-')).toHaveClass('classification-badge--green');
    expect(tab).toHaveAccessibleDescription('Inget att visa för sökningen.');
  });

  it("shows '?' when a substance is not assessed, instead of '-'", async () => {
    renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.metforminTablet}`);
    const withMetformin = await findTab('Interaktioner');
    expect(await within(withMetformin).findByText('?')).toBeVisible();
    expect(within(withMetformin).queryByText('-')).toBeNull();
    expect(withMetformin).toHaveAccessibleDescription(
      'Något i sökningen är inte bedömt av källan.',
    );
  });

  it('marks the current source and keeps the search list on its link', async () => {
    const search = `?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`;
    renderApp(`/interaktioner${search}`);

    const tab = await findTab('Interaktioner');
    expect(tab).toHaveAttribute('aria-current', 'page');
    expect(tab).toHaveAttribute('href', `/interaktioner${search}`);
  });

  it('shows a switched-off source with a cross and its tooltip, and does not call it', async () => {
    const { api } = renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`, {
      disabledSources: ['genus'],
    });

    // Once /api/source has answered, the tab is no longer a link: found anew each time.
    await waitFor(async () => {
      expect(await findTab('Genus')).toHaveAccessibleDescription(/^Källan är inte tillgänglig/);
    });
    const genus = await findTab('Genus');
    expect(genus).not.toHaveAttribute('href');
    expect(within(genus).queryByText('B')).toBeNull();
    expect(api.requestsTo('/api/genus').length).toBeLessThanOrEqual(1);
  });

  it('fetches the five open assessments of a list once each, in parallel, and no riskprofile', async () => {
    const { api, user } = renderApp(`/interaktioner?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`);
    await within(await findTab('Interaktioner')).findByText('C3');
    for (const path of ASSESSMENT_CALLS) {
      await waitFor(() => {
        expect(api.requestsTo(path)).toHaveLength(1);
      });
    }
    const before = api.requests.length;

    await user.type(screen.getByRole('combobox'), 'ipr');
    await user.click(await screen.findByRole('option', { name: /^Ipren/ }));
    await within(await findTab('Interaktioner')).findByText('D3');

    const after = api.requests.slice(before).filter((url) => url.pathname !== '/api/search');
    for (const path of ASSESSMENT_CALLS) {
      const calls = after.filter((url) => url.pathname === path);
      expect(calls, path).toHaveLength(1);
      expect(calls[0]!.searchParams.getAll('nplIds')).toEqual([IDS.alvedon, IDS.ipren, IDS.waran]);
    }
    const urls = after.map((url) => url.href);
    expect(new Set(urls).size).toBe(urls.length);
    expect(api.requestsTo('/api/riskprofile')).toHaveLength(0);
    expect(api.requestsTo('/api/interaction')).toHaveLength(0);
  });

  it('opens riskprofile to a caller granted it: a link with the highest level, one call per list', async () => {
    const { api } = renderApp(`/?nplIds=${IDS.waran}&nplIds=${IDS.trombyl}`, {
      caller: { caller: 'user', grantedSources: ['riskprofile'] },
    });

    const tab = await findTab('Riskprofil');
    expect(tab).toHaveAttribute('href', `/riskprofil?nplIds=${IDS.waran}&nplIds=${IDS.trombyl}`);
    // Bleeding: warfarin 3 + acetylsalicylic acid 2 = 5, level III.
    expect(await within(tab).findByText('III')).toHaveClass('classification-badge--red');
    expect(tab).toHaveAccessibleDescription('Allvarligaste klassificering i sökningen.');
    // The call takes the products' substances, resolved once for the tags and the riskprofile.
    const [call, ...more] = api.requestsTo('/api/riskprofile');
    expect(more).toHaveLength(0);
    expect(call?.searchParams.getAll('nslIds')).toEqual([IDS.asa, IDS.warfarin]);
    expect(api.requestsTo('/api/product')).toHaveLength(1);
    expect(api.requestsTo('/api/riskprofile/riskproperties')).toHaveLength(1);
  });

  it('marks a tab whose call failed with "!", says so, and keeps the others\' badges', async () => {
    renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`, {
      failing: ['/api/interaction/dataByNslIds', '/api/njurfunktion'],
    });

    for (const name of ['Interaktioner', 'Njurfunktion']) {
      const tab = await findTab(name);
      expect(await within(tab).findByText('!')).toHaveAttribute(
        'title',
        'Bedömningen kunde inte hämtas.',
      );
      expect(tab).toHaveAccessibleDescription(/Bedömningen kunde inte hämtas\./);
      expect(within(tab).queryByText(/^(-|X|[A-D]\d?)$/)).toBeNull();
    }
    // The other sources answered: fetal impact shows warfarin's 3.
    expect(await within(await findTab('Fosterpåverkan')).findByText('3')).toBeVisible();
    expect(within(await findTab('Fosterpåverkan')).queryByText('!')).toBeNull();
  });

  it('marks a tab whose call does not answer in time as failed, not as loading for ever', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`, {
        pending: ['/api/lactation'],
      });
      const tab = await findTab('Amning');
      await waitFor(() => expect(tab).toHaveAccessibleDescription(/Hämtar bedömning/));
      expect(within(tab).queryByText('!')).toBeNull();
      await vi.advanceTimersByTimeAsync(ASSESSMENT_TIMEOUT_MS);
      expect(await within(tab).findByText('!')).toBeVisible();
      expect(tab).toHaveAccessibleDescription(/Bedömningen kunde inte hämtas\./);
    } finally {
      vi.useRealTimers();
    }
  });
});
