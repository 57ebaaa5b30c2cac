import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { FIXTURE_BUNDLE } from '../../../test/fixture-kb.ts';
import { renderApp } from '../../../test/render-app.tsx';

// 62 lactation documents: more than one page of 50. Levels cycle 1, 2, 3, '?'.
const TITLES = [
  ...'Acetylcystein Aciklovir Alendronat Allopurinol Alprazolam Amiodaron Amitriptylin Amlodipin Amoxicillin Anastrozol Apixaban Aripiprazol Atenolol Atorvastatin Azitromycin Baklofen Betametason Bisoprolol Budesonid Buprenorfin Bupropion Cetirizin Ciprofloxacin Citalopram Dabigatran Desloratadin Diazepam Diklofenak Digoxin Doxycyklin Duloxetin Enalapril Escitalopram Esomeprazol Estradiol Felodipin Fentanyl Flukonazol Fluoxetin Furosemid Gabapentin Glimepirid Haloperidol Hydroklortiazid Ibuprofen Kandesartan Karbamazepin Ketoprofen Klaritromycin Klopidogrel Kodein Kvetiapin Lamotrigin Levotyroxin Litium Loratadin Losartan Metformin Metoprolol'.split(
    ' ',
  ),
  'Östriol',
  'Ättiksyra',
  '5-aminosalicylsyra',
];
const LEVELS = [1, 2, 3, null] as const;
const BUNDLE: KbBundle = {
  ...FIXTURE_BUNDLE,
  lactationDocuments: TITLES.map((title, i) => {
    const level = LEVELS[i % 4] ?? null;
    return {
      id: `lact-${i}`,
      documentTitle: title,
      recommendation: 'Text.',
      publicRecommendation: 'Text.',
      classification: { level, code: level === null ? '?' : (String(level) as '1') },
      background: '',
      nslIds: [],
      nplIds: [],
      updated: '2026-11-01',
    };
  }),
};

