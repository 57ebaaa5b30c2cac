import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAdministrationChoices } from '../../../lib/assessment/administration-choices.ts';
import { readRenalPatient } from '../../../lib/patient/patient-params.ts';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp, urlIds } from '../../../test/render-app.tsx';
import { UNDO_MILLISECONDS } from './new-patient.tsx';

const NOW = new Date();
/** A woman of 62 with her creatinine, a chosen band and a riskprofile administration. */
const PATIENT =
  `birthYear=${NOW.getFullYear() - 62}&gender=f&weight=45&height=156&krea=63&interval=30-59` +
  `&administration=${IDS.ibuprofen}.peroral`;
const LIST = `nplIds=${IDS.alvedon}&nslIds=${IDS.ibuprofen}&nslIds=${IDS.warfarin}`;
const START = `/njurfunktion?${LIST}&${PATIENT}`;

/** The page is a lazy route: on a busy machine its first render may take more than a second. */
const SLOW = { timeout: 5000 };
const CLEARED = 'Listan och patientuppgifterna är rensade.';
const RESTORED = 'Listan och patientuppgifterna är återställda.';

function paramsOf(router: ReturnType<typeof renderApp>['router']) {
  return new URLSearchParams(router.state.location.search);
}

/** The four things 'Ny patient' clears, as the app's own readers take them from the URL. */
function patientState(router: ReturnType<typeof renderApp>['router']) {
  const params = paramsOf(router);
  const renal = readRenalPatient(params, NOW);
  return {
    list: urlIds(router),
    patient: renal.fromUrl,
    chosenBand: renal.chosenBand,
    administrations: readAdministrationChoices(params),
  };
}

async function renderPatient(path = START) {
  const rendered = renderApp(path);
  const tags = await screen.findByRole('grid', { name: 'Valda läkemedel och substanser' }, SLOW);
  await within(tags).findByRole('row', { name: /^Alvedon/ }, SLOW);
  expect(await screen.findByRole('textbox', { name: 'Födelseår' }, SLOW)).toHaveValue(
    String(NOW.getFullYear() - 62),
  );
  return rendered;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Ny patient', () => {
  it('clears the list, the patient, the chosen band and the administrations, and the undo brings them back', async () => {
    const { router, user } = await renderPatient();
    const before = patientState(router);
    // What the test starts from: each of the four is there.
    expect(before.list.nslIds).toHaveLength(2);
    expect(before.patient.creatinine).toBe(63);
    expect(before.chosenBand).toBe('30–59');
    expect(before.administrations).toEqual({ [IDS.ibuprofen]: 'peroral' });

    await user.click(screen.getByRole('button', { name: 'Ny patient' }));

    await waitFor(() => {
      expect(paramsOf(router).toString()).toBe('');
    });
    expect(patientState(router)).toEqual({
      list: { nplIds: [], nslIds: [] },
      patient: readRenalPatient(new URLSearchParams(), NOW).fromUrl,
      chosenBand: null,
      administrations: {},
    });
    expect(await screen.findByText('Inga läkemedel eller substanser valda ännu.')).toBeVisible();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Födelseår' })).toHaveValue('');
    });
    expect(screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).toHaveFocus();
    const status = screen.getByText(CLEARED);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: 'Ny patient' })).not.toBeInTheDocument();

    await user.click(within(status).getByRole('button', { name: 'Ångra' }));

    await waitFor(() => {
      expect(patientState(router)).toEqual(before);
    });
    expect(paramsOf(router).toString()).toBe(new URLSearchParams(START.split('?')[1]).toString());
    expect(await screen.findByRole('row', { name: /^Alvedon/ }, SLOW)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Födelseår' })).toHaveValue(
        String(NOW.getFullYear() - 62),
      );
    });
    expect(screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).toHaveFocus();
    expect(screen.getByText(RESTORED)).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Ny patient' })).toBeVisible();
  });

  it('works by keyboard: Enter clears, the focus is in the search, and Tab reaches the undo', async () => {
    const { router, user } = await renderPatient();
    const button = screen.getByRole('button', { name: 'Ny patient' });
    expect(button).toHaveAccessibleDescription(
      'Rensar listan, patientuppgifterna, valda administrationssätt och valt eGFR-intervall.',
    );

    button.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => {
      expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [] });
    });
    const search = screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
    expect(search).toHaveFocus();
    const undo = screen.getByRole('button', { name: 'Ångra' });
    for (let step = 0; step < 10 && document.activeElement !== undo; step++) await user.tab();
    expect(undo).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => {
      expect(urlIds(router).nslIds).toEqual([IDS.ibuprofen, IDS.warfarin]);
    });
  });

  it('offers the undo for ten seconds, and longer while the focus is on it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = await renderPatient();

    await user.click(screen.getByRole('button', { name: 'Ny patient' }));
    const undo = await screen.findByRole('button', { name: 'Ångra' });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MILLISECONDS - 1000));
    expect(undo).toBeVisible();

    // Held while the focus is on it (WCAG 2.2.1).
    act(() => {
      undo.focus();
    });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MILLISECONDS * 3));
    expect(undo).toBeVisible();

    // Once the focus leaves, it goes after the full time again.
    act(() => {
      screen.getByRole('combobox').focus();
    });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MILLISECONDS - 1000));
    expect(screen.getByRole('button', { name: 'Ångra' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('button', { name: 'Ångra' })).not.toBeInTheDocument();
    expect(screen.queryByText(CLEARED)).not.toBeInTheDocument();
    // What stays: the next patient's empty list, and the button for the one after.
    expect(screen.queryByRole('button', { name: 'Ny patient' })).not.toBeInTheDocument();
  });

  it('withdraws the undo when the next patient’s list is begun', async () => {
    const { router, user } = await renderPatient();
    await user.click(screen.getByRole('button', { name: 'Ny patient' }));
    expect(await screen.findByRole('button', { name: 'Ångra' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Ipren' }));

    await waitFor(() => {
      expect(urlIds(router)).toEqual({ nplIds: [IDS.ipren], nslIds: [] });
    });
    expect(await screen.findByRole('button', { name: 'Ny patient' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ångra' })).not.toBeInTheDocument();
    expect(screen.queryByText(CLEARED)).not.toBeInTheDocument();
  });

  it('is offered only when there is something to clear', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Paracetamol' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ny patient' })).not.toBeInTheDocument();
  });

  it('clears patient data without a list too', async () => {
    const { router, user } = renderApp(`/njurfunktion?${PATIENT}`);
    await user.click(await screen.findByRole('button', { name: 'Ny patient' }, SLOW));
    await waitFor(() => {
      expect(paramsOf(router).toString()).toBe('');
    });
  });

  it('is not offered in integrated mode, where the record system owns the list; nor are the presets', async () => {
    renderApp(`/interaktioner?jmi=true&${LIST}&${PATIENT}`);
    const tags = await screen.findByRole('grid', { name: 'Valda läkemedel och substanser' }, SLOW);
    expect(await within(tags).findByRole('row', { name: /^Alvedon/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ny patient' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Snabbval' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Paracetamol' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ipren' })).not.toBeInTheDocument();
  });

  it('offers the presets and the button outside integrated mode', async () => {
    renderApp(`/interaktioner?${LIST}`);
    expect(await screen.findByRole('group', { name: 'Snabbval' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Ny patient' })).toBeVisible();
  });
});
