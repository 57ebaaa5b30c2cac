import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/**
 * How long a lookup waits for what it asserts. The first render loads the app's routes and answers
 * from the fake API; on a loaded machine that took more than Testing Library's default second and
 * the tests failed at random. Each assertion on something that arrives later waits for it
 * (findBy/waitFor) up to this, never for a fixed time.
 */
const UNTIL = { timeout: 15_000 };

function findTabBar() {
  return screen.findByRole('navigation', { name: 'Källor' }, UNTIL);
}

/**
 * A tab by its name as it is now: a link, an item that cannot be opened (role link,
 * aria-disabled), or a locked tab that opens the login dialog (a button); throws if none.
 */
function tabNow(name: string): HTMLElement {
  const bar = screen.getByRole('navigation', { name: 'Källor' });
  const matcher = { name: new RegExp(`^${name}`) };
  const tab =
    within(bar).queryByRole('link', matcher) ?? within(bar).queryByRole('button', matcher);
  if (!tab) throw new Error(`no tab ${name}`);
  return tab;
}

/** A tab by its name, once it is there. */
function findTab(name: string): Promise<HTMLElement> {
  return waitFor(() => tabNow(name), UNTIL);
}

/**
 * Waits until the tab, found anew each time (it is re-rendered as calls answer: a locked tab
 * becomes a link, a link an item that cannot be opened), passes the check.
 */
function expectTab(name: string, check: (tab: HTMLElement) => void): Promise<void> {
  return waitFor(() => {
    check(tabNow(name));
  }, UNTIL);
}

/** A text in the tab once it shows it. */
async function findInTab(name: string, text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => within(tabNow(name)).getByText(text), UNTIL);
}

