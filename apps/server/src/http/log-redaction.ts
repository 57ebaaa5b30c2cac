import type { FastifyRequest } from 'fastify';

// The password-reset link of the mail (specification §2: /auth/changePassword/{token}), with or
// without the /en prefix. The token is a secret until it is used.
const RESET_LINK = /^((?:\/en)?\/auth\/changePassword\/)[^/?#]+/i;

/**
 * A request URL fit for the log: a reset link's token replaced by a marker, and every query value
 * dropped, keeping only the parameter names. Query strings carry a record system's `t` token and,
 * in integrated mode, patient data (birth year, gender, creatinine …) and the patient's drug list;
 * none of it may reach a log, and the names are enough to trace a request.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(
    RESET_LINK,
    '$1[redacted]',
  );
  if (queryStart === -1) return path;
  const names = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => `${pair.split('=')[0] ?? ''}=…`);
  return `${path}?${names.join('&')}`;
}

/**
 * A text with the token of every reset link in it replaced by a marker: what the outbox keeps
 * of a mail once it is delivered, so a database reader cannot change someone's password.
 */
export function withoutResetTokens(text: string): string {
  return text.replace(
    /((?:\/en)?\/auth\/changePassword\/)[^\s/?#]+/gi,
    '$1[raderad efter leverans]',
  );
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
