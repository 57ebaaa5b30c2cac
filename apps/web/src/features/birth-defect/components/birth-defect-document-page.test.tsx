import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classLineOf } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/fosterpaverkan/{document}', () => {
  it('shows the whole assessment, its class, background, substance and date', async () => {
    renderApp('/fosterpaverkan/bd-ibuprofen');

    const article = await screen.findByRole('article', { name: 'Ibuprofen' });
    expect(classLineOf(article)).toEqual({
      code: '3',
      colour: 'red',
      text: 'Känd risk för fosterpåverkan.',
    });
    // Whole, not shortened as on the tab.
    expect(screen.getByRole('region', { name: 'Bedömning' })).toHaveTextContent(
      /inte alls under tredje trimestern, eftersom fostrets njurar och blodomlopp kan påverkas\.$/,
    );
    expect(screen.getByRole('region', { name: 'Bakgrund' })).toHaveTextContent(
      'NSAID hämmar prostaglandinbildningen',
    );
    expect(await within(article).findByText('Ibuprofen')).toBeVisible();
    expect(within(article).getByText('15 september 2025')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tillbaka till Fosterpåverkan' })).toHaveAttribute(
      'href',
      '/fosterpaverkan',
    );
  });

  it('leaves out an empty background', async () => {
    renderApp('/fosterpaverkan/bd-apixaban');
    const article = await screen.findByRole('article', { name: 'Apixaban' });
    expect(
      within(article)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bedömning', 'Gäller']);
    expect(classLineOf(article).code).toBe('?');
  });

  it('answers an id of another source as no such document', async () => {
    renderApp('/fosterpaverkan/lact-kodein');
    expect(await screen.findByRole('heading', { name: 'Dokumentet finns inte.' })).toBeVisible();
  });
});
