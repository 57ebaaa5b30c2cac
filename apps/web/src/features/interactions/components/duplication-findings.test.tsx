import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAME_SUBSTANCE_TEXTS, findDuplications } from '@medkompass/assessment/duplication.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import type { SearchListQuery } from '@medkompass/contracts/search-list.ts';
import { FIXTURE_BUNDLE, IDS } from '../../../test/fixture-kb.ts';
import { renderApp } from '../../../test/render-app.tsx';

const query = (list: SearchListQuery) =>
  [...list.nplIds.map((id) => `nplIds=${id}`), ...list.nslIds.map((id) => `nslIds=${id}`)].join(
    '&',
  );

/** The fixture's classes, as the shared rule reads them. */
const fixtureClass = (id: string) => FIXTURE_BUNDLE.duplicationClasses.find((c) => c.id === id);

/** What the shared rule finds for the list over the fixture knowledge base. */
const ruleFinds = (list: SearchListQuery) =>
  findDuplications(new BundleKnowledgeBase(FIXTURE_BUNDLE), list);

// The page, its lazy contract and three calls (data, products, names) come in turn: slower than a
// first paint of pairs alone on a loaded machine.
const LOADED = { timeout: 5000 };

async function findDuplicationItems() {
  const list = await screen.findByRole('list', { name: 'Dubbelförskrivningar' }, LOADED);
  return { list, items: within(list).getAllByRole('listitem') };
}

// The list that once showed no duplication warning, in the fixture: two products with
// paracetamol, Waran and warfarin.
const EXAMPLE: SearchListQuery = {
  nplIds: [IDS.alvedon, IDS.citodon, IDS.waran],
  nslIds: [IDS.warfarin],
};

describe('/interaktioner: therapeutic duplications', () => {
  it('shows the duplications first, above the pairs, each naming its products by name, strength and form', async () => {
    renderApp(`/interaktioner?${query(EXAMPLE)}`);

    const { list, items } = await findDuplicationItems();
    expect(ruleFinds(EXAMPLE).map((d) => d.kind)).toEqual(['substance', 'substance']);
    expect(items).toHaveLength(2);
    const [paracetamol, warfarin] = items as [HTMLElement, HTMLElement];
    expect(within(paracetamol).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Dubbelförskrivning Samma substans: Paracetamol',
    );
    expect(
      within(paracetamol).getByText(
        'Alvedon 500 mg tablett och Citodon 500 mg/30 mg tablett innehåller båda Paracetamol.',
      ),
    ).toBeVisible();
    expect(within(paracetamol).getByText(SAME_SUBSTANCE_TEXTS.hazard)).toBeVisible();
    expect(within(paracetamol).getByText(SAME_SUBSTANCE_TEXTS.advice)).toBeVisible();
    expect(within(warfarin).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Dubbelförskrivning Samma substans: Warfarin',
    );
    expect(
      within(warfarin).getByText(
        'Waran 2,5 mg tablett innehåller Warfarin, som också finns med som substans i listan.',
      ),
    ).toBeVisible();

    // First on the tab: before every pair.
    const heading = screen.getByRole('heading', { level: 2, name: 'Interaktioner' });
    const pairs = await screen.findByRole('list', { name: heading.textContent });
    expect(list.compareDocumentPosition(pairs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows two drugs of one class with the class’s own texts', async () => {
    const list = { nplIds: [IDS.waran, IDS.eliquis], nslIds: [] };
    renderApp(`/interaktioner?${query(list)}`);

    const { items } = await findDuplicationItems();
    expect(items).toHaveLength(ruleFinds(list).length);
    const [item] = items as [HTMLElement];
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Dubbelförskrivning Samma läkemedelsgrupp: antikoagulantia',
    );
    expect(
      within(item).getByText(
        'Waran 2,5 mg tablett (Warfarin) och Eliquis 5 mg filmdragerad tablett (Apixaban) hör båda till gruppen antikoagulantia.',
      ),
    ).toBeVisible();
    expect(within(item).getByText(fixtureClass('antikoagulantia')?.hazard ?? '-')).toBeVisible();
    expect(within(item).getByText(fixtureClass('antikoagulantia')?.advice ?? '-')).toBeVisible();
  });

  it('gives a tablet and a gel of one substance as a note, and says there is one substance', async () => {
    const list = { nplIds: [IDS.ipren, IDS.ibuprofenGel], nslIds: [] };
    renderApp(`/interaktioner?${query(list)}`);

    const { items } = await findDuplicationItems();
    expect(ruleFinds(list).map((d) => d.level)).toEqual(['note']);
    const [item] = items as [HTMLElement];
    expect(within(item).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Notering Samma substans: Ibuprofen',
    );
    expect(
      within(item).getByText(/^Minst ett av läkemedlen är en utvärtes beredning/),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Listan innehåller bara en substans, så det finns inga interaktioner att bedöma.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^Lägg till minst två/)).not.toBeInTheDocument();
  });

  it('merges the same product named twice into one entry: no duplication', async () => {
    const { api } = renderApp(
      `/interaktioner?nplIds=${IDS.alvedon}&nplIds=${IDS.alvedon}&nplIds=${IDS.waran}`,
    );

    await screen.findByRole('button', { name: /^C3 Warfarin/ }, LOADED);
    // The address names Alvedon twice; the list, the call and the rule hold it once.
    const call = api.requestsTo('/api/interaction/dataByNslIds').at(-1);
    expect(call?.searchParams.getAll('nplIds')).toEqual([IDS.alvedon, IDS.waran]);
    expect(ruleFinds({ nplIds: [IDS.alvedon, IDS.alvedon, IDS.waran], nslIds: [] })).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Dubbelförskrivningar' })).not.toBeInTheDocument();
  });

  it('explains the two marks in the key, before the grades', async () => {
    renderApp(`/interaktioner?${query(EXAMPLE)}`);
    await findDuplicationItems();

    const key = screen.getByRole('table', { name: 'Dubbelförskrivning visas först', hidden: true });
    expect(
      within(key)
        .getAllByRole('row', { hidden: true })
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringMatching(/^DubbelförskrivningSamma substans i flera läkemedel/),
      expect.stringMatching(/^NoteringDubbleringen går via en utvärtes beredning/),
    ]);
    const grades = screen.getByRole('table', {
      name: 'Bokstaven anger allvarlighetsgrad',
      hidden: true,
    });
    expect(key.compareDocumentPosition(grades) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('prints the duplications first, with their texts', async () => {
    renderApp(`/interaktioner/utskrift?${query(EXAMPLE)}`);

    const { list, items } = await findDuplicationItems();
    expect(items).toHaveLength(2);
    expect(within(list).getAllByText(SAME_SUBSTANCE_TEXTS.advice)).toHaveLength(2);
    const pairs = await screen.findByRole('list', { name: 'Interaktioner' });
    expect(list.compareDocumentPosition(pairs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Dubbelförskrivning visas först' })).toBeVisible();
  });
});
