import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { cardIn, classLineOf, fieldText, findEntry } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { genusCode } from '@medkompass/clinical/document-classification.ts';
import { expectedDocumentTab, productName } from '../../../test/expected-severity.ts';

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

  it('lists C!, C, B and A before what is not assessed, with a count line', async () => {
    const list = {
      nplIds: [IDS.alvedon],
      nslIds: [IDS.metformin, IDS.warfarin, IDS.kodein, IDS.asa, IDS.apixaban],
    };
    renderApp(`/genus?nplIds=${IDS.alvedon}&` + list.nslIds.map((id) => `nslIds=${id}`).join('&'));

    const expected = expectedDocumentTab(
      'genus',
      'genus',
      (d) => genusCode(d.classificationLevel),
      list,
    );
    const entries = await screen.findByRole('list', { name: 'Genus' });
    await within(entries).findByRole('heading', { level: 3, name: 'Acetylsalicylsyra' });
    expect(
      within(entries)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(expected.names);
    // The list came in as A, B, C, C!; the most severe now leads, the unassessed close.
    expect(expected.names[0]).toBe('Acetylsalicylsyra');
    expect(expected.names.at(-1)).toBe('Apixaban');
    expect(screen.getByText(`Översikt: ${expected.summary}`)).toBeVisible();
  });

  it('says plainly when a searched product is not assessed', async () => {
    renderApp(`/genus?nplIds=${IDS.alvedon}`);
    const alvedon = await findEntry(productName(IDS.alvedon));
    expect(classLineOf(alvedon)).toEqual({ code: '?', colour: 'grey', text: 'Ej bedömd' });
    expect(alvedon).toHaveTextContent(
      'Det finns ingen bedömning av skillnader mellan kvinnor och män för Alvedon 500 mg tablett.',
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
