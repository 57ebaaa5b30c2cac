import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/biverkning, the side-effect search', () => {
  it('finds the drugs of the list that can cause a side effect, most frequent first', async () => {
    const { user } = renderApp(
      `/biverkning?jmi=true&nslIds=${IDS.ibuprofen}&nplIds=${IDS.waran}&nslIds=${IDS.kodein}`,
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Sök biverkning' }), 'blodning');
    const matches = await screen.findByRole('table', {
      name: 'Läkemedel i listan som kan ge ”blodning”',
    });
    expect(rowsOf(matches)).toEqual([
      ['Blödning', 'Warfarin (i Waran)', 'Mycket vanlig (minst 1 av 10)'],
      ['Blödning från magtarmkanalen', 'Ibuprofen', 'Sällsynt (1 av 10 000 – 1 av 1 000)'],
    ]);
    expect(screen.getByText('2 träffar för ”blodning”.')).toHaveAttribute('role', 'status');
  });

  it('says so when no drug of the list has the side effect', async () => {
    const { user } = renderApp(`/biverkning?nslIds=${IDS.kodein}`);
    await user.type(await screen.findByRole('searchbox', { name: 'Sök biverkning' }), 'klåda');
    expect(
      await screen.findByText(
        'Inget läkemedel i listan har en biverkning som heter ”klåda” i kunskapsdatabasen.',
      ),
    ).toBeVisible();
  });

  it('lists every side effect of the list by organ system, and the substances without data', async () => {
    renderApp(`/biverkning?nslIds=${IDS.kodein}&nslIds=${IDS.paracetamol}`);
    const nervous = await screen.findByRole('table', {
      name: 'Centrala och perifera nervsystemet',
    });
    expect(rowsOf(nervous)).toEqual([['Yrsel', 'Kodein', 'Vanlig (1 av 100 – 1 av 10)']]);
    expect(
      rowsOf(screen.getByRole('table', { name: 'Magtarmkanalen' })).map((row) => row[0]),
    ).toEqual(['Förstoppning']);
    expect(screen.getByText(/Det finns inga biverkningsuppgifter för Paracetamol/)).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Biverkningssökning – Medkompass');
    });
  });

  it('asks for drugs when the list is empty', async () => {
    renderApp('/biverkning');
    expect(
      await screen.findByText(
        'Lägg till läkemedel eller substanser i sökningen för att se deras biverkningar.',
      ),
    ).toBeVisible();
  });
});
