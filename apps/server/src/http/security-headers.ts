import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict headers on every response. Scripts and styles only from our own origin (the Vite build
 * has no inline code). Framing is allowed only for the configured record systems, since the
 * product runs embedded in them (integrated mode); CSP frame-ancestors governs that, so the
 * older X-Frame-Options, which cannot list origins, is not sent.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  frameAncestors: readonly string[],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
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
}
