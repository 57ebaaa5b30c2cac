import type { QueryClient } from '@tanstack/react-query';
import {
  FIRST_RENDER_STATE_ID,
  firstRenderStateSchema,
  type FirstRenderState,
} from '@medkompass/contracts/first-render.ts';
import { provideEnv } from '../../lib/api-client.ts';
import { seededAnswers } from './first-render-queries.ts';

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
 * system messages, the names of the search list, an information page), each answer under the key
 * first-render-queries.ts gives it, and the API client's /env.json, so the layouts' loaders
 * (layout-loaders.ts) find it there and the first render needs no round trip.
 */
export function seedFirstRenderState(queryClient: QueryClient, state: FirstRenderState): void {
  provideEnv(state.env);
  for (const { queryKey, data } of seededAnswers(state)) queryClient.setQueryData(queryKey, data);
}
