import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const REMINDER =
  'Jämför alltid läkemedelslistan i journalen med listan i beslutsstödet innan du använder bedömningarna.';

describe('the notices of integrated mode', () => {
  it('counts the drugs the record could not code and the ids the knowledge base does not know', async () => {
    renderApp(`/interaktioner?jmi=true&unidentified=2&nslIds=${IDS.warfarin}&nslIds=IDFINNSINTE00`);
    const message = await screen.findByRole('region', {
      name: '3 läkemedel kunde inte identifieras.',
    });
    expect(message).toHaveTextContent('De ingår inte i bedömningarna.');
    expect(message).toHaveTextContent('Jämför läkemedelslistan i journalen med listan här');
    expect(screen.getByText(REMINDER)).toBeVisible();
  });

  it('speaks of one drug in the singular', async () => {
    renderApp(`/interaktioner?jmi=true&unidentified=1&nslIds=${IDS.warfarin}`);
    const message = await screen.findByRole('region', {
      name: '1 läkemedel kunde inte identifieras.',
    });
    expect(message).toHaveTextContent('Det ingår inte i bedömningarna.');
  });

  it('always reminds to compare the lists, with no error when every drug is known', async () => {
    renderApp(`/interaktioner?jmi=true&nslIds=${IDS.warfarin}`);
    expect(await screen.findByText(REMINDER)).toBeVisible();
    expect(
      screen.queryByRole('region', { name: /kunde inte identifieras/ }),
    ).not.toBeInTheDocument();
  });

  it('shows neither outside integrated mode', async () => {
    renderApp(`/interaktioner?unidentified=2&nslIds=${IDS.warfarin}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Interaktioner' })).toBeVisible();
    expect(screen.queryByText(REMINDER)).not.toBeInTheDocument();
  });
});
