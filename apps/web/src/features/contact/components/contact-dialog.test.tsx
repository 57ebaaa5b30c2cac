import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fillAndSendContactForm } from '../../../test/contact-form-helpers.ts';
import { renderElement } from '../../../test/render-app.tsx';
import { ContactDialog } from './contact-dialog.tsx';

/** What the navigation bar will do: a button that opens the dialog. */
function Opener({ integrated }: { integrated: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
        }}
      >
        Kontakt
      </button>
      <ContactDialog
        isOpen={open}
        onOpenChange={setOpen}
        integrated={integrated}
        context="njurfunktion"
      />
    </>
  );
}

const renderOpener = (integrated = false) => renderElement(<Opener integrated={integrated} />);

describe('ContactDialog', { timeout: 15_000 }, () => {
  it('opens as a modal dialog with the form, and cancel clears and closes it', async () => {
    const { user } = renderOpener();
    await user.click(screen.getByRole('button', { name: 'Kontakt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kontakta oss' });
    await user.click(screen.getByRole('textbox', { name: /^Förnamn/ }));
    await user.paste('Åsa');
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => {
      expect(dialog).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Kontakt' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Kontakt' }));
    expect(await screen.findByRole('textbox', { name: /^Förnamn/ })).toHaveValue('');
  });

  it('closes with Escape and with its close button', async () => {
    const { user } = renderOpener();
    await user.click(screen.getByRole('button', { name: 'Kontakt' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await user.click(screen.getByRole('button', { name: 'Kontakt' }));
    await user.click(await screen.findByRole('button', { name: 'Stäng' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('sends with the context it was given, then closes and says the message went', async () => {
    const { user, api } = renderOpener(true);
    await user.click(screen.getByRole('button', { name: 'Kontakt' }));
    await screen.findByRole('dialog');
    await fillAndSendContactForm(user);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Tack! Ditt meddelande är skickat.');
    expect(api.contactBodies).toMatchObject([
      { domain: 'sideeffects', role: 'physician', context: 'njurfunktion', altcha: 'cA==' },
    ]);
  });
});
