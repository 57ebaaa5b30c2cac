import * as z from 'zod/mini';
import { sessionScopeSchema } from './session-scope.ts';
import { sourceNameSchema } from './source.ts';

/** POST /api/auth/login. The e-mail rule of specification §5 is applied by the service. */
export const loginRequestSchema = z.object({
  email: z.string().check(z.maxLength(254, 'E-postadressen är för lång')),
  password: z
    .string()
    .check(z.minLength(1, 'Lösenord saknas'), z.maxLength(1024, 'Lösenordet är för långt')),
});
export const loginResponseSchema = z.object({ token: z.string() });

/**
 * GET /api/auth/network: whether the caller's address is inside the networks whose users are
 * logged in automatically (specification §4 'Login'). POST /api/auth/network-login (no body)
 * then answers a `loginResponseSchema` session for such a caller, and 403 `forbidden` to others:
 * the address decides, so the shared password never has to reach a browser (ADR 17).
 */
export const networkAvailabilityResponseSchema = z.object({ available: z.boolean() });

/** Specification §3 'User'; the network and integration users carry placeholder values. */
export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  failedLoginAttempt: z.int(),
  active: z.boolean(),
  sources: z.array(sourceNameSchema),
  scope: sessionScopeSchema,
});
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = z.object({ user: userSchema });

export const countryBlockResponseSchema = z.object({ block: z.boolean() });
export const countryAllowResponseSchema = z.object({ allow: z.boolean() });

export const forgotPasswordRequestSchema = z.object({
  email: z.string().check(z.maxLength(254)),
});
export const MIN_PASSWORD_LENGTH = 12;
export const changePasswordRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  password: z
    .string()
    .check(
      z.minLength(MIN_PASSWORD_LENGTH, `Lösenordet ska ha minst ${MIN_PASSWORD_LENGTH} tecken`),
      z.maxLength(1024),
    ),
});
/** The same answer whatever happened, so the form reveals no accounts. */
export const acceptedResponseSchema = z.object({ status: z.literal('accepted') });

/** POST /api/auth/integration-token: a record system exchanges its credentials for a `t` token. */
export const integrationTokenRequestSchema = z.object({
  clientId: z.string().check(z.minLength(1), z.maxLength(100)),
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const integrationTokenResponseSchema = z.object({
  token: z.string(),
  expiresIn: z.int(),
});
