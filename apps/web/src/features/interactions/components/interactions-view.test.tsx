import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { severitySummary, UNASSESSED } from '@medkompass/assessment/severity-order.ts';
import { productName } from '../../../test/expected-severity.ts';

const products = (...nplIds: string[]) => nplIds.map((id) => `nplIds=${id}`).join('&');

async function findPairs() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Interaktioner' });
  const list = await screen.findByRole('list', { name: heading.textContent });
  return within(list).getAllByRole('listitem');
}

/** The button that opens a pair, found by the pair's names. */
async function findPairButton(name: RegExp) {
  return screen.findByRole('button', { name });
}

describe('/interaktioner', () => {
  it('lists a pair as a closed disclosure with its badge, substances and products', async () => {
    const { api } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`);

    const [pair, ...rest] = await findPairs();
    expect(rest).toHaveLength(0);
    const button = within(pair!).getByRole('button', {
      name: `C3 Warfarin (i ${productName(IDS.waran)}) och Paracetamol (i ${productName(IDS.alvedon)})`,
    });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const badge = within(button).getByText('C3');
    expect(badge).toHaveClass('classification-badge--yellow');
    expect(badge).toHaveAccessibleDescription(
      'Kliniskt betydelsefull interaktion som kan hanteras, till exempel med dosjustering. ' +
        'Underlaget är studier på friska försökspersoner eller pilotstudier på patienter.',
    );
    // The pairs come with the interaction data: products go as products, for their drug forms.
    const call = api.requestsTo('/api/interaction/dataByNslIds').at(-1);
    expect(call?.searchParams.getAll('nplIds')).toEqual([IDS.alvedon, IDS.waran]);
    expect(api.requestsTo('/api/interaction')).toHaveLength(0);
  });

  it('opens a pair: grade in words, then consequence, recommendation, mechanism, background, references', async () => {
    const { user } = renderApp(`/interaktioner?${products(IDS.ipren, IDS.waran)}`);

    const button = await screen.findByRole('button', {
      name: `D3 Warfarin (i ${productName(IDS.waran)}) och Ibuprofen (i ${productName(IDS.ipren)})`,
    });
    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: /^D3 Warfarin/ });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toBeVisible();
    expect(within(panel).getByText('Allvarlighetsgrad').parentElement).toHaveTextContent(
      /^Allvarlighetsgrad\s*D – Kliniskt betydelsefull interaktion\. Kombinationen bör undvikas\.$/,
    );
    expect(within(panel).getByText('Dokumentationsgrad').parentElement).toHaveTextContent(
      /^Dokumentationsgrad\s*3 – Underlaget är studier på friska försökspersoner/,
    );
    const headings = within(panel).getAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Klassificering per beredningsform',
      'Konsekvens',
      'Rekommendation',
      'Mekanism',
      'Bakgrund',
      'Referenser',
    ]);
    expect(
      await within(panel).findByText(
        'Undvik kombinationen. Välj paracetamol vid behov av smärtlindring.',
      ),
    ).toBeVisible();
    expect(within(panel).getByText(/^Testreferens: en kohortstudie/)).toBeVisible();
    expect(within(panel).getByText(/ökad risk för blödning/)).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('shows no references section for a pair whose assessment names none', async () => {
    const { user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`);
    await user.click(await findPairButton(/^C3 Warfarin/));
    const panel = screen.getByRole('group', { name: /^C3 Warfarin/ });
    expect(await within(panel).findByText(/kan höja PK\(INR\)/)).toBeVisible();
    expect(
      within(panel)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Konsekvens', 'Rekommendation', 'Mekanism', 'Bakgrund']);
  });

  it('says which drug form the grade applies to: ibuprofen gel with warfarin is B1', async () => {
    const { user } = renderApp(`/interaktioner?${products(IDS.ibuprofenGel, IDS.waran)}`);

    const button = await findPairButton(/^B1 Warfarin/);
    await user.click(button);

    const forms = screen.getByRole('heading', { name: 'Klassificering per beredningsform' })
      .parentElement as HTMLElement;
    const [gel, others, ...rest] = within(forms).getAllByRole('listitem');
    expect(rest).toHaveLength(0);
    expect(within(gel!).getByText('B1')).toHaveClass('classification-badge--white');
    expect(gel).toHaveTextContent('Utvärtes/topikal beredning av Ibuprofen (gäller sökningen)');
    expect(within(others!).getByText('D3')).toHaveClass('classification-badge--red');
    expect(others).toHaveTextContent(/Övriga beredningsformer$/);
  });

  it('puts the most severe pair first', async () => {
    renderApp(`/interaktioner?${products(IDS.alvedon, IDS.ipren)}&nslIds=${IDS.warfarin}`);

    const pairs = await findPairs();
    const codes = pairs.map((pair) => within(pair).getByRole('button').textContent.slice(0, 2));
    expect(codes).toEqual(['D3', 'C3']);
    expect(within(pairs[0]!).getByRole('button')).toHaveTextContent(
      `Warfarin och Ibuprofen (i ${productName(IDS.ipren)})`,
    );
  });

  it('counts the pairs per grade, and the substances not assessed, in one line', async () => {
    renderApp(
      `/interaktioner?${products(IDS.alvedon, IDS.ipren)}&nslIds=${IDS.warfarin}&nslIds=${IDS.metformin}`,
    );

    const pairs = await findPairs();
    const severities = pairs.map(
      (pair) => within(pair).getByRole('button').textContent.charAt(0) as 'A' | 'B' | 'C' | 'D',
    );
    const unassessed = within(await screen.findByRole('note')).getByText(/har inte bedömts/);
    expect(unassessed).toHaveTextContent(/^Metformin/);
    expect(
      screen.getByText(`Översikt: ${severitySummary('interactions', [...severities, UNASSESSED])}`),
    ).toBeVisible();
  });

  it('fetches each text once, in batches, and only the new ones when the list grows', async () => {
    const { api, user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`);
    await findPairs();
    await waitFor(() => {
      expect(api.requestsTo('/api/interaction_texts')).toHaveLength(1);
    });
    expect(api.requestsTo('/api/interaction_texts')[0]!.searchParams.getAll('ids')).toHaveLength(4);

    // Ipren brings warfarin–ibuprofen: only its five texts (with references) are asked for.
    await user.type(screen.getByRole('combobox'), 'ipr');
    await user.click(await screen.findByRole('option', { name: /^Ipren/ }));
    await screen.findByRole('button', { name: /^D3 Warfarin/ });
    await waitFor(() => {
      expect(api.requestsTo('/api/interaction_texts')).toHaveLength(2);
    });
    const asked = api
      .requestsTo('/api/interaction_texts')
      .flatMap((url) => url.searchParams.getAll('ids'));
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toHaveLength(9);
  });

  it('shows a calm note in place of a text that could not be fetched', async () => {
    const { user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`, {
      failing: ['/api/interaction_texts'],
    });

    await user.click(await findPairButton(/^C3 Warfarin/));

    const panel = screen.getByRole('group', { name: /^C3 Warfarin/ });
    await waitFor(() => {
      expect(within(panel).getAllByText('Texten kunde inte hämtas.')).toHaveLength(4);
    });
    expect(
      within(panel).getByText(/Kliniskt betydelsefull interaktion som kan hanteras/),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains A–D and 0–4 in a legend', async () => {
    const { user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`);

    const legendButton = await screen.findByRole('button', {
      name: 'Förklaring av klassificeringen',
    });
    expect(legendButton.closest('h3')).not.toBeNull();
    await user.click(legendButton);

    const severity = screen.getByRole('table', { name: 'Bokstaven anger allvarlighetsgrad' });
    expect(severity).toBeVisible();
    expect(
      within(severity)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'AInteraktionen saknar klinisk betydelse.',
      'BInteraktionens kliniska betydelse är okänd eller varierar.',
      'CKliniskt betydelsefull interaktion som kan hanteras, till exempel med dosjustering.',
      'DKliniskt betydelsefull interaktion. Kombinationen bör undvikas.',
    ]);
    const documentation = screen.getByRole('table', { name: 'Siffran anger dokumentationsgrad' });
    expect(within(documentation).getAllByRole('row')).toHaveLength(5);
    expect(
      within(documentation).getByText('Underlaget gäller andra, likartade läkemedel.'),
    ).toBeVisible();
  });

  it('says so when the substances do not interact', async () => {
    renderApp(`/interaktioner?${products(IDS.alvedon, IDS.ipren)}`);

    expect(await screen.findByText('Inga interaktioner hittade för sökningen')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Interaktioner' })).not.toBeInTheDocument();
  });

  it('names a substance it has not assessed instead of saying that nothing interacts', async () => {
    renderApp(`/interaktioner?${products(IDS.alvedon)}&nslIds=${IDS.metformin}`);

    expect(await screen.findByRole('note')).toHaveTextContent(
      'Metformin har inte bedömts för interaktioner.',
    );
    expect(
      screen.getByText('Inga interaktioner hittade mellan de bedömda läkemedlen.'),
    ).toBeVisible();
    expect(screen.queryByText('Inga interaktioner hittade för sökningen')).not.toBeInTheDocument();
  });

  it('names the unassessed substance beside the pairs it found', async () => {
    renderApp(`/interaktioner?${products(IDS.waran, IDS.ipren)}&nslIds=${IDS.metformin}`);

    expect(await screen.findByRole('list', { name: 'Interaktioner' })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Metformin har inte bedömts');
  });

  it('asks for more drugs when the list holds fewer than two substances', async () => {
    renderApp(`/interaktioner?${products(IDS.alvedon)}`);

    expect(await screen.findByText(/Lägg till minst två läkemedel/)).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Skriv ut \(/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the interaction call fails', async () => {
    const { api, user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`, {
      failing: ['/api/interaction/dataByNslIds'],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Interaktionerna kunde inte hämtas.');
    const calls = api.requestsTo('/api/interaction/dataByNslIds').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(api.requestsTo('/api/interaction/dataByNslIds').length).toBeGreaterThan(calls);
  });

  it('says the source is not available from a blocked country, without calling it', async () => {
    const { api } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`, {
      countryBlocked: true,
    });

    const panel = await screen.findByRole('region', { name: 'Interaktioner' });
    expect(await within(panel).findByText('Källan är inte tillgänglig')).toBeVisible();
    expect(api.requestsTo('/api/interaction/dataByNslIds').length).toBeLessThanOrEqual(1);
  });

  it('follows the search list: removing a drug removes its pairs', async () => {
    const { user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`);
    await findPairs();

    await user.click(screen.getByRole('button', { name: `Ta bort ${productName(IDS.waran)}` }));

    expect(await screen.findByText(/Lägg till minst två läkemedel/)).toBeVisible();
    expect(screen.queryByText('C3')).not.toBeInTheDocument();
  });

  it('reads hyphen-joined ids from the path into the query of the URL', async () => {
    const { router } = renderApp(`/interaktioner/substance/${IDS.warfarin}-${IDS.ibuprofen}`);

    expect(await findPairButton(/^D3 Warfarin och Ibuprofen$/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/interaktioner');
    expect(new URLSearchParams(router.state.location.search).getAll('nslIds')).toEqual([
      IDS.warfarin,
      IDS.ibuprofen,
    ]);
  });

  it('links to the print view, in a new window, with the same search list', async () => {
    const search = `?${products(IDS.alvedon, IDS.waran)}`;
    renderApp(`/interaktioner${search}`);

    const link = await screen.findByRole('link', {
      name: /^Skriv ut\s*\(öppnas i ett nytt fönster\)$/,
    });
    expect(link).toHaveAttribute('href', `/interaktioner/utskrift${search}`);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
