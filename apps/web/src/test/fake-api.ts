import { documentById, documentCallResults } from '@medkompass/assessment/document-results.ts';
import { interactionData } from '@medkompass/assessment/interaction-data.ts';
import { BundleKnowledgeBase, substanceIdsOf } from '@medkompass/assessment/knowledge-base.ts';
import { medicalSourcesOf } from '@medkompass/assessment/medical-sources.ts';
import { riskprofileEntries } from '@medkompass/assessment/riskprofile-entries.ts';
import { sourceAccess } from '@medkompass/assessment/source-access.ts';
import { substanceDetail } from '@medkompass/assessment/substance-details.ts';
import {
  countryAllowResponseSchema,
  countryBlockResponseSchema,
} from '@medkompass/contracts/auth.ts';
import {
  birthDefectDocumentResponseSchema,
  genderDocumentResponseSchema,
  genusDocumentResponseSchema,
  lactationDocumentResponseSchema,
} from '@medkompass/contracts/document-by-id.ts';
import { envJsonSchema, type Environment } from '@medkompass/contracts/env.ts';
import {
  sideEffectQuerySchema,
  sideEffectResponseSchema,
} from '@medkompass/contracts/side-effects.ts';
import { sideEffectSearch } from '@medkompass/assessment/side-effect-search.ts';
import {
  sourceStatusListResponseSchema,
  versionsResponseSchema,
} from '@medkompass/contracts/general.ts';
import {
  systemMessageListResponseSchema,
  type SystemMessage,
} from '@medkompass/contracts/messages.ts';
import {
  interactionDataResponseSchema,
  interactionTextListResponseSchema,
  MAX_TEXT_IDS_PER_REQUEST,
} from '@medkompass/contracts/interaction-assessment.ts';
import { kbInfoResponseSchema } from '@medkompass/contracts/kb-info.ts';
import { productListResponseSchema } from '@medkompass/contracts/product.ts';
import {
  riskprofileListResponseSchema,
  riskprofileQuerySchema,
  riskPropertyListResponseSchema,
} from '@medkompass/contracts/riskprofile.ts';
import { searchListQuerySchema } from '@medkompass/contracts/search-list.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import { substanceListResponseSchema } from '@medkompass/contracts/substance.ts';
import type { CallerAccess } from '../lib/access/caller.ts';
import { createFakeAuth, type FakeAuthOptions } from './fake-auth.ts';
import { error, json } from './fake-responses.ts';
import { createFakeContentApi, type FakeContentOptions } from './fake-content-api.ts';
import { FIXTURE_BUNDLE } from './fixture-kb.ts';
import { fakeReviewAnswer } from './fake-review.ts';
import { searchHits } from './fake-search.ts';

export { IDS } from './fixture-kb.ts';

const kb = new BundleKnowledgeBase(FIXTURE_BUNDLE);
const texts = new Map(FIXTURE_BUNDLE.interactionTexts.map(({ id, text }) => [id, text]));

export interface FakeApiOptions extends FakeContentOptions {
  /** Answered by /api/kb/info. */
  isDemo?: boolean;
  /** Paths (e.g. '/api/interaction/dataByNslIds') that answer 500 with the API's error body. */
  failing?: readonly string[];
  /** Paths, or path prefixes, whose requests never answer (until aborted): loading states. */
  pending?: readonly string[];
  /** Sources GET /api/source says are switched off. */
  disabledSources?: readonly SourceName[];
  /** GET /api/auth/checkCountryBlock: the caller's country is blocked from interactions. */
  countryBlocked?: boolean;
  /**
   * A signed-in caller for the test: renderApp stores a session for it before the app starts,
   * and the fake server knows that session (an account with these sources).
   */
  caller?: CallerAccess;
  /** Accounts, network, record-system tokens and limits of the /api/auth/* calls. */
  auth?: FakeAuthOptions;
  /** GET /api/messages, in the order the server would send them. */
  messages?: readonly SystemMessage[];
  /** The environment /env.json names (env-dev when not given). */
  environment?: Environment;
  /** GET /api/versions (the server's PRODUCT_VERSION and INTEGRATED_VERSION). */
  versions?: { product: string; integrated: string };
}

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

/** GET /api/{lactation|birthdefect|genus}/document/:id (contracts/document-by-id.ts). */
const DOCUMENT_BY_ID = /^\/api\/(lactation|birthdefect|genus|gender)\/document\/([^/]+)$/;

const DOCUMENT_SCHEMAS = {
  lactation: lactationDocumentResponseSchema,
  birthdefect: birthDefectDocumentResponseSchema,
  genus: genusDocumentResponseSchema,
  gender: genderDocumentResponseSchema,
} as const;

function documentByIdAnswer(path: string, disabled: readonly SourceName[]): Response | null {
  const [, call, id] = DOCUMENT_BY_ID.exec(path) ?? [];
  if (call === undefined || id === undefined || !(call in DOCUMENT_SCHEMAS)) return null;
  const source = call as keyof typeof DOCUMENT_SCHEMAS;
  // The English documents are the genus source's (as the server guards them).
  if (disabled.includes(source === 'gender' ? 'genus' : source)) {
    return error(403, 'source_disabled', 'Källan är inte tillgänglig.');
  }
  const document = documentById(kb, source, decodeURIComponent(id));
  return document === undefined
    ? error(404, 'not_found', 'Dokumentet finns inte.')
    : json(DOCUMENT_SCHEMAS[source].parse(document));
}

/**
 * A stand-in for the server in the web tests: routes `fetch` by URL and answers from the fixture
 * knowledge base through packages/assessment, the rules the server uses, with the same answer
 * shapes (parsed with the contract schemas), status codes and error bodies. Records every request.
 */
