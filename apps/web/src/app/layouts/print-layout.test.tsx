import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { productName } from '../../test/expected-severity.ts';
import { severitySummary } from '@medkompass/assessment/severity-order.ts';

const PRINT = `/interaktioner/utskrift?nplIds=${IDS.ipren}&nplIds=${IDS.waran}&nslIds=${IDS.paracetamol}`;

describe('the print view of the interactions', () => {
  it('has the product, time, knowledge base, demo notice, list and every pair in full', async () => {
    renderApp(PRINT, { isDemo: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Medkompass' })).toBeVisible();
    expect(screen.getByText(/^Utskriven \d{1,2} \S+ \d{4}/)).toBeVisible();
    expect(
      await screen.findByText(
        'Kunskapsdatabas: Medkompass testkunskapsbas, version 2025.1-test, publicerad 15 januari 2025',
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Demodata.' })).toBeVisible();

    const list = screen.getByRole('region', { name: 'Sökta läkemedel och substanser' });
    expect(await within(list).findByText(productName(IDS.ipren))).toBeVisible();
    expect(await within(list).findByText(productName(IDS.waran))).toBeVisible();
    expect(await within(list).findByText('Paracetamol')).toBeVisible();
    // A product is its name, strength and form; only a substance is marked as one.
    expect(list).not.toHaveTextContent('(Läkemedel)');
    expect(list).toHaveTextContent('Paracetamol (substans)');

    const pairList = await screen.findByRole('list', { name: 'Interaktioner' });
    const pairHeadings = within(pairList).getAllByRole('heading', { level: 3 });
    expect(pairHeadings.map((h) => h.textContent.slice(0, 2))).toEqual(['D3', 'C3']);
    // The print names the products as the tab does, and counts the pairs per grade.
    expect(pairHeadings[0]).toHaveTextContent(`(i ${productName(IDS.ipren)})`);
    expect(
      screen.getByText(
        `Översikt: ${severitySummary(
          'interactions',
          pairHeadings.map((h) => h.textContent.charAt(0) as 'A' | 'B' | 'C' | 'D'),
        )}`,
      ),
    ).toBeVisible();
    // Every text is there, open, without a click.
    expect(
      await screen.findByText('Undvik kombinationen. Välj paracetamol vid behov av smärtlindring.'),
    ).toBeVisible();
    expect(
      screen.getByText('Kontrollera PK(INR) oftare vid regelbunden användning av paracetamol.'),
    ).toBeVisible();
    expect(screen.getByRole('table', { name: 'Bokstaven anger allvarlighetsgrad' })).toBeVisible();
  });

  it('leaves out the search, the tabs and their buttons, and prints on request', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderApp(PRINT);

    await user.click(await screen.findByRole('button', { name: 'Skriv ut' }));

    expect(print).toHaveBeenCalledOnce();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^D3/ })).not.toBeInTheDocument();
  });

  it('gives the patient of the address in the header shared by every print', async () => {
    renderApp(`${PRINT}&birthYear=1960&gender=m`);

    const patient = await screen.findByRole('region', { name: 'Patient' });
    expect(within(patient).getByText('Man')).toBeVisible();
    expect(within(patient).getByText(/^\d+ år$/)).toBeVisible();
  });
});
