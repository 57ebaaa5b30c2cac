import { replace, type LoaderFunctionArgs, type NonIndexRouteObject } from 'react-router';
import type { SitePage, SiteRoute } from '@medkompass/assessment/site-routes.ts';
import { sourceDefinition, SOURCES } from '@medkompass/assessment/sources.ts';
import { loadEnv } from '../lib/api-client.ts';
import type { LazyComponent, SourceDescriptor } from '../lib/assessment/source-descriptor.ts';
import { languageOfPath } from '../lib/page-language.ts';
import type { SearchListEntry } from '../lib/search-list/search-list-params.ts';
import { contentIndexParams } from './routes/content-index-params.ts';
import { lazyPage } from './routes/lazy-page.tsx';
import { nameRouteLoader, withNameNotice } from './routes/name-route.tsx';
import type { ReadingPageHandle } from './routes/reading-page.ts';
import { StartRoute } from './routes/start-route.tsx';
import { SOURCE_REGISTRY } from './source-registry.ts';

/** What a page adds to its route: the address and the layout come from SITE_ROUTES. */
export type PageRoute = Pick<NonIndexRouteObject, 'Component' | 'lazy' | 'loader' | 'handle'>;

/** An information page is for reading: the server may render it once its code is in. */
const READING_PAGE: ReadingPageHandle = { readingPage: true };

const english = (route: SiteRoute) => languageOfPath(route.pattern) === 'en';

/** The descriptor of the source whose page the route is (app/source-registry.ts). */
function viewOf(route: SiteRoute): SourceDescriptor {
  const view = route.source === undefined ? null : SOURCE_REGISTRY[route.source];
  if (!view) throw new Error(`${route.pattern} is a source's page, and the source has no view`);
  return view;
}

/** A page the SOURCES table gives the source, from its descriptor, which must have it. */
function declared(route: SiteRoute, what: 'document' | 'print'): LazyComponent {
  const page = viewOf(route)[what];
  if (!page)
    throw new Error(`SOURCES gives ${route.source} a ${what} page; its descriptor has none`);
  return page;
}

/**
 * A name path (/amning/lakemedel/{name?}, /interaktioner/substance/{query?},
 * /en/sexandgender/drug/{name?} …): its names and ids join the search list on the tab at the path
 * before the segment's parent; parts that found nothing leave a message over the tab. A name is
 * read as the first of `kinds` that has it.
 */
function nameRoute(route: SiteRoute, kinds: readonly SearchListEntry['kind'][]): PageRoute {
  const view = viewOf(route);
  return {
    loader: nameRouteLoader(route.pattern.replace(/\/[^/]+\/:[a-z]+\?$/i, ''), kinds),
    lazy: async () => {
      const { Component } = await view.page();
      return { Component: withNameNotice(Component) };
    },
  };
}

/**
 * The review document: every source's print body, in the order of the tabs, under one header.
 * The bodies are the sources' own print views, so the document and a tab's print say the same.
 */
const reviewPrintPage: LazyComponent = async () => {
  const [{ reviewDocumentWith }, sections] = await Promise.all([
    import('../features/review/components/review-document.tsx'),
    Promise.all(
      SOURCES.flatMap(({ id }) => {
        const print = SOURCE_REGISTRY[id]?.print;
        return print ? [print().then(({ Component }) => ({ source: id, Body: Component }))] : [];
      }),
    ),
  ]);
  return { Component: reviewDocumentWith(sections) };
};

const aboutPage: LazyComponent = async () => {
  const { AboutRoute } = await import('./routes/about-route.tsx');
  return { Component: AboutRoute };
};

const contentIndexPage: LazyComponent = async () => {
  const { ContentIndexRoute } = await import('./routes/content-index-route.tsx');
  return { Component: ContentIndexRoute };
};

/**
 * The page at each kind of address of packages/assessment's SITE_ROUTES, which gives the address
 * and the layout; router.tsx puts them together. Every page but the start loads on first visit.
 */
export const ROUTE_COMPONENTS: Record<SitePage, (route: SiteRoute) => PageRoute> = {
  // The start page comes with the first load: a few hundred bytes, where a chunk of its own
  // would cost the most visited page a round trip before it shows.
  start: () => ({ Component: StartRoute }),
  login: () => ({
    lazy: async () => {
      const { LoginRoute } = await import('./routes/login-route.tsx');
      return { Component: LoginRoute };
    },
  }),
  sourceTab: (route) => lazyPage(viewOf(route).page),
  sourcePrint: (route) => ({ lazy: declared(route, 'print') }),
  reviewPrint: () => ({ lazy: reviewPrintPage }),
  // Its `search` parameter (names or ids of either kind) sets the search list, as a name path.
  sourceSearchPath: (route) => nameRoute(route, ['substance', 'product']),
  productName: (route) => nameRoute(route, ['product']),
  substanceName: (route) => nameRoute(route, ['substance']),
  sourceDocument: (route) => ({ lazy: declared(route, 'document') }),
  sideEffects: () => ({
    lazy: async () => {
      const { SideEffectPage } =
        await import('../features/side-effects/components/side-effect-page.tsx');
      return { Component: SideEffectPage };
    },
  }),
  forgotPassword: () => ({
    lazy: async () => {
      const { ForgotPasswordPage } =
        await import('../features/auth/components/forgot-password-page.tsx');
      return { Component: ForgotPasswordPage };
    },
  }),
  changePassword: () => ({
    lazy: async () => {
      const { ChangePasswordPage } =
        await import('../features/auth/components/change-password-page.tsx');
      return { Component: ChangePasswordPage };
    },
  }),
  contact: () => ({
    lazy: async () => {
      const { ContactPage } = await import('../features/contact/components/contact-page.tsx');
      return { Component: ContactPage };
    },
  }),
  nav: () => ({
    lazy: async () => {
      const { NavPage } = await import('../features/navigation/components/nav-page.tsx');
      return { Component: NavPage };
    },
  }),
  // /about alone opens the product's about page, in the address's language.
  aboutStart: (route) => ({
    loader: english(route)
      ? async () => replace(`/en/about/about-${(await loadEnv()).PRODUCT_NAME}-sex-and-gender`)
      : async () => replace(`/about/om-${(await loadEnv()).PRODUCT_NAME}`),
  }),
  aboutPage: () => ({ lazy: aboutPage, handle: READING_PAGE }),
  contentIndex: (route) => {
    const isEnglish = english(route);
    return {
      loader: (args: LoaderFunctionArgs) => contentIndexParams(args, isEnglish),
      lazy: contentIndexPage,
    };
  },
  // /content/sexandgender/… is the English index's Swedish address: the same form in English.
  englishIndexAddress: () => ({
    loader: ({ request }: LoaderFunctionArgs) => {
      const rest = new URL(request.url).pathname.split('/').slice(3);
      return replace(['/en/content/sexandgender', ...rest].join('/'));
    },
  }),
  // Loaded by the route itself: the English search waits for it (lazyPage is the tabs' way).
  englishTab: (route) => ({ lazy: viewOf(route).page }),
  // SMART on FHIR: the client library and the record's reading load only here (ADR 48).
  smartLaunch: () => ({
    lazy: async () => {
      const { SmartLaunchPage } =
        await import('../features/smart/components/smart-launch-page.tsx');
      return { Component: SmartLaunchPage };
    },
  }),
  sexandgenderAddress: () => ({
    loader: ({ request }: LoaderFunctionArgs) =>
      replace(`${sourceDefinition('genus').path}${new URL(request.url).search}`),
  }),
};