export function createFakeApi(options: FakeApiOptions = {}) {
  const requests: URL[] = [];
  const calls: { method: string; url: URL; authorization: string | null }[] = [];
  const auth = createFakeAuth(options.auth);
  const content = createFakeContentApi(options);

  function assessment(url: URL, answer: (list: { nslIds: string[]; nplIds: string[] }) => unknown) {
    const query = searchListQuerySchema.safeParse({
      nslIds: url.searchParams.getAll('nslIds'),
      nplIds: url.searchParams.getAll('nplIds'),
    });
    if (!query.success) return error(400, 'validation', 'Ogiltig söklista');
    return json(answer(query.data));
  }

  /** The server's guard of riskprofile (packages/assessment sourceAccess), then the answer. */
  function riskprofile(headers: Headers, answer: () => Response): Response {
    const { caller, grantedSources } = auth.callerOf(headers);
    const access = sourceAccess('riskprofile', {
      caller,
      grantedSources,
      riskprofileLocked: false,
      sourceActive: !(options.disabledSources ?? []).includes('riskprofile'),
      countryBlocked: options.countryBlocked ?? false,
      countryAllowed: true,
      isCurrent: false,
    });
    switch (access.reason) {
      case 'current':
      case 'available':
        return answer();
      case 'login_required':
        return error(
          401,
          'unauthorized',
          'Riskprofilen kräver inloggning. Logga in för att se den.',
        );
      case 'source_disabled':
      case 'country_blocked':
      case 'country_not_allowed':
        return error(403, 'source_disabled', 'Källan är inte tillgänglig.');
      case 'riskprofile_locked':
      case 'source_not_granted':
        return error(403, 'forbidden', 'Ditt konto har inte behörighet till riskprofilen.');
    }
  }

  function route(
    method: string,
    url: URL,
    headers: Headers,
    body: unknown,
    init?: RequestInit,
  ): Response | Promise<Response> {
    if ((options.failing ?? []).includes(url.pathname))
      return error(500, 'internal', 'Internt fel');
    const authAnswer = auth.route(method, url, headers, body);
    if (authAnswer) return authAnswer;
    const params = url.searchParams;
    const ids = params.getAll('ids');
    const byId = documentByIdAnswer(url.pathname, options.disabledSources ?? []);
    if (byId !== null) return byId;
    if (isDocumentCall(url.pathname)) {
      const call = DOCUMENT_CALLS[url.pathname];
      return assessment(url, (list) => documentCallResults(kb, call, list));
    }
    switch (url.pathname) {
      case '/env.json':
        return json(
          envJsonSchema.parse({
            API_URL: '',
            environment: options.environment ?? 'env-dev',
            CMS_URL: '',
          }),
        );
      case '/api/versions':
        return json(
          versionsResponseSchema.parse({
            versions: options.versions ?? { product: '1.0.0', integrated: '1.0.0' },
          }),
        );
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
      case '/api/messages':
        return json(systemMessageListResponseSchema.parse(options.messages ?? []));
      case '/api/side-effects': {
        const query = sideEffectQuerySchema.safeParse({
          nslIds: params.getAll('nslIds'),
          nplIds: params.getAll('nplIds'),
          q: params.get('q') ?? undefined,
        });
        if (!query.success) return error(400, 'validation', 'Ogiltig fråga');
        const { q, ...list } = query.data;
        return json(sideEffectResponseSchema.parse(sideEffectSearch(kb, list, q)));
      }
      case '/api/search': {
        const q = params.get('q') ?? '';
        if (q.trim() === '') return error(400, 'validation', 'Sökordet får inte vara tomt');
        const language = params.get('lang') === 'en' ? 'en' : 'sv';
        return json(searchHits(FIXTURE_BUNDLE, q, Number(params.get('limit') ?? '10'), language));
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
      case '/api/review':
        return fakeReviewAnswer(kb, url, {
          disabledSources: options.disabledSources ?? [],
          countryBlocked: options.countryBlocked ?? false,
        });
      case '/api/riskprofile':
        return riskprofile(headers, () => {
          const query = riskprofileQuerySchema.safeParse({ nslIds: params.getAll('nslIds') });
          return query.success
            ? json(riskprofileListResponseSchema.parse(riskprofileEntries(kb, query.data.nslIds)))
            : error(400, 'validation', 'Ogiltig söklista');
        });
      case '/api/riskprofile/riskproperties':
        return riskprofile(headers, () =>
          json(riskPropertyListResponseSchema.parse(FIXTURE_BUNDLE.riskProperties)),
        );
      default:
        return content.route(url, init) ?? error(404, 'not_found', 'Finns inte');
    }
  }

  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    requests.push(url);
    calls.push({ method, url, authorization: headers.get('authorization') });
    const signal = init?.signal;
    if (signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    if ((options.pending ?? []).some((path) => url.pathname.startsWith(path))) {
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => {
          reject(new DOMException('Aborted', 'AbortError'));
        });
      });
    }
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return Promise.resolve(route(method, url, headers, body, init));
  };

  return {
    fetch,
    requests,
    /** Every request with its method and Authorization header. */
    calls,
    /** The fake's accounts and sessions: mailed reset links, server-side revocation. */
    auth,
    /** The bodies POSTed to /api/contact_form/. */
    contactBodies: content.contactBodies,
    /** The requests made to one path, e.g. '/api/interaction/dataByNslIds'. */
    requestsTo: (pathname: string) => requests.filter((url) => url.pathname === pathname),
  };
}
