import { documentCallResults } from '@medkompass/assessment/document-results.ts';
import { interactionData } from '@medkompass/assessment/interaction-data.ts';
import { BundleKnowledgeBase, substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import { medicalSourcesOf } from '@medkompass/assessment/medical-sources.ts';
import { substanceDetail } from '@medkompass/assessment/substance-details.ts';
import {
  countryAllowResponseSchema,
  countryBlockResponseSchema,
} from '@medkompass/contracts/auth.ts';
import { envJsonSchema } from '@medkompass/contracts/env.ts';
import { sourceStatusListResponseSchema } from '@medkompass/contracts/general.ts';
import {
  interactionDataResponseSchema,
  interactionTextListResponseSchema,
  MAX_TEXT_IDS_PER_REQUEST,
} from '@medkompass/contracts/interaction-assessment.ts';
import { kbInfoResponseSchema } from '@medkompass/contracts/kb-bundle.ts';
import { productListResponseSchema } from '@medkompass/contracts/product.ts';
import { searchListQuerySchema } from '@medkompass/contracts/search-list.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import { substanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import { createFakeContentApi, type FakeContentOptions } from './fake-content-api.ts';
import { FIXTURE_BUNDLE } from './fixture-kb.ts';
import { searchHits } from './fake-search.ts';

export { IDS } from './fixture-kb.ts';

const kb = new BundleKnowledgeBase(FIXTURE_BUNDLE);
const texts = new Map(FIXTURE_BUNDLE.interactionTexts.map(({ id, text }) => [id, text]));

export interface FakeApiOptions extends FakeContentOptions {
  /** Answered by /api/kb/info. */
  isDemo?: boolean;
  /** Paths (e.g. '/api/interaction/dataByNslIds') that answer 500 with the API's error body. */
  failing?: readonly string[];
  /** Sources GET /api/source says are switched off. */
  disabledSources?: readonly SourceName[];
  /** GET /api/auth/checkCountryBlock: the caller's country is blocked from interactions. */
  countryBlocked?: boolean;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const error = (status: number, code: string, message: string) =>
  json({ error: { code, message } }, status);

/** The document calls and the call each one is (packages/assessment documentCallResults). */
const DOCUMENT_CALLS = {
  '/api/njurfunktion': 'njurfunktion',
  '/api/lactation': 'lactation',
  '/api/birthdefect': 'birthdefect',
  '/api/genus': 'genus',
  '/api/gender': 'gender',
} as const;

const isDocumentCall = (path: string): path is keyof typeof DOCUMENT_CALLS =>
  path in DOCUMENT_CALLS;

/**
 * A stand-in for the server in the web tests: routes `fetch` by URL and answers from the fixture
 * knowledge base through packages/assessment, the rules the server uses, with the same answer
 * shapes (parsed with the contract schemas), status codes and error bodies. Records every request.
 */
export function createFakeApi(options: FakeApiOptions = {}) {
  const requests: URL[] = [];
  const content = createFakeContentApi(options);

  function assessment(url: URL, answer: (list: { nslIds: string[]; nplIds: string[] }) => unknown) {
    const query = searchListQuerySchema.safeParse({
      nslIds: url.searchParams.getAll('nslIds'),
      nplIds: url.searchParams.getAll('nplIds'),
    });
    if (!query.success) return error(400, 'validation', 'Ogiltig söklista');
    return json(answer(query.data));
  }

  function route(url: URL, init?: RequestInit): Response | Promise<Response> {
    if ((options.failing ?? []).includes(url.pathname))
      return error(500, 'internal', 'Internt fel');
    const params = url.searchParams;
    const ids = params.getAll('ids');
    if (isDocumentCall(url.pathname)) {
      const call = DOCUMENT_CALLS[url.pathname];
      return assessment(url, (list) => documentCallResults(kb, call, list));
    }
    switch (url.pathname) {
      case '/env.json':
        return json(envJsonSchema.parse({ API_URL: '', environment: 'env-dev', CMS_URL: '' }));
      case '/api/kb/info':
        return json(
          kbInfoResponseSchema.parse({
            ...FIXTURE_BUNDLE.manifest,
            isDemo: options.isDemo ?? false,
          }),
        );
      case '/api/source':
        return json(
          sourceStatusListResponseSchema.parse(
            sourceNameSchema.options.map((source) => ({
              source,
              active: !(options.disabledSources ?? []).includes(source),
            })),
          ),
        );
      case '/api/auth/checkCountryBlock':
        return json(countryBlockResponseSchema.parse({ block: options.countryBlocked ?? false }));
      case '/api/auth/checkCountryAllow':
        return json(countryAllowResponseSchema.parse({ allow: true }));
      case '/api/search': {
        const q = params.get('q') ?? '';
        if (q.trim() === '') return error(400, 'validation', 'Sökordet får inte vara tomt');
        return json(searchHits(FIXTURE_BUNDLE, q, Number(params.get('limit') ?? '10')));
      }
      case '/api/substance':
        return json(
          substanceListResponseSchema.parse(
            ids.flatMap((id) => {
              const found = kb.substance(id);
              return found ? [substanceDetail(kb, found)] : [];
            }),
          ),
        );
      case '/api/product':
        return json(
          productListResponseSchema.parse(
            kb.productsByIds(ids).map((found) => ({
              ...found,
              medicalSources: medicalSourcesOf(kb, substanceIdsOf(found), found.nplId),
            })),
          ),
        );
      case '/api/interaction/dataByNslIds':
        return assessment(url, (list) =>
          interactionDataResponseSchema.parse(interactionData(kb, list)),
        );
      case '/api/interaction_texts':
        if (ids.length > MAX_TEXT_IDS_PER_REQUEST) {
          return error(400, 'validation', `Högst ${MAX_TEXT_IDS_PER_REQUEST} text-id per anrop`);
        }
        return json(
          interactionTextListResponseSchema.parse(
            ids.flatMap((id) => {
              const text = texts.get(id);
              return text === undefined ? [] : [{ id, text }];
            }),
          ),
        );
      case '/api/riskprofile':
        return error(401, 'unauthorized', 'Du är inte inloggad, eller så har sessionen gått ut.');
      default:
        return content.route(url, init) ?? error(404, 'not_found', 'Finns inte');
    }
  }

  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, 'http://localhost');
    requests.push(url);
    if (init?.signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    return Promise.resolve(route(url, init));
  };

  return {
    fetch,
    requests,
    /** The bodies POSTed to /api/contact_form/. */
    contactBodies: content.contactBodies,
    /** The requests made to one path, e.g. '/api/interaction/dataByNslIds'. */
    requestsTo: (pathname: string) => requests.filter((url) => url.pathname === pathname),
  };
}
