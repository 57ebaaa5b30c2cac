import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CallerAccess } from '../../../lib/access/caller.ts';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { expectedRiskProperties, productName } from '../../../test/expected-severity.ts';

/**
 * A render's first answer waits for the lazy route, the names and the riskprofile; on a loaded
 * machine (shared runners) that can pass Testing Library's default of 1 s.
 */
configure({ asyncUtilTimeout: 5000 });
const SLOW_MACHINE_MS = 20_000;

/** A logged-in user granted riskprofile: what the login branch's session will provide. */
const SIGNED_IN: CallerAccess = { caller: 'user', grantedSources: ['interactions', 'riskprofile'] };

const path = (nplIds: string[], nslIds: string[] = []) =>
  `/riskprofil?${[...nplIds.map((id) => `nplIds=${id}`), ...nslIds.map((id) => `nslIds=${id}`)].join('&')}`;

const renderRiskprofile = (url: string) => renderApp(url, { caller: SIGNED_IN });

/** A property's row, found by its name (the row is labelled by it). */
async function findProperty(name: string) {
  const list = await screen.findByRole('list', { name: 'Riskegenskaper' });
  return within(list).getByRole('listitem', { name });
}

/** The level a property's row shows (its disclosure's key to the levels has badges too). */
function levelOf(row: HTMLElement) {
  const main = row.querySelector<HTMLElement>('.risk-property__main');
  if (!main) throw new Error('no level in the row');
  return within(main).getByText(/^(-|I|II|III)$/);
}

