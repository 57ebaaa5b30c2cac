import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { swedishToday } from '@medkompass/clinical/calendar.ts';
import {
  absoluteEgfr,
  capaRelativeEgfr,
  duboisBodySurfaceArea,
  lmRevRelativeEgfr,
  lmRevTerms,
} from '@medkompass/clinical/egfr.ts';
import { estimateEgfr } from '@medkompass/clinical/egfr-estimates.ts';
import { percentDifference } from '@medkompass/clinical/egfr-pair.ts';
import {
  kidneyFunctionInputOf,
  parseIntegratedUrl,
} from '@medkompass/clinical/integrated-mode-url.ts';
import { egfrDisplayText, renalBand } from '@medkompass/clinical/renal-bands.ts';
import {
  documentClassAtBand,
  recommendationsAtBand,
} from '@medkompass/clinical/renal-evaluation.ts';
import { renalWarnings } from '@medkompass/clinical/renal-warnings.ts';
import {
  severitySummary,
  sortBySeverity,
  UNASSESSED,
} from '@medkompass/assessment/severity-order.ts';
import { productName, substanceName } from '../../../test/expected-severity.ts';
import { FIXTURE_BUNDLE, IDS } from '../../../test/fixture-kb.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { formatNumber } from '../hooks/format.ts';

