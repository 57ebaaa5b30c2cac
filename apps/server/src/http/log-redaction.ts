import type { FastifyRequest } from 'fastify';

// The password-reset link of the mail (specification §2: /auth/changePassword/{token}), with or
// without the /en prefix. The token is a secret until it is used.
const RESET_LINK = /^((?:\/en)?\/auth\/changePassword\/)[^/?#]+/i;

/** A request path fit for the log: a reset link's token replaced by a marker. */
export function redactUrl(url: string): string {
  return url.replace(RESET_LINK, '$1[redacted]');
}

/** Fastify's request log fields, with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}
