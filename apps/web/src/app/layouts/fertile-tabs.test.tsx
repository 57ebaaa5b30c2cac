import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const NOTE =
  'Flikarna Fosterpåverkan och Amning är gråmarkerade eftersom patienten inte är en kvinna i fertil ålder (13–55 år). De går ändå att öppna.';

/**
 * How long a lookup waits for what it asserts: the first render loads the routes and the fake
 * API's answers, which on a loaded machine took more than Testing Library's default second and
 * failed the tests at random. Assertions wait for their state, never for a fixed time.
 */
const UNTIL = { timeout: 15_000 };

/** A tab as it is now; throws if there is none (yet). */
function tabNow(name: string): HTMLElement {
  const bar = screen.getByRole('navigation', { name: 'Källor' });
  return within(bar).getByRole('link', { name: new RegExp(`^${name}`) });
}

/** Waits until the tab, found anew each time (it is re-rendered as calls answer), passes. */
function expectTab(name: string, check: (tab: HTMLElement) => void): Promise<void> {
  return waitFor(() => {
    check(tabNow(name));
  }, UNTIL);
}

describe(
  'tabs for a patient who is not a woman of fertile age (isFertile=false)',
  { timeout: 60_000 },
  () => {
    it('greys fetal impact and lactation, says why, and keeps them open', async () => {
      const search = `?isFertile=false&nslIds=${IDS.warfarin}`;
      renderApp(`/interaktioner${search}`);

      for (const name of ['Fosterpåverkan', 'Amning']) {
        await expectTab(name, (tab) => {
          expect(tab).toHaveClass('source-tab--greyed');
          expect(tab).toHaveAccessibleDescription(/Patienten är inte en kvinna i fertil ålder\./);
        });
      }
      // Still links, with the search and the patient fact in the query.
      expect(tabNow('Fosterpåverkan')).toHaveAttribute('href', `/fosterpaverkan${search}`);
      expect(tabNow('Amning')).toHaveAttribute('href', `/amning${search}`);
      await expectTab('Genus', (tab) => expect(tab).not.toHaveClass('source-tab--greyed'));
      await expectTab('Interaktioner', (tab) => expect(tab).not.toHaveClass('source-tab--greyed'));
      expect(await screen.findByText(NOTE, {}, UNTIL)).toBeVisible();
    });

    it('does not grey the tab the user is on, and keeps the fact across tab switches', async () => {
      const { user, router } = renderApp(`/interaktioner?isFertile=false&nslIds=${IDS.warfarin}`);

      await expectTab('Amning', () => undefined);
      await user.click(tabNow('Amning'));

      expect(await screen.findByRole('heading', { level: 2, name: 'Amning' }, UNTIL)).toBeVisible();
      expect(router.state.location.search).toBe(`?isFertile=false&nslIds=${IDS.warfarin}`);
      await expectTab('Amning', (lactation) => {
        expect(lactation).toHaveAttribute('aria-current', 'page');
        expect(lactation).not.toHaveClass('source-tab--greyed');
      });
      await expectTab('Fosterpåverkan', (tab) => expect(tab).toHaveClass('source-tab--greyed'));
      expect(await screen.findByText(NOTE, {}, UNTIL)).toBeVisible();
    });

    it('keeps the fact when the search list changes', async () => {
      const { user, router } = renderApp(`/amning?isFertile=false&nslIds=${IDS.warfarin}`);
      await user.type(await screen.findByRole('combobox', {}, UNTIL), 'ipr');
      await user.click(await screen.findByRole('option', { name: /^Ipren/ }, UNTIL));
      expect(new URLSearchParams(router.state.location.search).get('isFertile')).toBe('false');
      await expectTab('Fosterpåverkan', (tab) => expect(tab).toHaveClass('source-tab--greyed'));
    });

    it('greys nothing and says nothing without the fact', async () => {
      renderApp(`/interaktioner?isFertile=true&nslIds=${IDS.warfarin}`);
      await expectTab('Fosterpåverkan', (tab) => expect(tab).not.toHaveClass('source-tab--greyed'));
      await expectTab('Amning', (tab) => expect(tab).not.toHaveClass('source-tab--greyed'));
      expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    });
  },
);
