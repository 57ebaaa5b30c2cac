import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CallerAccess } from '../../../lib/access/caller.ts';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { productName } from '../../../test/expected-severity.ts';

/**
 * A render's first answer waits for the lazy route, the names and the riskprofile; on a loaded
 * machine (shared runners) that can pass Testing Library's default of 1 s.
 */
configure({ asyncUtilTimeout: 5000 });
const SLOW_MACHINE_MS = 20_000;

const SIGNED_IN: CallerAccess = { caller: 'user', grantedSources: ['riskprofile'] };

const HALOPERIDOL_CITALOPRAM = `/riskprofil?nslIds=${IDS.haloperidol}&nslIds=${IDS.citalopram}`;

async function findProperty(name: string) {
  const list = await screen.findByRole('list', { name: 'Riskegenskaper' });
  return within(list).getByRole('listitem', { name });
}

function levelOf(row: HTMLElement) {
  const main = row.querySelector<HTMLElement>('.risk-property__main');
  if (!main) throw new Error('no level in the row');
  return within(main).getByText(/^(-|I|II|III)$/);
}

/** The administration select of a substance. */
const findChoice = (substance: string) =>
  screen.findByRole('button', { name: new RegExp(`Administrationssätt för ${substance}$`) });

async function choose(user: UserEvent, substance: string, option: string) {
  await user.click(await findChoice(substance));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function findRiskTab() {
  const tabs = await screen.findByRole('navigation', { name: 'Källor' });
  return within(tabs).getByRole('link', { name: /^Riskprofil/ });
}

const administrationParams = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search).getAll('administration');

