import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDS } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const NOTE =
  'Flikarna Fosterpåverkan och Amning är gråmarkerade eftersom patienten inte är en kvinna i fertil ålder (13–55 år). De går ändå att öppna.';

async function findTab(name: string) {
  const bar = await screen.findByRole('navigation', { name: 'Källor' });
  return within(bar).findByRole('link', { name: new RegExp(`^${name}`) });
}

describe('tabs for a patient who is not a woman of fertile age (isFertile=false)', () => {
  it('greys fetal impact and lactation, says why, and keeps them open', async () => {
    const search = `?isFertile=false&nslIds=${IDS.warfarin}`;
    renderApp(`/interaktioner${search}`);

    const birthDefect = await findTab('Fosterpåverkan');
    const lactation = await findTab('Amning');
    for (const tab of [birthDefect, lactation]) {
      expect(tab).toHaveClass('source-tab--greyed');
      expect(tab).toHaveAccessibleDescription(/Patienten är inte en kvinna i fertil ålder\./);
    }
    // Still links, with the search and the patient fact in the query.
    expect(birthDefect).toHaveAttribute('href', `/fosterpaverkan${search}`);
    expect(lactation).toHaveAttribute('href', `/amning${search}`);
    expect(await findTab('Genus')).not.toHaveClass('source-tab--greyed');
    expect(await findTab('Interaktioner')).not.toHaveClass('source-tab--greyed');
    expect(screen.getByText(NOTE)).toBeVisible();
  });

  it('does not grey the tab the user is on, and keeps the fact across tab switches', async () => {
    const { user, router } = renderApp(`/interaktioner?isFertile=false&nslIds=${IDS.warfarin}`);

    await user.click(await findTab('Amning'));

    expect(await screen.findByRole('heading', { level: 2, name: 'Amning' })).toBeVisible();
    expect(router.state.location.search).toBe(`?isFertile=false&nslIds=${IDS.warfarin}`);
    const lactation = await findTab('Amning');
    expect(lactation).toHaveAttribute('aria-current', 'page');
    expect(lactation).not.toHaveClass('source-tab--greyed');
    expect(await findTab('Fosterpåverkan')).toHaveClass('source-tab--greyed');
    expect(screen.getByText(NOTE)).toBeVisible();
  });

  it('keeps the fact when the search list changes', async () => {
    const { user, router } = renderApp(`/amning?isFertile=false&nslIds=${IDS.warfarin}`);
    await user.type(await screen.findByRole('combobox'), 'ipr');
    await user.click(await screen.findByRole('option', { name: /^Ipren/ }));
    expect(new URLSearchParams(router.state.location.search).get('isFertile')).toBe('false');
    expect(await findTab('Fosterpåverkan')).toHaveClass('source-tab--greyed');
  });

  it('greys nothing and says nothing without the fact', async () => {
    renderApp(`/interaktioner?isFertile=true&nslIds=${IDS.warfarin}`);
    expect(await findTab('Fosterpåverkan')).not.toHaveClass('source-tab--greyed');
    expect(await findTab('Amning')).not.toHaveClass('source-tab--greyed');
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
  });
});
