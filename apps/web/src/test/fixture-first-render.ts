import type { FirstRenderAboutPage, FirstRenderState } from '@medkompass/contracts/first-render.ts';
import { wordPressPageSchema } from '@medkompass/contracts/content-page.ts';
import { FAKE_CMS_PAGES } from './fake-content-api.ts';

/** The state our server sends with a page (ADR 28): its environment and a demo knowledge base. */
export function firstRenderStateOf(
  environment: FirstRenderState['env']['environment'],
): FirstRenderState {
  return {
    env: { API_URL: '', environment, CMS_URL: '', PRODUCT_NAME: 'medkompass' },
    kbInfo: {
      kbVersion: 'demo-2026.11.0',
      name: 'Demo',
      isDemo: true,
      publishedAt: '2026-11-20T00:00:00.000Z',
    },
    messages: [],
  };
}

/** An information page as the fake CMS answers it, which is what our server puts in the state. */
export function aboutPageOf(slug: string): FirstRenderAboutPage {
  const page = FAKE_CMS_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`the fake CMS has no ${slug} page`);
  return { slug, page: wordPressPageSchema.parse(page) };
}
