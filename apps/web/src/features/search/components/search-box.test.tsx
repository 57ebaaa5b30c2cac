import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it, vi } from 'vitest';
import { searchResponseSchema, type SearchHit } from '@medkompass/contracts/search.ts';
import { SearchBox } from './search-box.tsx';

// Hits as the server sends them, whatever is typed: every kind of detail an option can show.
const HITS = searchResponseSchema.parse({
  hits: [
    {
      kind: 'product',
      id: '99000000000015',
      name: 'Citodon',
      description: 'Tablett 500 mg/30 mg',
      substances: ['paracetamol', 'kodein'],
      isLic: false,
    },
    {
      kind: 'substance',
      id: 'IDDEMODIKLOFENAK',
      name: 'diklofenak',
      atcCodes: ['M01AB05', 'M02AA15'],
      productCount: 6,
    },
    {
      kind: 'substance',
      id: 'IDDEMOWARFARIN',
      name: 'warfarin',
      atcCodes: ['B01AA03'],
      productCount: 1,
    },
    { kind: 'substance', id: 'IDDEMOALKOHOL', name: 'alkohol', atcCodes: [], productCount: 0 },
  ],
}).hits;

function renderSearchBox() {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const body =
      url.pathname === '/env.json' ? { API_URL: '', environment: 'env-dev' } : { hits: HITS };
    return Promise.resolve(Response.json(body));
  });
  const onChoose = vi.fn<(hit: SearchHit) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="sv-SE">
        {/* The box reads the page's language from the address. */}
        <MemoryRouter>
          <SearchBox onChoose={onChoose} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onChoose };
}

describe('SearchBox options', () => {
  it('say in Swedish what each hit is, with the details in the accessible name', async () => {
    const { user } = renderSearchBox();

    await user.type(screen.getByRole('combobox', { name: 'Sök läkemedel eller substans' }), 'x');

    // A browser may add a space before the comma: name and details are lines of their own.
    for (const name of [
      /^Citodon\s*,\s*paracetamol och kodein, Tablett 500 mg\/30 mg$/,
      /^diklofenak\s*,\s*Substans, ATC-koder M01AB05 och M02AA15, ingår i 6 läkemedel$/,
      /^warfarin\s*,\s*Substans, ATC-kod B01AA03, ingår i 1 läkemedel$/,
      /^alkohol\s*,\s*Substans$/,
    ]) {
      expect(await screen.findByRole('option', { name })).toBeVisible();
    }
  });

  it('hands the chosen hit on and empties the input', async () => {
    const { user, onChoose } = renderSearchBox();
    const combobox = screen.getByRole('combobox');

    await user.type(combobox, 'cit');
    await user.click(await screen.findByRole('option', { name: /^Citodon/ }));

    expect(onChoose).toHaveBeenCalledWith(HITS[0]);
    expect(combobox).toHaveValue('');
  });
});
