import { replace, type RouteObject } from 'react-router';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { genusDocumentPage, genusSource } from '../../features/genus/index.ts';
import { EnglishSearchLayout } from '../layouts/english-search-layout.tsx';
import { ErrorPage } from './error-page.tsx';
import { nameRouteLoader, withNameNotice } from './name-route.tsx';

const genus = sourceDefinition('genus');
const englishPath = genus.englishPath ?? '/en/sexandgender';

const genusView = genusSource.page;

/** An English name path: the name joins the list, as on the Swedish name paths. */
function englishNameRoute(segment: 'drug' | 'substance'): RouteObject {
  return {
    path: `${segment}/:name?`,
    loader: nameRouteLoader(englishPath, segment === 'drug' ? 'product' : 'substance'),
    lazy: async () => {
      const { Component } = await genusView();
      return { Component: withNameNotice(Component) };
    },
  };
}

/**
 * The English sex-and-gender pages (specification §2 'English routes'): the English start with
 * its search and documents, the name paths and the document pages. /sexandgender, the English
 * name of the source under Swedish addresses, is the Swedish genus page (§2).
 */
export const englishRoutes: RouteObject[] = [
  {
    path: englishPath.slice(1),
    Component: EnglishSearchLayout,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, lazy: genusView },
      englishNameRoute('drug'),
      englishNameRoute('substance'),
      { path: ':document', lazy: genusDocumentPage },
    ],
  },
  {
    path: 'sexandgender',
    loader: ({ request }) => replace(`${genus.path}${new URL(request.url).search}`),
  },
];
