import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FAKE_PASSWORD } from './fake-auth.ts';

/** The header's 'Logga in' button, once the session has settled. */
export async function findHeaderLogin() {
  return within(await screen.findByRole('banner')).findByRole('button', { name: 'Logga in' });
}

/** The open login dialog. */
export function findLoginDialog() {
  return screen.findByRole('dialog', { name: 'Logga in' });
}

/** The dialog's fields and its submit button. */
export function loginFields(dialog: HTMLElement) {
  return {
    email: within(dialog).getByLabelText('E-postadress'),
    password: within(dialog).getByLabelText('Lösenord'),
    submit: within(dialog).getByRole('button', { name: 'Logga in' }),
  };
}

/** Opens the dialog from the header and logs in; resolves once the dialog has closed. */
export async function logInThroughHeader(
  user: UserEvent,
  email = 'anna@region.se',
  password = FAKE_PASSWORD,
) {
  await user.click(await findHeaderLogin());
  const dialog = await findLoginDialog();
  const fields = loginFields(dialog);
  await user.type(fields.email, email);
  await user.type(fields.password, password);
  await user.click(fields.submit);
  await within(screen.getByRole('banner')).findByRole('button', { name: 'Logga ut' });
}
