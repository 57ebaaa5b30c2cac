import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const products = (...nplIds: string[]) => nplIds.map((id) => `nplIds=${id}`).join('&');

async function findPairs() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Interaktioner' });
  const list = await screen.findByRole('list', { name: heading.textContent });
  return within(list).getAllByRole('listitem');
}

describe('/interaktioner', () => {
  it('lists an interacting pair with its substances, products and coloured badge', async () => {
    const { api } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`);

    const [pair, ...rest] = await findPairs();
    expect(rest).toHaveLength(0);
    expect(pair).toHaveTextContent('Warfarin (i Waran) och Paracetamol (i Alvedon)');
    const badge = within(pair!).getByText('C3');
    expect(badge).toHaveClass('classification-badge--yellow');
    expect(badge).toHaveAccessibleDescription(
      'Kliniskt betydelsefull interaktion som kan hanteras, till exempel med dosjustering. ' +
        'Underlaget är studier på friska försökspersoner eller pilotstudier på patienter.',
    );
    const interactionCall = api.requestsTo('/api/interaction').at(-1);
    // Products go as products, so the server can apply their drug forms' classification.
    expect(interactionCall?.searchParams.getAll('nplIds').sort()).toEqual(
      [IDS.alvedon, IDS.waran].sort(),
    );
    expect(interactionCall?.searchParams.getAll('nslIds')).toEqual([]);
  });

  it('puts the most severe pair first', async () => {
    renderApp(`/interaktioner?${products(IDS.alvedon, IDS.ipren)}&nslIds=${IDS.warfarin}`);

    const pairs = await findPairs();
    expect(pairs.map((pair) => within(pair).getByText(/^[A-D]\d$/).textContent)).toEqual([
      'D4',
      'C3',
    ]);
    expect(within(pairs[0]!).getByText('D4')).toHaveClass('classification-badge--red');
    expect(pairs[0]).toHaveTextContent('Warfarin och Ibuprofen (i Ipren)');
  });

  it('says so when the substances do not interact', async () => {
    renderApp(`/interaktioner?${products(IDS.alvedon, IDS.ipren)}`);

    expect(await screen.findByText('Inga interaktioner hittade för sökningen')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Interaktioner' })).not.toBeInTheDocument();
  });

  it('asks for more drugs, without calling the API, when fewer than two substances', async () => {
    const { api } = renderApp(`/interaktioner?${products(IDS.alvedon)}`);

    expect(await screen.findByText(/Lägg till minst två läkemedel/)).toBeVisible();
    expect(api.requestsTo('/api/interaction')).toHaveLength(0);
  });

  it('shows an error with a retry when the interaction call fails', async () => {
    const { api, user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`, {
      failing: ['/api/interaction'],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Interaktionerna kunde inte hämtas.');
    const calls = api.requestsTo('/api/interaction').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(api.requestsTo('/api/interaction').length).toBeGreaterThan(calls);
  });

  it('follows the search list: removing a drug removes its pairs', async () => {
    const { user } = renderApp(`/interaktioner?${products(IDS.alvedon, IDS.waran)}`);
    await findPairs();

    await user.click(screen.getByRole('button', { name: 'Ta bort Waran' }));

    expect(await screen.findByText(/Lägg till minst två läkemedel/)).toBeVisible();
    expect(screen.queryByText('C3')).not.toBeInTheDocument();
  });
});
