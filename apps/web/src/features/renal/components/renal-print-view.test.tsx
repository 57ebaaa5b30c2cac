import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import { estimateEgfr, scaleOfLabel } from '@medkompass/clinical/egfr-estimates.ts';
import {
  kidneyFunctionInputOf,
  parseIntegratedUrl,
} from '@medkompass/clinical/integrated-mode-url.ts';
import { EGFR_UNITS, egfrDisplayText, renalBand } from '@medkompass/clinical/renal-bands.ts';
import {
  documentClassAtBand,
  recommendationsAtBand,
} from '@medkompass/clinical/renal-evaluation.ts';
import { letterRank } from '@medkompass/clinical/severity-scale.ts';
import { sortBySeverity, UNASSESSED } from '@medkompass/assessment/severity-order.ts';
import { productName, substanceName } from '../../../test/expected-severity.ts';
import { FIXTURE_BUNDLE, IDS } from '../../../test/fixture-kb.ts';
import { legendRows, printedPatientFact } from '../../../test/print-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NOW = new Date('2026-11-22T09:00:00Z');
const bornFor = (age: number) => swedishToday(NOW).getUTCFullYear() - age;
const WOMAN = `birthYear=${bornFor(62)}&gender=f&weight=45&height=156&krea=63`;
const SLOW = { timeout: 5000 };
const documentOf = (id: string) => {
  const found = FIXTURE_BUNDLE.renalDocuments.find((d) => d.id === id);
  if (!found) throw new Error(`the fixture has ${id}`);
  return found;
};

/** The eGFR the renal rules recommend for the patient of WOMAN. */
function recommendedEstimate() {
  const parsed = parseIntegratedUrl(new URLSearchParams(WOMAN), NOW);
  const { recommended } = estimateEgfr(kidneyFunctionInputOf(parsed.patient, parsed.problems), NOW);
  if (!recommended) throw new Error('the patient has an estimate');
  return recommended;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/njurfunktion/utskrift', () => {
  it('prints the patient with the eGFR dosed by, how it was estimated and its band', async () => {
    renderApp(`/njurfunktion/utskrift?nslIds=${IDS.ibuprofen}&${WOMAN}`);

    const recommended = recommendedEstimate();
    const egfr = `${egfrDisplayText(recommended.value)} ${EGFR_UNITS[scaleOfLabel(recommended.label)]}`;
    expect(await printedPatientFact('Njurfunktion')).toBe(
      `${egfr} · ${recommended.name} · intervall ${renalBand(recommended.value)}`,
    );
    expect(await printedPatientFact('Ålder')).toBe('62 år');
    expect(await printedPatientFact('Kön')).toBe('Kvinna');
    // The estimates as the tab shows them, the recommended one marked.
    const results = await screen.findByRole('region', { name: 'Skattad njurfunktion' }, SLOW);
    expect(within(results).getByRole('row', { name: /\(föreslås\)/ })).toHaveTextContent(
      recommended.name,
    );
  });

  it('prints every drug most severe first at the band, with its text, the unassessed named, and the key', async () => {
    renderApp(
      `/njurfunktion/utskrift?nplIds=${IDS.metforminTablet}&nplIds=${IDS.ipren}&nslIds=${IDS.paracetamol}&${WOMAN}`,
    );
    const band = renalBand(recommendedEstimate().value);
    const graded = [
      { name: productName(IDS.metforminTablet), id: 'renal-metformin' },
      { name: productName(IDS.ipren), id: 'renal-ibuprofen' },
    ].map(({ name, id }) => ({
      name,
      grade: documentClassAtBand(documentOf(id), band),
      texts: recommendationsAtBand(documentOf(id), band),
    }));
    const all = [...graded, { name: substanceName(IDS.paracetamol), grade: UNASSESSED, texts: [] }];
    const expected = sortBySeverity('renal', all, (drug) => drug.grade);

    const advice = await screen.findByRole('region', { name: /^Rekommendationer vid eGFR/ }, SLOW);
    const headings = await within(advice).findAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent.replace(/ Njurtoxiskt$/, ''))).toEqual(
      expected.map((drug) => drug.name),
    );
    for (const drug of graded)
      for (const text of drug.texts) expect(advice).toHaveTextContent(text.recommendationText);
    expect(advice).toHaveTextContent('Inte bedömt av källan.');

    const legend = screen.getByRole('region', { name: 'Så läser du klassificeringen' });
    const letters = [
      ...new Map(
        graded.flatMap((drug) =>
          drug.texts.map((r) => [r.classification.code, r.classification.description] as const),
        ),
      ),
    ].sort(([a], [b]) => letterRank(a) - letterRank(b));
    expect(legendRows(legend)).toEqual([
      ...letters.map(([code, text]) => ({ code, text })),
      { code: '?', text: 'Inte bedömt av källan, eller ingen rekommendation för intervallet.' },
    ]);
    expect(screen.queryByRole('link', { name: /^Skriv ut/ })).not.toBeInTheDocument();
  });

  it('is linked from the tab, with the list and the patient', async () => {
    const search = `?nslIds=${IDS.ibuprofen}&${WOMAN}`;
    renderApp(`/njurfunktion${search}`);
    expect(await screen.findByRole('link', { name: /^Skriv ut \(/ }, SLOW)).toHaveAttribute(
      'href',
      `/njurfunktion/utskrift${search}`,
    );
  });
});
