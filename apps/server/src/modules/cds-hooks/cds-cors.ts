import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * CORS of the CDS Hooks service. CDS Hooks 2.0 ('Cross-Origin Resource Sharing') says CDS
 * services and browser-based CDS clients, such as the CDS Hooks sandbox, need CORS, and leaves
 * the policy to the service. Any origin may call: a call is trusted by the client's signed JWT
 * (cds-auth.ts), never by a cookie or by where the page came from, so `*` without credentials
 * lets a page do nothing it could not do from a server. The rest of the API keeps its own,
 * closed, policy (CORS_ORIGINS, http/cors.ts), which these routes opt out of.
 */
const CDS_CORS_HEADERS = { 'access-control-allow-origin': '*' } as const;

const CDS_PREFLIGHT_HEADERS = {
  ...CDS_CORS_HEADERS,
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'Authorization, Content-Type',
  'access-control-max-age': '600',
} as const;

/** Route options of every CDS route: our headers, and none of the API's CORS plugin. */
export const cdsCorsRoute = {
  config: { cors: false },
  onRequest: (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(CDS_CORS_HEADERS);
    done();
  },
} as const;

/** The answer to a preflight (OPTIONS) of a CDS route: what a browser may send. */
export function cdsPreflight(_request: FastifyRequest, reply: FastifyReply): void {
  reply.code(204).headers(CDS_PREFLIGHT_HEADERS).send();
}
