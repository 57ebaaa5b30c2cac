import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { cardIn, classLineOf, fieldText, findEntry } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { pregnancyLevelCode } from '@medkompass/clinical/document-classification.ts';
import { expectedDocumentTab, productName } from '../../../test/expected-severity.ts';

const UNKNOWN_PRODUCT = '99000000000099';
const UNKNOWN_SUBSTANCE = 'IDDEMOOKAND';

describe('/amning', () => {
  it('shows the recommendation to staff and, apart and labelled, the advice to the public', async () => {
    renderApp(`/amning?nplIds=${IDS.alvedon}`);

    expect(await screen.findByRole('heading', { level: 2, name: 'Amning' })).toBeVisible();
    // Named by strength and form, the route under the name.
    const alvedon = await findEntry('Alvedon 500 mg tablett');
    expect(alvedon).toHaveTextContent('Läkemedel · peroral · innehåller Paracetamol');
    const card = cardIn(alvedon, 'Paracetamol');
    expect(classLineOf(card)).toEqual({
      code: '1',
      colour: 'green',
      text: 'Kan användas under amning.',
    });
    expect(fieldText(card, 'Rekommendation för vårdpersonal')).toBe(
      'Kan användas under amning i vanliga doser.',
    );
    expect(fieldText(card, 'Råd till allmänheten')).toBe(
      'Du kan använda paracetamol när du ammar.',
    );
    expect(
      within(card).getByText('Råd till allmänheten', { selector: 'dt' }).parentElement,
    ).toHaveClass('card-text--public');
    expect(within(card).getByRole('link', { name: 'Paracetamol' })).toHaveAttribute(
      'href',
      `/amning/lact-paracetamol?nplIds=${IDS.alvedon}`,
    );
  });

  it('gives every search item an entry of its result type, most severe first', async () => {
    const list = {
      nplIds: [IDS.citodon, IDS.waran, UNKNOWN_PRODUCT],
      nslIds: [IDS.ibuprofen, IDS.asa, IDS.warfarin, IDS.apixaban, UNKNOWN_SUBSTANCE],
    };
    renderApp(
      `/amning?${list.nplIds.map((id) => `nplIds=${id}`).join('&')}&` +
        list.nslIds.map((id) => `nslIds=${id}`).join('&'),
    );

    // Class 3 first, then 2 and 1; '?' after the assessed; unknown ids last; ties in list order.
    const expected = expectedDocumentTab(
      'lactation',
      'pregnancy',
      (d) => pregnancyLevelCode(d.classification.level),
      list,
    );
    const entries = await screen.findByRole('list', { name: 'Amning' });
    const names = within(entries)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(expected.names);
    expect(names[0]).toBe(productName(IDS.citodon));
    expect(names.slice(-2)).toEqual([
      `Okänt läkemedel ${UNKNOWN_PRODUCT}`,
      `Okänd substans ${UNKNOWN_SUBSTANCE}`,
    ]);
    expect(screen.getByText(`Översikt: ${expected.summary}`)).toBeVisible();

    // A combination product: its own document and each substance with its documents, the most
    // severe first (codeine in class 3 above paracetamol in class 1; ADR 37, amended).
    const citodon = await findEntry(productName(IDS.citodon));
    expect(citodon).toHaveTextContent('innehåller Paracetamol och Kodein');
    expect(
      within(citodon)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      'Kombinationen Citodon 500 mg/30 mg tablett',
      'Kodein i Citodon 500 mg/30 mg tablett',
      'Paracetamol i Citodon 500 mg/30 mg tablett',
    ]);
    expect(classLineOf(cardIn(citodon, 'Kodein', 5))).toMatchObject({ code: '3', colour: 'red' });
    expect(classLineOf(cardIn(citodon, 'Paracetamol', 5))).toMatchObject({ code: '1' });
    expect(cardIn(citodon, 'Citodon', 5)).toHaveTextContent(/på grund av kodeininnehållet/);

    // A product with one substance that the source has not assessed: said plainly, with '?'.
    const waran = await findEntry('Waran 2,5 mg tablett');
    expect(classLineOf(waran)).toEqual({ code: '?', colour: 'grey', text: 'Ej bedömd' });
    expect(waran).toHaveTextContent(
      'Det finns ingen bedömning av Waran 2,5 mg tablett vid amning.',
    );

    // Unknown ids are shown with a warning, never left out.
    const unknown = screen.getByRole('heading', { name: `Okänt läkemedel ${UNKNOWN_PRODUCT}` });
    expect(unknown.parentElement).toHaveTextContent('Finns inte i kunskapsdatabasen');
    expect(
      screen.getByRole('heading', { name: `Okänd substans ${UNKNOWN_SUBSTANCE}` }).parentElement,
    ).toHaveTextContent('ingår därför inte i bedömningen');

    // Documents by route: one group per administration.
    const ibuprofen = await findEntry('Ibuprofen');
    expect(ibuprofen).toHaveTextContent('Bedömningen skiljer sig mellan beredningsformer.');
    expect(
      within(ibuprofen)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Peroral beredning', 'Utvärtes/topikal beredning']);
    expect(fieldText(cardIn(ibuprofen, 'Ibuprofen, gel', 5), 'Råd till allmänheten')).toMatch(
      /smörj den inte på brösten/,
    );

    // Several documents, not by route: both, with a word on choosing.
    const asa = await findEntry('Acetylsalicylsyra');
    expect(asa).toHaveTextContent('Flera dokument gäller Acetylsalicylsyra.');
    expect(classLineOf(cardIn(asa, 'Acetylsalicylsyra i låg dos')).code).toBe('1');
    expect(classLineOf(cardIn(asa, 'Acetylsalicylsyra i smärtstillande dos')).code).toBe('3');

    // No document at all, and a document whose class is '?'.
    expect(await findEntry('Warfarin')).toHaveTextContent(
      'Ej bedömdDet finns ingen bedömning av Warfarin vid amning.',
    );
    expect(classLineOf(cardIn(await findEntry('Apixaban'), 'Apixaban'))).toEqual({
      code: '?',
      colour: 'grey',
      text: 'Underlaget räcker inte för att bedöma användning under amning.',
    });
  });

  it('tells two products of one name apart by strength and form, on the tags and in the list', async () => {
    renderApp(`/amning?nplIds=${IDS.haldolTablet}&nplIds=${IDS.haldolInjection}`);

    const names = [productName(IDS.haldolTablet), productName(IDS.haldolInjection)];
    expect(new Set(names).size).toBe(2);
    const tags = await screen.findByRole('grid', { name: 'Valda läkemedel och substanser' });
    for (const name of names) {
      expect(await within(tags).findByRole('row', { name })).toBeVisible();
      expect(await findEntry(name)).toHaveTextContent(
        `Det finns ingen bedömning av ${name} vid amning.`,
      );
    }
  });

  it('explains the classes in a key that is always visible', async () => {
    renderApp('/amning');

    const legend = await screen.findByRole('region', { name: 'Så läser du klassificeringen' });
    expect(legend).toBeVisible();
    expect(
      within(legend)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      '1: Kan användas under amning.',
      '2: Bör användas med försiktighet under amning.',
      '3: Bör undvikas under amning.',
      '?: Underlaget räcker inte för att bedöma användning under amning.',
    ]);
  });

  it('asks for a search when the list is empty, and calls nothing', async () => {
    const { api } = renderApp('/amning');
    expect(await screen.findByText(/Lägg till läkemedel eller substanser/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Amning' })).not.toBeInTheDocument();
    expect(api.requestsTo('/api/lactation')).toHaveLength(0);
  });

  it('shows an id that is not well-formed as unidentified, without asking the source', async () => {
    const { api } = renderApp('/amning?nplIds=123');
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Okänt läkemedel 123' }),
    ).toBeVisible();
    expect(api.requestsTo('/api/lactation')).toHaveLength(0);
  });

  it('says so while the assessments load', async () => {
    renderApp(`/amning?nplIds=${IDS.alvedon}`, { pending: ['/api/lactation'] });
    const status = await screen.findByText('Hämtar bedömningar för amning…');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list', { name: 'Amning' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the call fails', async () => {
    const { api, user } = renderApp(`/amning?nplIds=${IDS.alvedon}`, {
      failing: ['/api/lactation'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bedömningarna för amning kunde inte hämtas.');
    const calls = api.requestsTo('/api/lactation').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(api.requestsTo('/api/lactation').length).toBeGreaterThan(calls);
  });

  it('says the source is not available when it is switched off', async () => {
    renderApp(`/amning?nplIds=${IDS.alvedon}`, { disabledSources: ['lactation'] });
    const panel = await screen.findByRole('region', { name: 'Amning' });
    expect(await within(panel).findByText('Källan är inte tillgänglig')).toBeVisible();
  });
});
