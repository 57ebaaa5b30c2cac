import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import {
  contentIndexSourceSchema,
  indexCharacterSchema,
  indexClassificationSchema,
  INDEX_CLASSIFICATIONS,
  type ContentIndexSource,
} from '@medkompass/contracts/content-index-paths.ts';
import { loadEnv } from '../../lib/api-client.ts';
import { PageLayout } from '../layouts/page-layout.tsx';
import { ErrorPage } from './error-page.tsx';
import type { ReadingPageHandle } from './reading-page.ts';
import { notFound } from './not-found.ts';

/** The index's parameters, checked: an unknown source, character or class is a 404. */
export function contentIndexParams({ params }: LoaderFunctionArgs, english: boolean) {
  const source = english ? 'sexandgender' : contentIndexSourceSchema.safeParse(params.source).data;
  if (source === undefined || (!english && source === 'sexandgender')) notFound();
  const character =
    params.char === undefined ? undefined : indexCharacterSchema.safeParse(params.char).data;
  if (params.char !== undefined && character === undefined) notFound();
  const classification =
    params.classification === undefined
      ? undefined
      : indexClassificationSchema.safeParse(params.classification).data;
  if (
    params.classification !== undefined &&
    (classification === undefined || !INDEX_CLASSIFICATIONS[source].includes(classification))
  ) {
    notFound();
  }
  return { source: source satisfies ContentIndexSource, character, classification };
}

/** An information page is for reading: the server may render it once its code is in. */
const READING_PAGE: ReadingPageHandle = { readingPage: true };

const aboutPage = async () => {
  const { AboutRoute } = await import('./about-route.tsx');
  return { Component: AboutRoute };
};

/** An index route (all, by character, by class) for Swedish or English. */
function indexRoutes(english: boolean): RouteObject[] {
  const page = {
    loader: (args: LoaderFunctionArgs) => contentIndexParams(args, english),
    lazy: async () => {
      const { ContentIndexRoute } = await import('./content-index-route.tsx');
      return { Component: ContentIndexRoute };
    },
  };
  return [
    { index: true, ...page },
    { path: ':char', ...page },
    { path: 'classification/:classification?', ...page },
  ];
}

/**
 * The information pages and content indexes (specification §2): /about/{tag?}, /en/about/{tag?},
 * /content/{source}/…, /en/content/sexandgender/… . /about alone opens the product's about page;
 * /content/sexandgender is the English index's Swedish address.
 */
export const contentRoutes: RouteObject[] = [
  {
    Component: PageLayout,
    ErrorBoundary: ErrorPage,
    children: [
      {
        path: 'about',
        loader: async () => replace(`/about/om-${(await loadEnv()).PRODUCT_NAME}`),
      },
      { path: 'about/:tag', lazy: aboutPage, handle: READING_PAGE },
      {
        path: 'en/about',
        loader: async () =>
          replace(`/en/about/about-${(await loadEnv()).PRODUCT_NAME}-sex-and-gender`),
      },
      { path: 'en/about/:tag', lazy: aboutPage, handle: READING_PAGE },
      {
        path: 'content/sexandgender/*',
        loader: ({ params }) =>
          replace(`/en/content/sexandgender${params['*'] ? `/${params['*']}` : ''}`),
      },
      { path: 'content/:source', children: indexRoutes(false) },
      { path: 'en/content/sexandgender', children: indexRoutes(true) },
    ],
  },
];

/** The contact page, Swedish and English: no navigation bar or footer (specification §2). */
export const contactRoutes: RouteObject[] = [
  ...['kontakt', 'en/kontakt'].map((path): RouteObject => ({
    path,
    ErrorBoundary: ErrorPage,
    lazy: async () => {
      const { ContactPage } = await import('../../features/contact/components/contact-page.tsx');
      return { Component: ContactPage };
    },
  })),
];

/** The navigation as a page, Swedish and English: no navigation bar or footer (§2). */
export const navRoutes: RouteObject[] = ['nav', 'en/nav'].map((path): RouteObject => ({
  path,
  ErrorBoundary: ErrorPage,
  lazy: async () => {
    const { NavPage } = await import('../../features/navigation/components/nav-page.tsx');
    return { Component: NavPage };
  },
}));