describe(
  '/riskprofil: administration per substance (specification §4)',
  { timeout: SLOW_MACHINE_MS },
  () => {
    it('offers MAX, enteral and parenteral, the routes with values, and none; MAX chosen', async () => {
      const { user } = renderApp(HALOPERIDOL_CITALOPRAM, { caller: SIGNED_IN });

      await user.click(await findChoice('Haloperidol'));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Högsta värde (alla vägar)',
        'Enteral och parenteral',
        'Peroral',
        'Parenteral',
        'Ingen (räknas inte med)',
      ]);
      expect(options[0]).toHaveAttribute('aria-selected', 'true');
    });

    it('offers no route the substance has no values for', async () => {
      const { user } = renderApp(HALOPERIDOL_CITALOPRAM, { caller: SIGNED_IN });

      await user.click(await findChoice('Citalopram'));
      expect(
        within(await screen.findByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Högsta värde (alla vägar)',
        'Enteral och parenteral',
        'Peroral',
        'Ingen (räknas inte med)',
      ]);
    });

    it('changes the property’s level, the highest level, the QT alert and the tab badge', async () => {
      const { user, router } = renderApp(HALOPERIDOL_CITALOPRAM, { caller: SIGNED_IN });

      const qt = await findProperty('QT-förlängning');
      expect(levelOf(qt)).toHaveTextContent('III');
      expect(screen.getByRole('region', { name: /Hög risk för QT-förlängning/ })).toBeVisible();
      const tab = await findRiskTab();
      expect(await within(tab).findByText('III')).toHaveClass('classification-badge--red');

      await choose(user, 'Haloperidol', 'Peroral');

      expect(await findChoice('Haloperidol')).toHaveTextContent('Peroral');
      expect(levelOf(await findProperty('QT-förlängning'))).toHaveTextContent('II');
      expect(await findProperty('QT-förlängning')).toHaveTextContent(
        'Bidrag: Citalopram 2 + Haloperidol 2 (peroral) = 4',
      );
      expect(screen.queryByRole('region', { name: /Hög risk för QT-förlängning/ })).toBeNull();
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
        'Högsta risknivå i listan: II (QT-förlängning)',
      );
      expect(within(await findRiskTab()).getByText('II')).toHaveClass(
        'classification-badge--yellow',
      );
      expect(administrationParams(router)).toEqual([`${IDS.haloperidol}.peroral`]);

      // Back to the default: the address holds no choice for it.
      await choose(user, 'Haloperidol', 'Högsta värde (alla vägar)');
      expect(levelOf(await findProperty('QT-förlängning'))).toHaveTextContent('III');
      expect(administrationParams(router)).toEqual([]);
    });

    it('counts ibuprofen gel as topical when chosen, and a substance set to none not at all', async () => {
      const { user } = renderApp(`/riskprofil?nplIds=${IDS.ibuprofenGel}&nplIds=${IDS.waran}`, {
        caller: SIGNED_IN,
      });

      const bleeding = await findProperty('Blödningsrisk');
      expect(levelOf(bleeding)).toHaveTextContent('III');
      expect(bleeding).toHaveTextContent('Bidrag: Warfarin 3 + Ibuprofen 2 = 5');

      await choose(user, 'Ibuprofen', 'Utvärtes/topikal');
      expect(levelOf(await findProperty('Blödningsrisk'))).toHaveTextContent('II');
      expect(await findProperty('Blödningsrisk')).toHaveTextContent('Bidrag: Warfarin 3');
      expect(levelOf(await findProperty('Njurtoxicitet'))).toHaveTextContent('-');

      await choose(user, 'Ibuprofen', 'Högsta värde (alla vägar)');
      await choose(user, 'Warfarin', 'Ingen (räknas inte med)');
      expect(levelOf(await findProperty('Blödningsrisk'))).toHaveTextContent('I');
      expect(await findProperty('Blödningsrisk')).toHaveTextContent('Bidrag: Ibuprofen 2');
    });

    it('applies choices from the address, and MAX where a choice does not fit the substance', async () => {
      renderApp(
        `${HALOPERIDOL_CITALOPRAM}&administration=${IDS.haloperidol}.peroral&administration=${IDS.citalopram}.parenteral`,
        { caller: SIGNED_IN },
      );
      expect(await findChoice('Haloperidol')).toHaveTextContent('Peroral');
      // Citalopram has no parenteral values: counting it as 0 would hide its risk.
      expect(await findChoice('Citalopram')).toHaveTextContent('Högsta värde (alla vägar)');
      expect(await findProperty('QT-förlängning')).toHaveTextContent(
        'Bidrag: Citalopram 2 + Haloperidol 2 (peroral) = 4',
      );
    });

    it('keeps each choice while its substance stays in the list and clears it when it leaves', async () => {
      const { user, router } = renderApp(HALOPERIDOL_CITALOPRAM, { caller: SIGNED_IN });

      await choose(user, 'Haloperidol', 'Peroral');
      await choose(user, 'Citalopram', 'Ingen (räknas inte med)');
      expect(administrationParams(router)).toEqual([
        `${IDS.citalopram}.none`,
        `${IDS.haloperidol}.peroral`,
      ]);

      await user.click(await screen.findByRole('button', { name: 'Ta bort Citalopram' }));
      await waitFor(() => {
        expect(administrationParams(router)).toEqual([`${IDS.haloperidol}.peroral`]);
      });
      expect(await findChoice('Haloperidol')).toHaveTextContent('Peroral');

      // Back in the list, citalopram starts again from the default.
      await router.navigate(
        `${router.state.location.pathname}${router.state.location.search}&nslIds=${IDS.citalopram}`,
      );
      expect(await findChoice('Citalopram')).toHaveTextContent('Högsta värde (alla vägar)');
    });

    it("clears a product's substances' choices when the product leaves", async () => {
      const { user, router } = renderApp(
        `/riskprofil?nplIds=${IDS.haldolInjection}&nslIds=${IDS.citalopram}`,
        { caller: SIGNED_IN },
      );
      expect(
        await screen.findByText(`Ingår i ${productName(IDS.haldolInjection)} (parenteral)`),
      ).toBeVisible();
      await choose(user, 'Haloperidol', 'Parenteral');
      expect(administrationParams(router)).toEqual([`${IDS.haloperidol}.parenteral`]);

      await user.click(
        await screen.findByRole('button', { name: `Ta bort ${productName(IDS.haldolInjection)}` }),
      );
      await waitFor(() => {
        expect(administrationParams(router)).toEqual([]);
      });
      expect(
        screen.queryByRole('button', { name: /Administrationssätt för Haloperidol/ }),
      ).toBeNull();
    });

    it("marks the tab with '?' when a substance has no riskprofile", async () => {
      renderApp(`/riskprofil?nslIds=${IDS.metformin}&nslIds=${IDS.warfarin}`, {
        caller: SIGNED_IN,
      });
      const tab = await findRiskTab();
      expect(await within(tab).findByText('II')).toBeVisible();
      expect(within(tab).getByText('?')).toBeVisible();
      expect(tab).toHaveAccessibleDescription(/Något i sökningen är inte bedömt av källan\./);
    });
  },
);