const NOW = new Date('2026-11-22T09:00:00Z');
const bornFor = (age: number) => swedishToday(NOW).getUTCFullYear() - age;
/** The LM-rev worked example: a woman of 62, 45 kg, 156 cm, creatinine 63 → absolute 65. */
const WOMAN = `birthYear=${bornFor(62)}&gender=f&weight=45&height=156&krea=63`;
const ABSOLUTE = absoluteEgfr(lmRevRelativeEgfr(63, 62, 'FEMALE'), duboisBodySurfaceArea(45, 156));
const documentOf = (id: string) => {
  const found = FIXTURE_BUNDLE.renalDocuments.find((d) => d.id === id);
  if (!found) throw new Error(`the fixture has ${id}`);
  return found;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The page is a lazy route: on a busy machine its first render may take more than a second. */
const SLOW = { timeout: 5000 };
const results = () => screen.findByRole('region', { name: 'Skattad njurfunktion' }, SLOW);
const renalTab = () =>
  within(screen.getByRole('navigation', { name: 'Källor' })).getByRole('link', {
    name: /^Njurfunktion/,
  });

describe('/njurfunktion results', () => {
  it('shows the estimates rounded, the recommended one marked, and in the headline as the tab counts it', async () => {
    renderApp(`/njurfunktion?nslIds=${IDS.ibuprofen}&${WOMAN}`);
    const region = await results();
    const absolute = within(region).getByRole('row', { name: /^Absolut eGFR \(kreatinin\)/ });
    expect(absolute).toHaveTextContent(`${formatNumber(ABSOLUTE)} mL/min`);
    expect(absolute).toHaveTextContent('(föreslås)');
    const relative = within(region).getByRole('row', { name: /^Relativt eGFR \(kreatinin\)/ });
    expect(relative).toHaveTextContent(
      `${formatNumber(lmRevRelativeEgfr(63, 62, 'FEMALE'))} mL/min/1,73 m²`,
    );
    expect(within(region).getByText(egfrDisplayText(ABSOLUTE))).toBeVisible();
  });

  it('recommends the mean of creatinine and cystatin C and says how far apart they are', async () => {
    renderApp(`/njurfunktion?nslIds=${IDS.ibuprofen}&${WOMAN}&cyscegfr=70`);
    const region = await results();
    const mean = within(region).getByRole('row', { name: /^Absolut eGFR \(medelvärde/ });
    expect(mean).toHaveTextContent('(föreslås)');
    const difference = percentDifference(lmRevRelativeEgfr(63, 62, 'FEMALE'), 70);
    expect(region).toHaveTextContent(
      `Kreatinin- och cystatin C-baserat eGFR skiljer sig åt med ${formatNumber(difference)} %.`,
    );
  });

  it('lists the warnings by priority, each with its colour', async () => {
    renderApp(`/njurfunktion?nslIds=${IDS.ibuprofen}&${WOMAN}`);
    const list = await screen.findByRole(
      'list',
      { name: 'Varningar och information om skattningen' },
      SLOW,
    );
    const patient = kidneyFunctionInputOf(
      parseIntegratedUrl(new URLSearchParams(WOMAN), NOW).patient,
    );
    const expected = renalWarnings({
      patient,
      estimates: estimateEgfr(patient, NOW),
      glucocorticoidInSearch: false,
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(expected.length);
    items.forEach((item, index) => {
      const warning = expected[index];
      if (!warning) throw new Error('as many items as warnings');
      const kind = warning.colour === 'yellow' ? 'Varning' : 'Information';
      expect(item).toHaveTextContent(`${kind}: ${warning.text}`);
      expect(item).toHaveClass(`renal-warning--${warning.colour}`);
    });
  });

  it('selects the recommended interval, lets another be chosen, and the tab follows; clicking the tab resets it', async () => {
    const { user, router } = renderApp(
      `/njurfunktion?nslIds=${IDS.ibuprofen}&nslIds=${IDS.metformin}&${WOMAN}`,
    );
    const band = renalBand(ABSOLUTE);
    const intervals = await screen.findByRole('radiogroup', { name: /^eGFR-intervall/ }, SLOW);
    expect(within(intervals).getByRole('radio', { name: new RegExp(`^${band}`) })).toBeChecked();
    const classAt = (b: typeof band) =>
      ['renal-ibuprofen', 'renal-metformin']
        .map((id) => documentClassAtBand(documentOf(id), b))
        .sort()
        .at(-1);
    await waitFor(() => {
      expect(renalTab()).toHaveAccessibleName(`Njurfunktion ${classAt(band) ?? ''}`);
    });

    await user.click(within(intervals).getByRole('radio', { name: /^15–29/ }));
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('interval')).toBe('15-29');
    });
    expect(renalTab()).toHaveAccessibleName(`Njurfunktion ${classAt('15–29') ?? ''}`);
    expect(
      screen.getByRole('heading', { name: 'Rekommendationer vid eGFR 15–29 mL/min' }),
    ).toBeVisible();

    await user.click(renalTab());
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).has('interval')).toBe(false);
    });
    expect(
      within(screen.getByRole('radiogroup', { name: /^eGFR-intervall/ })).getByRole('radio', {
        name: new RegExp(`^${band}`),
      }),
    ).toBeChecked();
  });

  it("gives each drug its document's recommendation at the band, marks the nephrotoxic and the unassessed", async () => {
    renderApp(`/njurfunktion?nslIds=${IDS.ibuprofen}&nslIds=${IDS.paracetamol}&${WOMAN}`);
    const advice = await screen.findByRole('region', { name: /^Rekommendationer vid eGFR/ }, SLOW);
    const drugs = await within(advice).findAllByRole('listitem');
    const ibuprofen = drugs.find((d) => within(d).queryByRole('heading', { name: /^Ibuprofen/ }));
    const paracetamol = drugs.find((d) =>
      within(d).queryByRole('heading', { name: /^Paracetamol/ }),
    );
    const [recommendation] = recommendationsAtBand(
      documentOf('renal-ibuprofen'),
      renalBand(ABSOLUTE),
    );
    expect(ibuprofen).toHaveTextContent(recommendation?.recommendationText ?? 'missing');
    expect(within(ibuprofen ?? advice).getByText('Njurtoxiskt')).toBeVisible();
    expect(paracetamol).toHaveTextContent('Inte bedömt av källan.');
  });

  it('lists the drugs most severe first at the band, named by strength and form, with a count line', async () => {
    // Metformin tablets before Ipren in the list; paracetamol, which the source has not assessed.
    renderApp(
      `/njurfunktion?nplIds=${IDS.metforminTablet}&nplIds=${IDS.ipren}&nslIds=${IDS.paracetamol}&${WOMAN}`,
    );
    const advice = await screen.findByRole('region', { name: /^Rekommendationer vid eGFR/ }, SLOW);
    const band = renalBand(ABSOLUTE);
    const graded = [
      {
        name: productName(IDS.metforminTablet),
        grade: documentClassAtBand(documentOf('renal-metformin'), band),
      },
      {
        name: productName(IDS.ipren),
        grade: documentClassAtBand(documentOf('renal-ibuprofen'), band),
      },
      { name: substanceName(IDS.paracetamol), grade: UNASSESSED },
    ] as const;
    const expected = sortBySeverity('renal', graded, (drug) => drug.grade).map((d) => d.name);
    const headings = await within(advice).findAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent.replace(/ Njurtoxiskt$/, ''))).toEqual(expected);
    // The band's classes differ (B for ibuprofen, A for metformin): the list order is not kept.
    expect(expected).not.toEqual(graded.map((d) => d.name));
    expect(
      within(advice).getByText(
        `Översikt: ${severitySummary(
          'renal',
          graded.map((d) => d.grade),
        )}`,
      ),
    ).toBeVisible();
  });

  it('keeps drugs of one class in the order of the list, not the order the call was made in', async () => {
    // At 15–29 both are D; the call asks for sorted ids (Ipren's is the lower), the list has
    // the metformin tablets first.
    renderApp(
      `/njurfunktion?nplIds=${IDS.metforminTablet}&nplIds=${IDS.ipren}&${WOMAN}&interval=15-29`,
    );
    const advice = await screen.findByRole(
      'region',
      { name: 'Rekommendationer vid eGFR 15–29 mL/min' },
      SLOW,
    );
    const graded = [
      {
        name: productName(IDS.metforminTablet),
        grade: documentClassAtBand(documentOf('renal-metformin'), '15–29'),
      },
      {
        name: productName(IDS.ipren),
        grade: documentClassAtBand(documentOf('renal-ibuprofen'), '15–29'),
      },
    ];
    expect(graded[0]?.grade).toBe(graded[1]?.grade);
    const headings = await within(advice).findAllByRole('heading', { level: 4 });
    expect(headings.map((h) => h.textContent.replace(/ Njurtoxiskt$/, ''))).toEqual(
      sortBySeverity('renal', graded, (drug) => drug.grade).map((drug) => drug.name),
    );
  });

  it('computes CAPA from cystatin C in mg/L and uses it like a cystatin C eGFR', async () => {
    const { user } = renderApp(
      `/njurfunktion?nslIds=${IDS.ibuprofen}&birthYear=${bornFor(62)}&gender=f`,
    );
    await user.click(await screen.findByRole('radio', { name: 'Koncentration (mg/L)' }, SLOW));
    await user.type(screen.getByRole('textbox', { name: 'P-cystatin C (mg/L)' }), '1,1');
    const row = await within(await results()).findByRole('row', {
      name: /^Relativt eGFR \(cystatin C\)/,
    });
    expect(row).toHaveTextContent(`${formatNumber(capaRelativeEgfr(1.1, 62))} mL/min/1,73 m²`);
    expect(row).toHaveTextContent('(föreslås)');
  });

  it("shows the calculation step by step under 'Så räknade vi'", async () => {
    const { user } = renderApp(
      `/njurfunktion?nslIds=${IDS.ibuprofen}&birthYear=${bornFor(40)}&gender=m&krea=88,42&weight=80&height=180`,
    );
    const trigger = await screen.findByRole('button', { name: 'Så räknade vi' }, SLOW);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const terms = lmRevTerms(88.42, 40, 'MALE');
    const panel = screen.getByRole('group', { name: 'Så räknade vi' });
    expect(panel).toHaveTextContent(
      `X = 2,56 + 0,00968 × (180 − 88,42) = ${formatNumber(terms.x, 4)}`,
    );
    expect(panel).toHaveTextContent(`= ${formatNumber(terms.egfr, 1)} mL/min/1,73 m²`);
    expect(panel).toHaveTextContent(
      `Kroppsyta = 0,007184 × 80^0,425 × 180^0,725 = ${formatNumber(duboisBodySurfaceArea(80, 180), 3)} m²`,
    );
    expect(panel).toHaveTextContent(
      `${formatNumber(absoluteEgfr(terms.egfr, duboisBodySurfaceArea(80, 180)), 1)} mL/min`,
    );
  });
});