function listedTitles(): string[] {
  const list = document.querySelector('.index-list');
  return [...(list?.querySelectorAll('li a') ?? [])].map((a) => a.textContent);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/content/{source}: the content index', () => {
  it('lists the first 50 documents in Swedish order, each linked to its page with its class', async () => {
    renderApp('/content/lactation', { contentIndexBundle: BUNDLE });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register: Amning' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`Visar 50 av ${TITLES.length} texter.`)).toBeInTheDocument();
    const titles = listedTitles();
    expect(titles).toHaveLength(50);
    expect(titles[0]).toBe('5-aminosalicylsyra');
    expect(titles[1]).toBe('Acetylcystein');
    const link = screen.getByRole('link', { name: 'Alendronat' });
    expect(link).toHaveAttribute('href', '/amning/lact-2');
    expect(link.closest('li')).toHaveTextContent('3');
  });

  it('loads the next page with the Visa fler button and moves focus to the first new document', async () => {
    const { user } = renderApp('/content/lactation', { contentIndexBundle: BUNDLE });
    const more = await screen.findByRole('button', { name: 'Visa fler' });
    await user.click(more);
    expect(
      await screen.findByText(`Visar ${TITLES.length} av ${TITLES.length} texter.`),
    ).toBeInTheDocument();
    const titles = listedTitles();
    // Swedish collation: Ä and Ö after Z.
    expect(titles.slice(-2)).toEqual(['Ättiksyra', 'Östriol']);
    await waitFor(() => {
      expect(screen.getByRole('link', { name: titles[50] })).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Visa fler' })).not.toBeInTheDocument();
  });

  it('loads the next page by itself when the end of the list comes into view', async () => {
    const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
    // jsdom has no IntersectionObserver; this one lets the test say when the end is in view.
    class FakeIntersectionObserver {
      private readonly callback: IntersectionObserverCallback;
      constructor(callback: IntersectionObserverCallback) {
        this.callback = callback;
      }
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect() {
        // Nothing to let go of.
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { api } = renderApp('/content/lactation', { contentIndexBundle: BUNDLE });
    await screen.findByText(`Visar 50 av ${TITLES.length} texter.`);
    const last = observed.at(-1)!;
    last.callback(
      [{ isIntersecting: true, target: last.element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
    expect(
      await screen.findByText(`Visar ${TITLES.length} av ${TITLES.length} texter.`),
    ).toBeInTheDocument();
    const offsets = api
      .requestsTo('/api/content-index/lactation')
      .map((u) => u.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '50']);
  });

  it('shows every letter, the ones without documents as text rather than links', async () => {
    renderApp('/content/lactation', { contentIndexBundle: BUNDLE });
    const bar = await screen.findByRole('navigation', { name: 'Begynnelsebokstav' });
    // Until the index has come, every letter is a link: wait for the letters it has.
    expect(await within(bar).findByText('Q, inga texter')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'K' })).toHaveAttribute(
      'href',
      '/content/lactation/k',
    );
    expect(within(bar).getByRole('link', { name: 'Ö' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: '0–9' })).toHaveAttribute(
      'href',
      '/content/lactation/0-9',
    );
    expect(within(bar).queryByRole('link', { name: 'Q' })).not.toBeInTheDocument();
    expect(within(bar).getByText('Q, inga texter')).toBeInTheDocument();
    expect(within(bar).getByText('Å, inga texter')).toBeInTheDocument();
  });

  it('lists the documents of a letter, the letter marked as the current page', async () => {
    const { user, router } = renderApp('/content/lactation', { contentIndexBundle: BUNDLE });
    const bar = await screen.findByRole('navigation', { name: 'Begynnelsebokstav' });
    await user.click(await within(bar).findByRole('link', { name: 'K' }));
    expect(router.state.location.pathname).toBe('/content/lactation/k');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Texter som börjar på K' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(listedTitles()).toEqual([
        'Kandesartan',
        'Karbamazepin',
        'Ketoprofen',
        'Klaritromycin',
        'Klopidogrel',
        'Kodein',
        'Kvetiapin',
      ]);
    });
    const current = screen.getByRole('navigation', { name: 'Begynnelsebokstav' });
    expect(within(current).getByRole('link', { name: 'K' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists the documents of a class', async () => {
    renderApp('/content/lactation/classification/3', { contentIndexBundle: BUNDLE });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Texter med klass 3' }),
    ).toBeInTheDocument();
    const classThree = TITLES.filter((_, i) => i % 4 === 2).length;
    await screen.findByText(`Visar ${classThree} av ${classThree} texter.`);
    const filter = screen.getByRole('navigation', { name: 'Klassificering' });
    expect(
      within(filter).getByRole('link', { name: 'Klass 3: Bör undvikas under amning.' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(filter).getByRole('link', { name: 'Klass ?: För lite kunskap för en bedömning.' }),
    ).toHaveAttribute('href', '/content/lactation/classification/%3F');
  });

  it('has tabs between the three Swedish indexes', async () => {
    renderApp('/content/birthdefect');
    const tabs = await screen.findByRole('navigation', { name: 'Register per källa' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Fosterpåverkan', 'Amning', 'Genus']);
    expect(within(tabs).getByRole('link', { name: 'Fosterpåverkan' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('link', { name: 'Warfarin' })).toHaveAttribute(
      'href',
      '/fosterpaverkan/bd-warfarin',
    );
  });

  it('answers an unknown source, letter or class with the 404 page', async () => {
    for (const path of [
      '/content/interactions',
      '/content/lactation/xy',
      '/content/genus/classification/3',
    ]) {
      renderApp(path);
      expect(await screen.findByText('Sidan du frågade efter finns inte.')).toBeInTheDocument();
      document.body.innerHTML = '';
    }
  });
});

describe('/en/content/sexandgender: the English index', () => {
  it('is in English, without the Swedish tabs and letters, linking to the English documents', async () => {
    const genus = FIXTURE_BUNDLE.genusDocuments[0]!;
    const english: KbBundle = {
      ...FIXTURE_BUNDLE,
      genderDocuments: [
        { ...genus, id: 'gender-warfarin', documentTitle: 'Warfarin' },
        { ...genus, id: 'gender-digoxin', documentTitle: 'Digoxin', classificationCode: 'C!' },
      ],
    };
    renderApp('/en/content/sexandgender', { contentIndexBundle: english });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Index: Sex and gender' });
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.queryByRole('navigation', { name: 'Indexes by source' })).not.toBeInTheDocument();
    const bar = screen.getByRole('navigation', { name: 'Initial letter' });
    expect(within(bar).queryByText(/Å/)).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 2 documents.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Digoxin' })).toHaveAttribute(
      'href',
      '/en/sexandgender/gender-digoxin',
    );
    expect(within(bar).getByRole('link', { name: 'W' })).toHaveAttribute(
      'href',
      '/en/content/sexandgender/w',
    );
  });

  it('says so when nothing matches', async () => {
    renderApp('/en/content/sexandgender/z');
    expect(await screen.findByText('No documents match the selection.')).toBeInTheDocument();
  });

  it('is also reached at /content/sexandgender', async () => {
    const { router } = renderApp('/content/sexandgender/w');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/en/content/sexandgender/w');
    });
  });
});
