import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Strict headers on every response. Scripts and styles only from our own origin (the Vite build
 * has no inline code). Framing is allowed only for the configured record systems, since the
 * product runs embedded in them (integrated mode); CSP frame-ancestors governs that, so the
 * older X-Frame-Options, which cannot list origins, is not sent.
 *
 * The contact form's captcha (ALTCHA) solves its proof of work in Web Workers; the web build
 * emits their scripts as files of our own origin, so worker-src needs 'self' only (no blob:, no
 * 'wasm-unsafe-eval': the PBKDF2 worker uses Web Crypto, not WebAssembly).
 *
 * The headers are the same for every response, so helmet computes them once at start; the
 * Fastify plugin ran helmet anew on each request, parsing the CSP each time (a tenth of a simple
 * call's time, bench/README.md).
 */
/**
 * Browser features the app never uses are switched off for it and anything it embeds, so an
 * injected script or a framed page cannot reach them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

export async function registerSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: readonly string[],
  {
    analyticsUrl = '',
    connectOrigins = [],
  }: { analyticsUrl?: string; connectOrigins?: readonly string[] } = {},
): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        // A self-hosted Matomo, when one is configured, receives the statistics the visitor
        // allowed (ADR 0045). The record systems registered for SMART launch (ADR 48): the
        // browser reads their FHIR servers and calls their token endpoints itself.
        connectSrc: [
          "'self'",
          ...(analyticsUrl === '' ? [] : [new URL(analyticsUrl).origin]),
          ...connectOrigins,
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: [...frameAncestors],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const all = { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
  HEADERS_OF.set(app, all);
  // Before Fastify's own listener: every answer of the HTTP server carries them, also those
  // Fastify makes before any hook runs (a URL it cannot decode, frameworkErrors in
  // error-handler.ts). Node's own refusals (431, a malformed request) are written on the socket
  // by clientErrorHandler, which writes them too (securityHeadersOf).
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    for (const [name, value] of Object.entries(all)) response.setHeader(name, value);
  });
  // And through Fastify, for requests that do not come through the server (app.inject).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(all);
    done();
  });
  return Promise.resolve();
}

const HEADERS_OF = new WeakMap<object, OutgoingHttpHeaders>();

/**
 * The security headers of the app, for answers written outside Fastify's reply; none for
 * anything that is not an app they were registered on.
 */
export function securityHeadersOf(app: unknown): OutgoingHttpHeaders {
  return typeof app === 'object' && app !== null ? (HEADERS_OF.get(app) ?? {}) : {};
}

/** The headers helmet sets, taken from a response it is run on once. */
function helmetHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  // Helmet throws on a bad option (since 8.1); the callback only continues.
  helmet(options)(request, response, () => undefined);
  return response.getHeaders();
}
