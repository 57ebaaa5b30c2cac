import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';
import { REVIEW_SOURCES, reviewFindings } from '@medkompass/assessment/review/review-findings.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import { parseIntegratedUrl } from '@medkompass/clinical/integrated-mode-url.ts';
import { IDS } from '../../../test/fake-api.ts';
import { FIXTURE_BUNDLE } from '../../../test/fixture-kb.ts';
import { listQuery } from '../../../test/print-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { reviewSummaryOf } from '../review-summary-of.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const bornFor = (age: number) => swedishToday(NOW).getUTCFullYear() - age;
const LIST = {
  nplIds: [IDS.waran, IDS.ipren, IDS.eliquis, '99000000000099'],
  nslIds: [] as string[],
};
const PATIENT = `birthYear=${bornFor(62)}&gender=f&weight=45&height=156&krea=63`;
const QUERY = `${listQuery(LIST)}&${PATIENT}`;

/** The review the server's one rule makes of the same list and patient over the fixture data. */
function expectedReview() {
  const url = parseIntegratedUrl(new URLSearchParams(PATIENT), NOW);
  return reviewFindings(new BundleKnowledgeBase(FIXTURE_BUNDLE), {
    list: LIST,
    patient: url.patient,
    chosenBand: url.interval,
    notFertile: url.isNotFertile,
    now: NOW,
    openSources: new Set(REVIEW_SOURCES),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/genomgang/utskrift: the whole review', () => {
  it('puts the summary of the review rule first, then every source’s section under one header', async () => {
    renderApp(`/genomgang/utskrift?${QUERY}`, { isDemo: true });
    const summary = await screen.findByRole('region', { name: 'Sammanfattning' });
    const review = expectedReview();
    const expected = reviewSummaryOf(review);
    const mostSevere = expected.mostSevere.flatMap(({ findings }) => findings);
    expect(mostSevere.length).toBeGreaterThan(0);
    expect(expected.duplications.length).toBeGreaterThan(0);
    expect(expected.unassessed.length).toBeGreaterThan(0);
    for (const finding of [...mostSevere, ...expected.duplications])
      expect(await within(summary).findAllByText(finding.title, { exact: false })).not.toEqual([]);
    for (const gap of expected.unassessed)
      expect(within(summary).getAllByText(gap.text)[0]).toBeVisible();
    // Each finding reads "Undvik: Interaktion D4: …": the title names the class once, and a
    // duplication's rule code (warning, note) is not shown as a word.
    expect(summary).toHaveTextContent(/Undvik: Interaktion D\d: /);
    expect(summary).not.toHaveTextContent(/\((?:warning|note|[A-D]\d?|[1-3])\)/);

    // One header: the product's name once, the patient with the facts every source uses.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const patient = screen.getByRole('region', { name: 'Patient' });
    expect(patient).toHaveTextContent('62 år');
    expect(patient).toHaveTextContent(/eGFR/);

    // The summary first, then the six sources in the order of the tabs.
    const order = [
      'Sammanfattning',
      'Interaktioner',
      'Riskprofil',
      'Njurfunktion',
      'Fosterpåverkan',
      'Amning',
      'Genus',
    ];
    await waitFor(() => {
      const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
      expect(headings.filter((text) => order.includes(text))).toEqual(order);
    });
    expect(document.querySelectorAll('.review-section')).toHaveLength(6);
    // The document's own title names the saved PDF, not the last section's.
    expect([...document.querySelectorAll('title')].map((t) => t.textContent)).toEqual([
      'Läkemedelsgenomgång – Medkompass',
    ]);
  });

  // The clinical walk of 2026-11-29: for a woman of 62 the summary said "Inga fynd som behöver
  // åtgärdas." under Fosterpåverkan and Amning, which it had not assessed at all.
  it('never says a source found nothing where it could not assess, per source', async () => {
    renderApp(`/genomgang/utskrift?${QUERY}`, { isDemo: true });
    const summary = await screen.findByRole('region', { name: 'Sammanfattning' });
    const terms = await within(summary).findAllByRole('term');
    const { mostSevere } = reviewSummaryOf(expectedReview());
    const unassessedOnly = mostSevere.filter(
      (s) => s.findings.length === 0 && s.unassessed.length > 0,
    );
    expect(unassessedOnly.map((s) => s.source)).toEqual(['birthdefect', 'lactation']);
    for (const { source, findings, unassessed } of mostSevere) {
      const term = terms.find((t) => t.textContent === sourceDefinition(source).label);
      const answer = term?.nextElementSibling;
      if (!answer) throw new Error(`the summary names ${source}`);
      for (const gap of unassessed) expect(answer).toHaveTextContent(gap.text);
      if (findings.length > 0) continue;
      expect(answer).toHaveTextContent(
        unassessed.length === 0
          ? 'Inga fynd som behöver åtgärdas.'
          : 'Inga fynd som behöver åtgärdas bland det som kunde bedömas.',
      );
    }
  });

  it('says in words that riskprofile is not part of it for a caller without a login', async () => {
    renderApp(`/genomgang/utskrift?${QUERY}`);
    expect(
      await screen.findByText('Riskprofil ingår inte i genomgången: källan kräver inloggning.'),
    ).toBeVisible();
  });

  it('names a switched-off source as not assessed, in the summary and in its section', async () => {
    renderApp(`/genomgang/utskrift?${QUERY}`, { disabledSources: ['lactation'] });
    expect(
      await screen.findByText('Amning ingår inte i genomgången: källan är avstängd.'),
    ).toBeVisible();
    const summary = await screen.findByRole('region', { name: 'Sammanfattning' });
    await within(summary).findByRole('heading', { name: 'Kunde inte bedömas' });
    expect(summary).toHaveTextContent(/Amning/);
  });
});

describe('the review actions beside the tabs', () => {
  it('link the document and the FHIR download with the address’s list and patient', async () => {
    renderApp(`/interaktioner?${QUERY}`);
    const actions = await screen.findByRole('navigation', { name: 'Hela genomgången' });
    const print = within(actions).getByRole('link', { name: /Skriv ut hela genomgången/ });
    expect(print).toHaveAttribute('href', `/genomgang/utskrift?${QUERY}`);
    expect(print).toHaveAttribute('target', '_blank');
    const download = within(actions).getByRole('link', { name: 'Ladda ner som FHIR' });
    expect(download).toHaveAttribute('href', `/api/review?${QUERY}&format=fhir`);
    expect(download).toHaveAttribute('download', 'medkompass-genomgang.json');
    expect(within(actions).queryByRole('button', { name: 'Skicka till journalen' })).toBeNull();
  });

  it('fetch the FHIR file with a session’s token, where the plain link would go without it', async () => {
    const createObjectURL = vi.fn(() => 'blob:review');
    // jsdom has no object URLs: a URL class with them, for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, api } = renderApp(`/interaktioner?${QUERY}`, {
      caller: { caller: 'user', grantedSources: ['riskprofile'] },
    });
    const actions = await screen.findByRole('navigation', { name: 'Hela genomgången' });
    await user.click(within(actions).getByRole('link', { name: 'Ladda ner som FHIR' }));
    await waitFor(() => {
      expect(save).toHaveBeenCalled();
    });
    const saved = save.mock.contexts[0] as HTMLAnchorElement;
    expect(saved.download).toBe('medkompass-genomgang.json');
    expect(saved.href).toBe('blob:review');
    const call = api.calls.find((c) => c.url.pathname === '/api/review');
    expect(call?.url.searchParams.get('format')).toBe('fhir');
    expect(call?.authorization).toMatch(/^Bearer /);
  });

  it('are not offered for an empty list', async () => {
    renderApp('/interaktioner');
    await screen.findByRole('navigation', { name: 'Källor' });
    expect(screen.queryByRole('navigation', { name: 'Hela genomgången' })).toBeNull();
  });

  it('in integrated mode inside a record system’s frame, hand the Bundle to it at its origin', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://journal.example/vy?x=1');
    const { user, api } = renderApp(`/interaktioner?${QUERY}&jmi=true`);
    const actions = await screen.findByRole('navigation', { name: 'Hela genomgången' });
    expect(
      within(actions).getByRole('link', { name: /Skriv ut hela genomgången/ }),
    ).toHaveAttribute('href', `/genomgang/utskrift?${QUERY}&jmi=true`);
    await user.click(within(actions).getByRole('button', { name: 'Skicka till journalen' }));
    await waitFor(() => {
      expect(postMessage).toHaveBeenCalledWith(
        {
          type: 'medkompass:review-fhir',
          bundle: expect.objectContaining({
            resourceType: 'Bundle',
            type: 'collection',
          }) as unknown,
        },
        'https://journal.example',
      );
    });
    expect(await within(actions).findByText('Genomgången skickades till journalen.')).toBeVisible();
    const [request] = api.requestsTo('/api/review');
    expect(request?.searchParams.get('format')).toBe('fhir');
    expect(request?.searchParams.getAll('nplIds')).toEqual(LIST.nplIds);
  });

  it('offer no sending outside a frame, even in integrated mode', async () => {
    renderApp(`/interaktioner?${QUERY}&jmi=true`);
    const actions = await screen.findByRole('navigation', { name: 'Hela genomgången' });
    expect(within(actions).queryByRole('button', { name: 'Skicka till journalen' })).toBeNull();
  });
});
