import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { classLineOf } from '../../../test/document-queries.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/genus/{document}', () => {
  it('shows the class, summary, background, substance and date', async () => {
    renderApp('/genus/genus-asa?nslIds=IDDEMOACETYLSALICYL');

    const article = await screen.findByRole('article', { name: 'Acetylsalicylsyra' });
    expect(classLineOf(article)).toEqual({
      code: 'C!',
      colour: 'yellow',
      text: 'Skillnader mellan kvinnor och män som bör påverka förskrivning eller behandling.',
    });
    expect(screen.getByRole('region', { name: 'Sammanfattning' })).toHaveTextContent(
      /mot stroke hos kvinnor och mot hjärtinfarkt hos män\.$/,
    );
    expect(screen.getByRole('region', { name: 'Bakgrund' })).toHaveTextContent(
      'Nyttan ska vägas mot blödningsrisken hos varje patient.',
    );
    const applies = screen.getByRole('region', { name: 'Gäller' });
    expect(await within(applies).findByText('Acetylsalicylsyra')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tillbaka till Genus' })).toHaveAttribute(
      'href',
      '/genus?nslIds=IDDEMOACETYLSALICYL',
    );
    await waitFor(() => {
      expect(document.title).toBe('Acetylsalicylsyra – Genus – Medkompass');
    });
  });

  it('says plainly when there is no such document', async () => {
    renderApp('/genus/genus-finns-inte');
    expect(await screen.findByRole('heading', { name: 'Dokumentet finns inte.' })).toBeVisible();
  });
});
