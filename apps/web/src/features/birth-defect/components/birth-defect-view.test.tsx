import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { cardIn, classLineOf, fieldText, findEntry } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pregnancyLevelCode } from '@medkompass/clinical/document-classification.ts';
import { expectedDocumentTab, productName } from '../../../test/expected-severity.ts';

describe('/fosterpaverkan', () => {
  it('shows each document with its class in words and its assessment', async () => {
    renderApp(`/fosterpaverkan?nplIds=${IDS.waran}&nslIds=${IDS.paracetamol}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Fosterpåverkan' })).toBeVisible();
    const waran = cardIn(await findEntry(productName(IDS.waran)), 'Warfarin');
    expect(classLineOf(waran)).toEqual({
      code: '3',
      colour: 'red',
      text: 'Känd risk för fosterpåverkan.',
    });
    expect(fieldText(waran, 'Bedömning')).toBe(
      'Fosterskadande. Byt till lågmolekylärt heparin före vecka 6.',
    );
    // Short enough to be shown whole: no link to read more.
    expect(within(waran).queryByRole('link', { name: /Läs hela bedömningen/ })).toBeNull();
    expect(classLineOf(cardIn(await findEntry('Paracetamol'), 'Paracetamol'))).toMatchObject({
      code: '1',
      colour: 'green',
    });
  });

  it('lists class 3 first and what is not assessed last, with a count line', async () => {
    const list = {
      nplIds: [IDS.alvedon, IDS.metforminTablet, IDS.waran],
      nslIds: [IDS.apixaban, IDS.ibuprofen],
    };
    renderApp(
      `/fosterpaverkan?${list.nplIds.map((id) => `nplIds=${id}`).join('&')}&` +
        list.nslIds.map((id) => `nslIds=${id}`).join('&'),
    );

    const expected = expectedDocumentTab(
      'birthdefect',
      'pregnancy',
      (d) => pregnancyLevelCode(d.classificationLevel),
      list,
    );
    const entries = await screen.findByRole('list', { name: 'Fosterpåverkan' });
    await within(entries).findByRole('heading', { level: 3, name: 'Ibuprofen' });
    expect(
      within(entries)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(expected.names);
    expect(expected.names[0]).toBe(productName(IDS.waran));
    expect(screen.getByText(`Översikt: ${expected.summary}`)).toBeVisible();
  });

  it('shortens a long assessment at a clause and links to the whole text', async () => {
    const search = `?nslIds=${IDS.ibuprofen}`;
    renderApp(`/fosterpaverkan${search}`);

    const card = cardIn(await findEntry('Ibuprofen'), 'Ibuprofen');
    // The class of the most severe period (the third trimester), though short use before is allowed.
    expect(classLineOf(card)).toMatchObject({ code: '3', colour: 'red' });
    const assessment = fieldText(card, 'Bedömning');
    expect(assessment).toMatch(
      /^Kan användas kortvarigt .* och inte alls under tredje trimestern… Läs hela bedömningen$/,
    );
    expect(card).not.toHaveTextContent('blodomlopp');
    expect(
      within(card).getByRole('link', { name: 'Läs hela bedömningen om Ibuprofen' }),
    ).toHaveAttribute('href', `/fosterpaverkan/bd-ibuprofen${search}`);
  });

  it("says plainly what is not assessed, and gives a '?' document its meaning", async () => {
    renderApp(`/fosterpaverkan?nslIds=${IDS.metformin}&nslIds=${IDS.apixaban}`);

    const metformin = await findEntry('Metformin');
    expect(classLineOf(metformin)).toEqual({ code: '?', colour: 'grey', text: 'Ej bedömd' });
    expect(metformin).toHaveTextContent('Det finns ingen bedömning av Metformin under graviditet.');
    expect(classLineOf(cardIn(await findEntry('Apixaban'), 'Apixaban')).text).toBe(
      'Underlaget räcker inte för att bedöma risken för fosterpåverkan.',
    );
  });

  it('explains 1, 2, 3 and ? in a visible key', async () => {
    renderApp('/fosterpaverkan');
    const legend = await screen.findByRole('region', { name: 'Så läser du klassificeringen' });
    expect(
      within(legend)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['1', '2', '3', '?']);
    expect(legend).toHaveTextContent('Känd risk för fosterpåverkan.');
    expect(await screen.findByText(/Lägg till läkemedel eller substanser/)).toBeVisible();
  });

  it('says so while the assessments load', async () => {
    renderApp(`/fosterpaverkan?nplIds=${IDS.waran}`, { pending: ['/api/birthdefect'] });
    expect(await screen.findByText('Hämtar bedömningar av fosterpåverkan…')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('shows an error with a retry when the call fails', async () => {
    const { api, user } = renderApp(`/fosterpaverkan?nplIds=${IDS.waran}`, {
      failing: ['/api/birthdefect'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bedömningarna av fosterpåverkan kunde inte hämtas.');
    const calls = api.requestsTo('/api/birthdefect').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(api.requestsTo('/api/birthdefect').length).toBeGreaterThan(calls);
  });
});
