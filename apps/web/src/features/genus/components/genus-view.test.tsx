import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { cardIn, classLineOf, fieldText, findEntry } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/genus', () => {
  it('shows A, B, C, C! and ? with their colours, meanings and summaries', async () => {
    renderApp(
      `/genus?nslIds=${IDS.metformin}&nslIds=${IDS.warfarin}&nslIds=${IDS.kodein}` +
        `&nslIds=${IDS.asa}&nslIds=${IDS.apixaban}`,
    );

    const classes = await Promise.all(
      ['Metformin', 'Warfarin', 'Kodein', 'Acetylsalicylsyra', 'Apixaban'].map(async (name) => {
        const { code, colour } = classLineOf(cardIn(await findEntry(name), name));
        return `${code}:${colour}`;
      }),
    );
    expect(classes).toEqual(['A:green', 'B:white', 'C:yellow', 'C!:yellow', '?:grey']);

    const asa = cardIn(await findEntry('Acetylsalicylsyra'), 'Acetylsalicylsyra');
    expect(classLineOf(asa).text).toBe(
      'Skillnader mellan kvinnor och män som bör påverka förskrivning eller behandling.',
    );
    expect(fieldText(asa, 'Sammanfattning')).toMatch(/^Som förebyggande behandling skyddar lågdos/);
    expect(within(asa).getByRole('link', { name: 'Acetylsalicylsyra' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/genus\/genus-asa\?/),
    );
  });

  it('says plainly when a searched product is not assessed', async () => {
    renderApp(`/genus?nplIds=${IDS.alvedon}`);
    const alvedon = await findEntry('Alvedon');
    expect(classLineOf(alvedon)).toEqual({ code: '?', colour: 'grey', text: 'Ej bedömd' });
    expect(alvedon).toHaveTextContent(
      'Det finns ingen bedömning av skillnader mellan kvinnor och män för Alvedon.',
    );
  });

  it('explains the classes in a visible key', async () => {
    renderApp('/genus');
    const legend = await screen.findByRole('region', { name: 'Så läser du klassificeringen' });
    expect(
      within(legend)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['A', 'B', 'C', 'C!', '?']);
  });

  it('says so while the assessments load', async () => {
    renderApp(`/genus?nplIds=${IDS.waran}`, { pending: ['/api/genus'] });
    expect(await screen.findByText('Hämtar genusbedömningar…')).toHaveAttribute('role', 'status');
  });

  it('shows an error with a retry when the call fails', async () => {
    const { user, api } = renderApp(`/genus?nplIds=${IDS.waran}`, { failing: ['/api/genus'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Genusbedömningarna kunde inte hämtas.');
    const calls = api.requestsTo('/api/genus').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(api.requestsTo('/api/genus').length).toBeGreaterThan(calls);
  });
});
