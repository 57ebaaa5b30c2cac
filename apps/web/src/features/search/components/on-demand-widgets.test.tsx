import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

// The widgets' modules arrive when the test says so, as over a slow network: what the user does
// before then must not be lost. (Each test file has its own module state: here nothing is loaded.)
const gates = vi.hoisted(() => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { opened, open };
  };
  return { comboBox: gate(), menu: gate() };
});
vi.mock('./search-combobox.tsx', async (importOriginal) => {
  await gates.comboBox.opened;
  return importOriginal();
});
vi.mock('../../navigation/components/info-menu-popup.tsx', async (importOriginal) => {
  await gates.menu.opened;
  return importOriginal();
});

describe('widgets loaded on demand (ADR 31)', () => {
  it('the search takes what is typed before its combobox loads, which then takes over with the text, the focus and the options', async () => {
    const { user, router } = renderApp('/');
    const standIn = await screen.findByRole('combobox', { name: 'Sök läkemedel eller substans' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');

    await user.type(standIn, 'warf');
    expect(standIn).toHaveValue('warf');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    gates.comboBox.open();
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' })).not.toBe(
        standIn,
      );
    });
    const combobox = screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
    expect(combobox).toHaveValue('warf');
    expect(combobox).toHaveFocus();
    expect((combobox as HTMLInputElement).selectionStart).toBe(4);
    const option = await screen.findByRole('option', { name: /^Warfarin\s*,\s*Substans/ });

    // Typing goes on in the combobox; choosing puts the drug in the list as a removable tag.
    await user.click(option);
    await waitFor(() => {
      expect(router.state.location.search).toContain('nslIds=');
    });
    const tags = await screen.findByRole('grid', { name: 'Valda läkemedel och substanser' });
    expect(within(tags).getByRole('row', { name: 'Warfarin' })).toBeVisible();
  });

  it('a press on the info button before its menu loads opens the menu once it has, and closing gives the focus back', async () => {
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    within(nav)
      .getByRole('button', { name: /Information/ })
      .focus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    gates.menu.open();
    const menu = await screen.findByRole('menu', { name: 'Information' });
    expect(within(menu).getByRole('menuitem', { name: 'Om Medkompass' })).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(menu).not.toBeInTheDocument();
    });
    // React Aria gives the focus back in the next animation frame.
    await waitFor(() => {
      expect(within(nav).getByRole('button', { name: /Information/ })).toHaveFocus();
    });
  });
});