describe('/riskprofil: the properties of the list', { timeout: SLOW_MACHINE_MS }, () => {
  it('resolves the products, then scores their substances at MAX, with who adds how much', async () => {
    const { api } = renderRiskprofile(path([IDS.zoloft, IDS.tradolan]));

    const serotonergic = await findProperty('Serotonerga effekter');
    expect(levelOf(serotonergic)).toHaveTextContent('II');
    expect(levelOf(serotonergic)).toHaveClass('classification-badge--yellow');
    expect(levelOf(serotonergic)).toHaveAccessibleDescription('Nivå II: måttligt ökad risk');
    expect(serotonergic).toHaveTextContent('Bidrag: Sertralin 2 + Tramadol 2 = 4');
    // One contribution below level I: the level text '-' on green, and the one contributor.
    const bleeding = await findProperty('Blödningsrisk');
    expect(levelOf(bleeding)).toHaveTextContent('-');
    expect(levelOf(bleeding)).toHaveClass('classification-badge--green');
    expect(bleeding).toHaveTextContent('Bidrag: Sertralin 1');
    expect(await findProperty('QT-förlängning')).toHaveTextContent(
      'Ingen substans i listan bidrar.',
    );
    const all = within(screen.getByRole('list', { name: 'Riskegenskaper' })).getAllByRole(
      'listitem',
    );
    expect(all).toHaveLength(9);

    // The riskprofile call takes nslIds: the products' substances, after /api/product.
    const [call, ...more] = api.requestsTo('/api/riskprofile');
    expect(more).toHaveLength(0);
    expect(call?.searchParams.getAll('nslIds')).toEqual([IDS.sertralin, IDS.tramadol]);
    const order = api.requests.map((url) => url.pathname);
    expect(order.indexOf('/api/product')).toBeLessThan(order.indexOf('/api/riskprofile'));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Högsta risknivå i listan: II (Serotonerga effekter)',
    );
  });

  it('shows each substance with its administration, MAX by default, and the products it is in', async () => {
    renderRiskprofile(path([IDS.ibuprofenGel], [IDS.warfarin]));

    const substances = await screen.findByRole('list', {
      name: 'Substanser och administrationssätt',
    });
    const [ibuprofen, warfarin, ...rest] = within(substances).getAllByRole('listitem');
    expect(rest).toHaveLength(0);
    expect(ibuprofen).toHaveTextContent(
      `Ingår i ${productName(IDS.ibuprofenGel)} (utvärtes/topikal)`,
    );
    expect(
      within(ibuprofen!).getByRole('button', { name: /Administrationssätt för Ibuprofen/ }),
    ).toHaveTextContent('Högsta värde (alla vägar)');
    expect(
      within(warfarin!).getByRole('button', { name: /Administrationssätt för Warfarin/ }),
    ).toHaveTextContent('Högsta värde (alla vägar)');
  });

  it('lists the properties most severe first, with a count line', async () => {
    renderRiskprofile(path([], [IDS.haloperidol, IDS.citalopram, IDS.sertralin, IDS.tramadol]));

    const list = await screen.findByRole('list', { name: 'Riskegenskaper' });
    const expected = expectedRiskProperties([
      IDS.haloperidol,
      IDS.citalopram,
      IDS.sertralin,
      IDS.tramadol,
    ]);
    // QT (III) and serotonergic effects (II) come before the specification's first columns.
    expect(expected.names.slice(0, 2)).toEqual(['QT-förlängning', 'Serotonerga effekter']);
    expect(
      within(list)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(expected.names);
    expect(screen.getByText(`Översikt: ${expected.summary}`)).toBeVisible();
  });

  it('raises QT prolongation at level 3 to the alert at the top, in words', async () => {
    renderRiskprofile(path([], [IDS.haloperidol, IDS.citalopram]));

    const alert = await screen.findByRole('region', { name: /Hög risk för QT-förlängning/ });
    expect(alert).toHaveTextContent(/torsade de pointes/);
    expect(alert).toHaveTextContent(/Överväg EKG-kontroll/);
    // Haloperidol at its highest route (parenteral 3) and citalopram 2.
    expect(alert).toHaveTextContent('Bidrag: Haloperidol 3 + Citalopram 2 = 5');
    const qt = await findProperty('QT-förlängning');
    expect(levelOf(qt)).toHaveTextContent('III');
    expect(levelOf(qt)).toHaveClass('classification-badge--red');
    // The alert comes before the substances and the properties.
    const heading = screen.getByRole('heading', { name: 'Substanser och administrationssätt' });
    expect(alert.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no QT alert below level 3', async () => {
    renderRiskprofile(path([], [IDS.citalopram, IDS.sertralin]));
    const qt = await findProperty('QT-förlängning');
    expect(levelOf(qt)).toHaveTextContent('I');
    expect(qt).toHaveTextContent('Bidrag: Citalopram 2');
    expect(screen.queryByRole('region', { name: /QT-förlängning/ })).toBeNull();
  });

  it('describes each property in a disclosure, with the sums of its levels', async () => {
    const { user } = renderRiskprofile(path([], [IDS.warfarin]));

    const bleeding = await findProperty('Blödningsrisk');
    const trigger = within(bleeding).getByRole('button', { name: 'Om egenskapen Blödningsrisk' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('Påverkan på koagulation, trombocyter eller magslemhinna.');
    const thresholds = [...(panel?.querySelectorAll('.risk-property__threshold') ?? [])];
    expect(
      thresholds.map((threshold) => [
        threshold.querySelector('.classification-badge')?.textContent,
        threshold.lastChild?.textContent,
      ]),
    ).toEqual([
      ['I', '2'],
      ['II', '3–4'],
      ['III', '5 eller mer'],
    ]);
  });

  it('lists a substance without a riskprofile as Ej bedömd, one without risks as such, and unknown ids apart', async () => {
    renderRiskprofile(
      path(['99000000000099'], [IDS.metformin, IDS.paracetamol, IDS.warfarin, 'IDOKANDSUBSTANS']),
    );

    const substances = await screen.findByRole('list', {
      name: 'Substanser och administrationssätt',
    });
    const rows = within(substances).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.risk-substance__title')?.textContent)).toEqual([
      'Metformin',
      'Paracetamol',
      'Warfarin',
    ]);
    expect(rows[0]).toHaveTextContent('Ej bedömd Substansen saknar riskprofil');
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Inga riskegenskaper');
    const unidentified = screen.getByRole('region', { name: 'Kunde inte identifieras' });
    expect(
      within(unidentified)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Okänt läkemedel 99000000000099', 'Okänd substans IDOKANDSUBSTANS']);
    // Neither the unassessed nor the unknown add to a property.
    expect(await findProperty('Blödningsrisk')).toHaveTextContent('Bidrag: Warfarin 3');
  });
});

describe('/riskprofil: states', { timeout: SLOW_MACHINE_MS }, () => {
  it('asks for drugs when the list is empty, and makes no call', async () => {
    const { api } = renderRiskprofile('/riskprofil');
    expect(
      await screen.findByText('Lägg till läkemedel eller substanser för att se riskprofilen.'),
    ).toBeVisible();
    expect(api.requestsTo('/api/riskprofile')).toHaveLength(0);
  });

  it('says so when no entry of the list could be identified', async () => {
    renderRiskprofile(path(['99000000000099'], ['IDOKANDSUBSTANS']));
    expect(await screen.findByText(/Ingen av de valda läkemedlen/)).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Riskegenskaper' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Kunde inte identifieras' })).toBeVisible();
  });

  it('shows that it is loading while the answer is on its way', async () => {
    renderApp(path([], [IDS.warfarin]), { caller: SIGNED_IN, pending: ['/api/riskprofile'] });
    const main = await screen.findByRole('region', { name: 'Riskprofil' });
    expect(await within(main).findByRole('status')).toHaveTextContent('Hämtar riskprofil…');
  });

  it('shows an error with a retry that asks again', async () => {
    const { api, user } = renderApp(path([], [IDS.warfarin]), {
      caller: SIGNED_IN,
      failing: ['/api/riskprofile'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Riskprofilen kunde inte hämtas.');
    const before = api.requestsTo('/api/riskprofile').length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => {
      expect(api.requestsTo('/api/riskprofile').length).toBeGreaterThan(before);
    });
  });
});
