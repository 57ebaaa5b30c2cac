import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SystemMessage } from '@medkompass/contracts/messages.ts';
import { renderApp } from '../../../test/render-app.tsx';

const message = (_id: string, type: SystemMessage['type'], allowHide = false): SystemMessage => ({
  _id,
  type,
  header: `Rubrik ${_id}`,
  message: `Text ${_id}`,
  allowHide,
});

// In the order a server might send them; the page shows errors, then warnings, then information.
const MESSAGES = [
  message('info-1', 'info', true),
  message('warning-1', 'warning', true),
  message('error-1', 'error'),
  message('info-2', 'info'),
];

afterEach(() => {
  vi.restoreAllMocks();
});

async function findMessages() {
  const region = await screen.findByRole('region', { name: 'Driftmeddelanden' });
  return within(region).getAllByRole('listitem');
}

describe('system messages', () => {
  it('are shown above the search, errors first, then warnings, then information', async () => {
    renderApp('/', { messages: MESSAGES });
    const items = await findMessages();
    expect(items.map((item) => within(item).getByText(/^Rubrik/).textContent)).toEqual([
      'Fel: Rubrik error-1',
      'Varning: Rubrik warning-1',
      'Information: Rubrik info-1',
      'Information: Rubrik info-2',
    ]);
    // Above the search.
    const search = screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' });
    expect(
      items[0]!.compareDocumentPosition(search) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('interrupt only for errors: role alert for an error, status for the others', async () => {
    renderApp('/', { messages: MESSAGES });
    const [error, warning, info] = await findMessages();
    expect(within(error!).getByRole('alert')).toHaveTextContent('Fel: Rubrik error-1Text error-1');
    expect(within(warning!).getByRole('status')).toHaveTextContent('Varning: Rubrik warning-1');
    expect(within(info!).getByRole('status')).toHaveTextContent('Information: Rubrik info-1');
    expect(within(error!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('can be hidden for the session when allowed, and stay hidden after a reload', async () => {
    const { user, router } = renderApp('/', { messages: MESSAGES });
    await findMessages();
    await user.click(screen.getByRole('button', { name: 'Dölj meddelandet ”Rubrik warning-1”' }));

    await waitFor(() => {
      expect(screen.queryByText('Rubrik warning-1')).not.toBeInTheDocument();
    });
    // The focus goes to the message now in its place.
    const items = await findMessages();
    expect(items).toHaveLength(3);
    expect(items[1]).toHaveFocus();
    expect(JSON.parse(window.sessionStorage.getItem('medkompass.hiddenMessages') ?? '[]')).toEqual([
      'warning-1',
    ]);
    router.dispose();

    // Later in the same tab (sessionStorage kept): still hidden, the others still there.
    renderApp('/', { messages: MESSAGES });
    await waitFor(async () => {
      expect(await findMessages()).toHaveLength(3);
    });
    expect(screen.queryByText('Rubrik warning-1')).not.toBeInTheDocument();
  });

  it('show nothing when the call fails, which is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderApp('/', { messages: MESSAGES, failing: ['/api/messages'] });
    await waitFor(() => {
      expect(logged).toHaveBeenCalledWith('Could not fetch messages', expect.anything());
    });
    expect(api.requestsTo('/api/messages').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Driftmeddelanden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
