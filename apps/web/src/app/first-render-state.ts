import type { QueryClient } from '@tanstack/react-query';
import {
  FIRST_RENDER_STATE_ID,
  firstRenderStateSchema,
  type FirstRenderState,
} from '@medkompass/contracts/first-render.ts';
import { cmsPageQueryOptions } from '../features/content-pages/api/get-cms-page.ts';
import { kbInfoQueryOptions } from '../features/knowledge-base/api/get-kb-info.ts';
import { systemMessagesQueryOptions } from '../features/messages/api/get-messages.ts';
import { provideEnv } from '../lib/api-client.ts';
import { envQueryOptions } from '../lib/env/use-env.ts';
import { productsQueryOptions } from '../lib/search-list/get-products.ts';
import { substancesQueryOptions } from '../lib/search-list/get-substances.ts';

/**
 * The state the server sent inside the page (contracts first-render.ts), checked against its
 * contract like every answer of the API; null when there is none (the development server, a
 * cached page of an older server) or it does not read, and the app then asks the API as before.
 */
export function readFirstRenderState(document: Document): FirstRenderState | null {
  const text = document.getElementById(FIRST_RENDER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = firstRenderStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Puts the state where the app reads it: the data cache (the environment and demo banners, the
 * system messages, the names of the search list, an information page) and the API client's
 * /env.json, so the layouts' loaders (first-render.ts) find it there and the first render needs
 * no round trip.
 * The list's names are kept under the ids the server read; should the app read others from the
 * address, its key differs and it asks the API as before.
 */
export function seedFirstRenderState(queryClient: QueryClient, state: FirstRenderState): void {
  provideEnv(state.env);
  queryClient.setQueryData(envQueryOptions().queryKey, state.env);
  if (state.kbInfo) queryClient.setQueryData(kbInfoQueryOptions().queryKey, state.kbInfo);
  if (state.messages) {
    queryClient.setQueryData(systemMessagesQueryOptions().queryKey, state.messages);
  }
  if (state.searchList) {
    const { nplIds, products, nslIds, substances } = state.searchList;
    if (nplIds.length > 0) {
      queryClient.setQueryData(productsQueryOptions(nplIds).queryKey, products);
    }
    if (nslIds.length > 0) {
      queryClient.setQueryData(substancesQueryOptions(nslIds).queryKey, substances);
    }
  }
  if (state.aboutPage) {
    queryClient.setQueryData(
      cmsPageQueryOptions(state.aboutPage.slug).queryKey,
      state.aboutPage.page,
    );
  }
}