describe('source tabs', { timeout: 60_000 }, () => {
  it('lists the six sources in the table order; a locked one is a button that offers the login', async () => {
    renderApp('/');

    const bar = await findTabBar();
    const items = await within(bar).findAllByRole('listitem', {}, UNTIL);
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
    const riskprofile = await within(items[1]!).findByRole('button', {}, UNTIL);
    expect(riskprofile).toHaveAccessibleName('Riskprofil');
    expect(riskprofile).toHaveAttribute('aria-haspopup', 'dialog');
    expect(riskprofile).toHaveAccessibleDescription('Kräver inloggning.');
    const linkNames = names.filter((name) => name !== 'Riskprofil');
    const links = await waitFor(() => {
      const found = within(bar).getAllByRole('link');
      expect(found).toHaveLength(linkNames.length);
      return found;
    }, UNTIL);
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

    expect(await findInTab('Interaktioner', 'C3')).toHaveClass('classification-badge--yellow');
    await expectTab('Interaktioner', (tab) => {
      expect(tab).toHaveAccessibleDescription(/Kliniskt betydelsefull interaktion som kan/);
    });

    // Fetal impact: warfarin is 3 (red).
    expect(await findInTab('Fosterpåverkan', '3')).toHaveClass('classification-badge--red');
    // Lactation: paracetamol is 1; warfarin has no document, so '?'.
    expect(await findInTab('Amning', '1')).toHaveClass('classification-badge--green');
    expect(await findInTab('Amning', '?')).toBeVisible();
    await expectTab('Amning', (tab) => {
      expect(tab).toHaveAccessibleDescription(/Något i sökningen är inte bedömt av källan\./);
    });
    // Genus: warfarin is B; paracetamol has no document.
    expect(await findInTab('Genus', 'B')).toHaveClass('classification-badge--white');
    // Njurfunktion cannot grade without patient data: X on dark blue, with why — said once,
    // although the badge and the dark blue border have the same reason.
    expect(await findInTab('Njurfunktion', 'X')).toHaveClass('classification-badge--dark-blue');
    await expectTab('Njurfunktion', (tab) => {
      expect(tab).toHaveAccessibleDescription(
        'Ange patientdata för att få rekommendationer. Något i sökningen är inte bedömt av källan.',
      );
    });
    // Riskprofile is locked for an anonymous caller: no badge.
    expect(within(await findTab('Riskprofil')).queryByText(/^(I|II|III|-)$/)).toBeNull();
  });

  it("shows '-' when nothing interacts", async () => {
    renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.ipren}`);
    expect(await findInTab('Interaktioner', '-')).toHaveClass('classification-badge--green');
    await expectTab('Interaktioner', (tab) => {
      expect(tab).toHaveAccessibleDescription('Inget att visa för sökningen.');
    });
  });

  it("shows '?' when a substance is not assessed, instead of '-'", async () => {
    renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.metforminTablet}`);
    expect(await findInTab('Interaktioner', '?')).toBeVisible();
    await expectTab('Interaktioner', (tab) => {
      expect(within(tab).queryByText('-')).toBeNull();
      expect(tab).toHaveAccessibleDescription('Något i sökningen är inte bedömt av källan.');
    });
  });

  it('marks the current source and keeps the search list on its link', async () => {
    const search = `?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`;
    renderApp(`/interaktioner${search}`);

    await expectTab('Interaktioner', (tab) => {
      expect(tab).toHaveAttribute('aria-current', 'page');
      expect(tab).toHaveAttribute('href', `/interaktioner${search}`);
    });
  });

  it('shows a switched-off source with a cross and its tooltip, and does not call it', async () => {
    const { api } = renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`, {
      disabledSources: ['genus'],
    });

    // Once /api/source has answered, the tab is no longer a link: found anew each time.
    await expectTab('Genus', (genus) => {
      expect(genus).toHaveAccessibleDescription(/^Källan är inte tillgänglig/);
      expect(genus).not.toHaveAttribute('href');
      expect(within(genus).queryByText('B')).toBeNull();
    });
    expect(api.requestsTo('/api/genus').length).toBeLessThanOrEqual(1);
  });

  it('fetches the five open assessments of a list once each, in parallel, and no riskprofile', async () => {
    const { api, user } = renderApp(`/interaktioner?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`);
    await findInTab('Interaktioner', 'C3');
    for (const path of ASSESSMENT_CALLS) {
      await waitFor(() => {
        expect(api.requestsTo(path)).toHaveLength(1);
      }, UNTIL);
    }
    const before = api.requests.length;

    await user.type(screen.getByRole('combobox'), 'ipr');
    await user.click(await screen.findByRole('option', { name: /^Ipren/ }, UNTIL));
    await findInTab('Interaktioner', 'D3');

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

    // A button (locked) until the caller's grants have arrived, then a link.
    await expectTab('Riskprofil', (tab) => {
      expect(tab).toHaveAttribute('href', `/riskprofil?nplIds=${IDS.waran}&nplIds=${IDS.trombyl}`);
    });
    // Bleeding: warfarin 3 + acetylsalicylic acid 2 = 5, level III.
    expect(await findInTab('Riskprofil', 'III')).toHaveClass('classification-badge--red');
    await expectTab('Riskprofil', (tab) => {
      expect(tab).toHaveAccessibleDescription('Allvarligaste klassificering i sökningen.');
    });
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
      expect(await findInTab(name, '!')).toHaveAttribute('title', 'Bedömningen kunde inte hämtas.');
      await expectTab(name, (tab) => {
        expect(tab).toHaveAccessibleDescription(/Bedömningen kunde inte hämtas\./);
        expect(within(tab).queryByText(/^(-|X|[A-D]\d?)$/)).toBeNull();
      });
    }
    // The other sources answered: fetal impact shows warfarin's 3.
    expect(await findInTab('Fosterpåverkan', '3')).toBeVisible();
    expect(within(tabNow('Fosterpåverkan')).queryByText('!')).toBeNull();
  });

  it('marks a tab whose call does not answer in time as failed, not as loading for ever', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp(`/?nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`, {
        pending: ['/api/lactation'],
      });
      const tab = await findTab('Amning');
      await waitFor(() => expect(tab).toHaveAccessibleDescription(/Hämtar bedömning/), UNTIL);
      expect(within(tab).queryByText('!')).toBeNull();
      await vi.advanceTimersByTimeAsync(ASSESSMENT_TIMEOUT_MS);
      expect(await within(tab).findByText('!', {}, UNTIL)).toBeVisible();
      expect(tab).toHaveAccessibleDescription(/Bedömningen kunde inte hämtas\./);
    } finally {
      vi.useRealTimers();
    }
  });

  describe('on a strip that scrolls sideways (a phone)', () => {
    /** Six tabs of 120 px in a 327 px strip, which jsdom does not lay out. */
    function layOutAsOnAPhone() {
      const isItem = (element: HTMLElement) => element.classList.contains('source-tabs__item');
      const isList = (element: HTMLElement) => element.classList.contains('source-tabs__list');
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return isItem(this) ? 120 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return isItem(this) ? [...(this.parentElement?.children ?? [])].indexOf(this) * 120 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return isList(this) ? 720 : 0;
      });
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
        this: HTMLElement,
      ) {
        return isList(this) ? 327 : 0;
      });
    }

    function endEdge(): Element | null {
      return document.querySelector('.source-tabs__edge--end');
    }

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('puts an arrow at the end, red-dotted for the red 3 of fetal impact beyond it', async () => {
      layOutAsOnAPhone();
      renderApp(`/interaktioner?nplIds=${IDS.waran}&nplIds=${IDS.alvedon}`);
      expect(await findInTab('Fosterpåverkan', '3')).toHaveClass('classification-badge--red');
      await waitFor(() => {
        expect(endEdge()).toHaveAttribute('data-attention', 'true');
      }, UNTIL);
      // For the eye only: the tabs themselves, with their marks, are in the strip.
      expect(endEdge()).toHaveAttribute('aria-hidden', 'true');
      expect(document.querySelector('.source-tabs__edge--start')).toBeNull();
    });

    it('puts an arrow without the dot when nothing beyond the edge is red', async () => {
      layOutAsOnAPhone();
      renderApp(`/interaktioner?nplIds=${IDS.alvedon}`);
      expect(await findInTab('Amning', '1')).toBeVisible();
      await waitFor(() => {
        expect(endEdge()).not.toBeNull();
      }, UNTIL);
      expect(endEdge()).not.toHaveAttribute('data-attention');
    });
  });
});
