import { envJsonSchema } from '@medkompass/contracts/env.ts';
import {
  interactionListResponseSchema,
  type Interaction,
} from '@medkompass/contracts/interaction.ts';
import { productListResponseSchema, type ProductDetail } from '@medkompass/contracts/product.ts';
import { searchResponseSchema, type SearchHit } from '@medkompass/contracts/search.ts';
import {
  substanceListResponseSchema,
  type SubstanceDetail,
} from '@medkompass/contracts/substance.ts';
import { kbInfoResponseSchema } from '@medkompass/contracts/kb-bundle.ts';
import { assessedInteractionListResponseSchema } from '@medkompass/contracts/interaction-assessment.ts';

/** Ids of the demo knowledge base (knowledge-base/README). */
export const IDS = {
  paracetamol: 'IDDEMOPARACETAMOL',
  ibuprofen: 'IDDEMOIBUPROFEN',
  warfarin: 'IDDEMOWARFARIN',
  alvedon: '99000000000001',
  ipren: '99000000000002',
  waran: '99000000000003',
} as const;

function substance(nslId: string, name: string): SubstanceDetail {
  return {
    nslId,
    name,
    names: [{ language: 'sv', name }],
    isTopParent: true,
    topParent: null,
    childNslIds: [],
    isSpecial: false,
    atcCodes: [],
    medicalSources: [{ systemName: 'interactions', isTopParent: false }],
    numberOfMedicalSources: 1,
    interactionStatus: 'assessed',
  };
}

function product(nplId: string, name: string, strength: string, nslId: string): ProductDetail {
  return {
    nplId,
    name,
    strength,
    drugForm: { name: 'Tablett', administration: 'peroral' },
    drugProductType: 'APPROVED',
    atcCodes: [],
    drugFormGroups: [{ substances: [{ nslId, isTopParent: true, lowDosageFlag: false }] }],
    medicalSources: [{ systemName: 'interactions', isTopParent: false }],
  };
}

function interaction(
  id: string,
  pair: [string, string],
  sevClassification: Interaction['sevClassification'],
  docClassification: Interaction['docClassification'],
): Interaction {
  const textIds = { consequence: `${id}-c`, recommendation: `${id}-r`, mechanism: `${id}-m` };
  return {
    id,
    substanceNslIds: pair,
    sevClassification,
    docClassification,
    drugFormGroups: [],
    textIds: { ...textIds, background: `${id}-b` },
  };
}

// Parsed with the contract schemas, so the fake can only serve what the real API may send.
const SUBSTANCES = substanceListResponseSchema.parse([
  substance(IDS.paracetamol, 'Paracetamol'),
  substance(IDS.ibuprofen, 'Ibuprofen'),
  substance(IDS.warfarin, 'Warfarin'),
]);
const PRODUCTS = productListResponseSchema.parse([
  product(IDS.alvedon, 'Alvedon', '500 mg', IDS.paracetamol),
  product(IDS.ipren, 'Ipren', '200 mg', IDS.ibuprofen),
  product(IDS.waran, 'Waran', '2,5 mg', IDS.warfarin),
]);
const INTERACTIONS = interactionListResponseSchema.parse([
  interaction('demo-warfarin-ibuprofen', [IDS.warfarin, IDS.ibuprofen], 'D', 4),
  interaction('demo-warfarin-paracetamol', [IDS.warfarin, IDS.paracetamol], 'C', 3),
]);

function searchHits(q: string, limit: number): SearchHit[] {
  const needle = q.trim().toLowerCase();
  const hits: SearchHit[] = [
    ...SUBSTANCES.map((s) => ({
      kind: 'substance' as const,
      id: s.nslId,
      name: s.name,
      description: 'Substans',
    })),
    ...PRODUCTS.map((p) => ({
      kind: 'product' as const,
      id: p.nplId,
      name: p.name,
      description: `${p.drugForm.name} ${p.strength}`,
      isLic: false,
    })),
  ];
  return hits.filter((hit) => hit.name.toLowerCase().startsWith(needle)).slice(0, limit);
}

export interface FakeApiOptions {
  /** Answered by /api/kb/info. */
  isDemo?: boolean;
  /** Paths (e.g. '/api/interaction') that answer 500 with the API's error body. */
  failing?: readonly string[];
}

/**
 * What /api/interaction answers for a search list: products count as their substances, and each
 * side of a pair lists the search entries that bring it in (the server's `searchEntries`).
 */
function assessedInteractions(nslIds: readonly string[], nplIds: readonly string[]) {
  const entries = [
    ...nslIds.map((nslId) => ({ nslId, nplId: null })),
    ...PRODUCTS.filter((p) => nplIds.includes(p.nplId)).flatMap((p) =>
      p.drugFormGroups.flatMap((g) => g.substances.map(({ nslId }) => ({ nslId, nplId: p.nplId }))),
    ),
  ];
  const entriesFor = (nslId: string) => entries.filter((entry) => entry.nslId === nslId);
  return assessedInteractionListResponseSchema.parse(
    INTERACTIONS.filter((i) =>
      i.substanceNslIds.every((nslId) => entriesFor(nslId).length > 0),
    ).map((i) => ({
      ...i,
      kbClassification: {
        sevClassification: i.sevClassification,
        docClassification: i.docClassification,
      },
      administration: null,
      searchEntries: [entriesFor(i.substanceNslIds[0]), entriesFor(i.substanceNslIds[1])],
    })),
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A small in-test stand-in for the server: routes `fetch` by URL to the demo data above, with
 * the same answer shapes, status codes and error bodies as the API. Records every request.
 */
export function createFakeApi(options: FakeApiOptions = {}) {
  const requests: URL[] = [];

  function route(url: URL): Response {
    if ((options.failing ?? []).includes(url.pathname)) {
      return json({ error: { code: 'internal', message: 'Internt fel' } }, 500);
    }
    const params = url.searchParams;
    switch (url.pathname) {
      case '/env.json':
        return json(envJsonSchema.parse({ API_URL: '', environment: 'env-dev' }));
      case '/api/kb/info':
        return json(
          kbInfoResponseSchema.parse({
            kbVersion: '2025.1-demo',
            name: 'Medkompass demo',
            isDemo: options.isDemo ?? false,
            publishedAt: '2025-01-15T10:00:00+01:00',
          }),
        );
      case '/api/search': {
        const q = params.get('q') ?? '';
        if (q.trim() === '') {
          return json(
            { error: { code: 'validation', message: 'Sökordet får inte vara tomt' } },
            400,
          );
        }
        const hits = searchHits(q, Number(params.get('limit') ?? '10'));
        return json(searchResponseSchema.parse({ hits }));
      }
      case '/api/substance':
        return json(SUBSTANCES.filter((s) => params.getAll('ids').includes(s.nslId)));
      case '/api/product':
        return json(PRODUCTS.filter((p) => params.getAll('ids').includes(p.nplId)));
      case '/api/interaction':
        return json(assessedInteractions(params.getAll('nslIds'), params.getAll('nplIds')));
      default:
        return json({ error: { code: 'not_found', message: 'Finns inte' } }, 404);
    }
  }

  const fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = input instanceof Request ? input.url : String(input);
    const url = new URL(raw, 'http://localhost');
    requests.push(url);
    if (init?.signal?.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
    return Promise.resolve(route(url));
  };

  return {
    fetch,
    requests,
    /** The requests made to one path, e.g. '/api/interaction'. */
    requestsTo: (pathname: string) => requests.filter((url) => url.pathname === pathname),
  };
}
