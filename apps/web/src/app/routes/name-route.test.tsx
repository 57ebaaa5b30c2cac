import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../test/fake-api.ts';
import { findEntry } from '../../test/document-queries.ts';
import { renderApp, urlIds } from '../../test/render-app.tsx';
import { productName } from '../../test/expected-severity.ts';

describe('name paths: /amning/lakemedel/{name}, /fosterpaverkan/substans/{name} …', () => {
  it('puts the product of that name in the search list and shows the tab with it', async () => {
    const { router, api } = renderApp('/amning/lakemedel/alvedon');

    expect(await findEntry(productName(IDS.alvedon))).toBeVisible();
    expect(router.state.location.pathname).toBe('/amning');
    expect(urlIds(router)).toEqual({ nplIds: [IDS.alvedon], nslIds: [] });
    expect(api.requestsTo('/api/search').at(-1)?.searchParams.get('q')).toBe('alvedon');
    const tags = await screen.findByRole('grid', { name: 'Valda läkemedel och substanser' });
    expect(
      await within(tags).findByRole('row', { name: productName(IDS.alvedon) }),
    ).toBeInTheDocument();
  });

  it('matches a substance name whatever its case, and adds it to the list already there', async () => {
    const { router } = renderApp(`/fosterpaverkan/substans/WARFARIN?nplIds=${IDS.alvedon}`);

    expect(await findEntry('Warfarin')).toBeVisible();
    expect(router.state.location.pathname).toBe('/fosterpaverkan');
    expect(urlIds(router)).toEqual({ nplIds: [IDS.alvedon], nslIds: [IDS.warfarin] });
  });

  // Warfarin is a substance, not a product; 'Alv' only begins a name.
  it.each(['warfarin', 'Alv'])(
    "says plainly when no product is named '%s', and shows the plain tab",
    async (name) => {
      const path = `/amning/lakemedel/${name}`;
      const { router } = renderApp(path);
      expect(
        await screen.findByText(
          `Det finns inget läkemedel som heter ”${name}” i kunskapsdatabasen. Sök efter läkemedlet i sökrutan i stället.`,
        ),
      ).toBeVisible();
      expect(screen.getByRole('heading', { level: 2, name: 'Amning' })).toBeVisible();
      expect(screen.getByText(/Lägg till läkemedel eller substanser/)).toBeVisible();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('says so for a substance name too', async () => {
    renderApp('/genus/substans/Okandsubstans');
    expect(
      await screen.findByText(/^Det finns ingen substans som heter ”Okandsubstans”/),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Genus' })).toBeVisible();
  });

  it('is the plain tab without a name', async () => {
    const { router } = renderApp(`/genus/lakemedel?nslIds=${IDS.warfarin}`);
    expect(await findEntry('Warfarin')).toBeVisible();
    expect(router.state.location.pathname).toBe('/genus');
    expect(urlIds(router).nslIds).toEqual([IDS.warfarin]);
  });

  it('reads a list of product names joined by -', async () => {
    const { router } = renderApp('/amning/lakemedel/alvedon-IPREN');
    expect(await findEntry(productName(IDS.ipren))).toBeVisible();
    expect(router.state.location.pathname).toBe('/amning');
    expect(urlIds(router)).toEqual({ nplIds: [IDS.alvedon, IDS.ipren], nslIds: [] });
  });

  it('adds the names it found and keeps only the one it did not in the path, naming it', async () => {
    const { router } = renderApp('/genus/substans/warfarin-Okandsubstans');
    expect(
      await screen.findByText(/^Det finns ingen substans som heter ”Okandsubstans”/),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/genus/substans/Okandsubstans');
    expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [IDS.warfarin] });
    expect(await findEntry('Warfarin')).toBeVisible();
  });

  it('offers a retry when the name search fails', async () => {
    const { api, user } = renderApp('/amning/substans/paracetamol', {
      failing: ['/api/search'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Namnet ”paracetamol” kunde inte slås upp.');
    const calls = api.requestsTo('/api/search').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await within(alert).findByRole('button', { name: 'Försök igen' });
    expect(api.requestsTo('/api/search').length).toBeGreaterThan(calls);
  });
});

/** A row of the search list's tags. */
async function findTag(name: string) {
  const tags = await screen.findByRole('grid', { name: 'Valda läkemedel och substanser' });
  return within(tags).findByRole('row', { name });
}

describe('the search path /interaktioner/substance/{query}', () => {
  it('reads substance names joined by - as the list, and shows their pair', async () => {
    const { router } = renderApp('/interaktioner/substance/warfarin-ibuprofen');
    expect(
      await screen.findByRole('button', { name: /^D3 Warfarin och Ibuprofen$/ }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/interaktioner');
    expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [IDS.warfarin, IDS.ibuprofen] });
  });

  it('reads ids, names of products and of substances alike, ids in any case', async () => {
    const { router, api } = renderApp(
      `/interaktioner/substance/iddemowarfarin-Alvedon-${IDS.ipren}`,
    );
    expect(await findTag(productName(IDS.ipren))).toBeVisible();
    expect(urlIds(router)).toEqual({ nplIds: [IDS.alvedon, IDS.ipren], nslIds: [IDS.warfarin] });
    // Only the part that is no id is searched by name (the whole segment first).
    expect(api.requestsTo('/api/search').map((url) => url.searchParams.get('q'))).toEqual(
      expect.arrayContaining(['Alvedon']),
    );
    expect(api.requestsTo('/api/search').map((url) => url.searchParams.get('q'))).not.toContain(
      IDS.ipren,
    );
  });

  it('names the parts it could not find, and adds the rest to the list', async () => {
    const { router } = renderApp('/interaktioner/substance/warfarin-xyz-iddemookand0000');
    expect(
      await screen.findByText(
        'Kunde inte hitta: ”xyz”, ”iddemookand0000”. Sök efter dem i sökrutan i stället.',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/interaktioner/substance/xyz-iddemookand0000');
    expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [IDS.warfarin] });
    expect(await findTag('Warfarin')).toBeVisible();
    // Never a made-up substance of the unknown id.
    const tags = screen.getByRole('grid', { name: 'Valda läkemedel och substanser' });
    expect(within(tags).getAllByRole('row')).toHaveLength(1);
  });

  it('says so when nothing in it is known, and shows the plain tab', async () => {
    const { router } = renderApp('/interaktioner/substance/IDDEMOOKAND0000');
    // One part is named in the singular ('det'), a list in the plural ('dem').
    expect(
      await screen.findByText(
        'Kunde inte hitta ”IDDEMOOKAND0000”. Sök efter det i sökrutan i stället.',
      ),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/interaktioner/substance/IDDEMOOKAND0000');
    expect(urlIds(router)).toEqual({ nplIds: [], nslIds: [] });
  });
});
