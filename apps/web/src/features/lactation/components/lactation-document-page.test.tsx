import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { classLineOf, fieldText } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { productName } from '../../../test/expected-severity.ts';

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('/amning/{document}', () => {
  it('shows the whole document: every field the knowledge base holds, with its own title', async () => {
    renderApp(`/amning/lact-ibuprofen-gel?nplIds=${IDS.ibuprofenGel}`);

    const article = await screen.findByRole('article', { name: 'Ibuprofen, gel' });
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('Ibuprofen, gel');
    expect(classLineOf(article)).toEqual({
      code: '1',
      colour: 'green',
      text: 'Kan användas under amning.',
    });
    expect(
      within(article)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Rekommendation för vårdpersonal', 'Råd till allmänheten', 'Bakgrund', 'Gäller']);
    expect(section('Rekommendation för vårdpersonal')).toHaveTextContent(
      'Kan användas. Ska inte appliceras på bröstet.',
    );
    expect(section('Råd till allmänheten')).toHaveTextContent(
      'Du kan använda gelen när du ammar, men smörj den inte på brösten.',
    );
    expect(section('Råd till allmänheten')).toHaveClass('document-section--public');
    expect(section('Bakgrund')).toHaveTextContent('Mycket lite ibuprofen tas upp i blodet');
    // What it applies to, by name from the knowledge base.
    const applies = section('Gäller');
    expect(await within(applies).findByText('Ibuprofen')).toBeVisible();
    expect(fieldText(applies, 'Substans')).toBe('Ibuprofen');
    // A product by name, strength and form, as everywhere.
    expect(await within(applies).findByText(productName(IDS.ibuprofenGel))).toBeVisible();
    expect(within(article).getByText('15 september 2025')).toHaveAttribute(
      'datetime',
      '2025-09-15',
    );
    await waitFor(() => {
      expect(document.title).toBe('Ibuprofen, gel – Amning – Medkompass');
    });
  });

  it('says when a document concerns every product of its substance', async () => {
    renderApp('/amning/lact-paracetamol');
    const applies = await screen.findByRole('region', { name: 'Gäller' });
    expect(fieldText(applies, 'Läkemedel')).toBe('Alla läkemedel som innehåller substansen.');
  });

  it('leaves out what the document does not have', async () => {
    renderApp('/amning/lact-citodon');
    const citodon = await screen.findByRole('article', { name: 'Citodon' });
    expect(within(citodon).queryByText('Substans', { selector: 'dt' })).toBeNull();
  });

  it('links back to the tab with the search list kept', async () => {
    const search = `?nplIds=${IDS.ibuprofenGel}&nslIds=${IDS.warfarin}`;
    const { user, router } = renderApp(`/amning/lact-ibuprofen-gel${search}`);

    await user.click(await screen.findByRole('link', { name: 'Tillbaka till Amning' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Amning' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/amning');
    expect(router.state.location.search).toBe(search);
  });

  it('opens from a card on the tab, keeping the list', async () => {
    const { user, router } = renderApp(`/amning?nslIds=${IDS.kodein}`);
    await user.click(await screen.findByRole('link', { name: 'Kodein' }));
    expect(await screen.findByRole('article', { name: 'Kodein' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/amning/lact-kodein');
    expect(router.state.location.search).toBe(`?nslIds=${IDS.kodein}`);
    // The tab bar marks lactation as the current source on its document pages too.
    const tabs = screen.getByRole('navigation', { name: 'Källor' });
    expect(within(tabs).getByRole('link', { name: /^Amning/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says plainly when there is no such document (404), with the way back', async () => {
    renderApp('/amning/lact-finns-inte');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dokumentet finns inte.' }),
    ).toBeVisible();
    expect(screen.getByText(/^Länken kan vara inaktuell\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tillbaka till Amning' })).toHaveAttribute(
      'href',
      '/amning',
    );
  });

  it('says the source is not available when it is switched off', async () => {
    renderApp('/amning/lact-kodein', { disabledSources: ['lactation'] });
    expect(await screen.findByText('Källan är inte tillgänglig')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says so while the document loads', async () => {
    renderApp('/amning/lact-kodein', { pending: ['/api/lactation/document'] });
    expect(await screen.findByText('Hämtar dokumentet…')).toHaveAttribute('role', 'status');
  });

  it('shows an error with a retry when the call fails', async () => {
    const { user, api } = renderApp('/amning/lact-kodein', {
      failing: ['/api/lactation/document/lact-kodein'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dokumentet kunde inte hämtas.');
    const path = '/api/lactation/document/lact-kodein';
    const calls = api.requestsTo(path).length;
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(api.requestsTo(path).length).toBeGreaterThan(calls);
  });
});
