import * as z from 'zod/mini';
import { envJsonSchema } from './env.ts';

/*
 * SMART on FHIR (App Launch 2.x): the record systems that may launch the app, and the call that
 * identifies the medications the app read from a record.
 */

/** An http(s) address without credentials, query or fragment; its trailing slash is dropped. */
const baseUrl = z.pipe(
  z.url({ protocol: /^https?$/ }).check(
    z.refine((value) => {
      const url = new URL(value);
      return url.username === '' && url.password === '' && url.search === '' && url.hash === '';
    }, 'must be an http(s) address without credentials, query or fragment'),
  ),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

/**
 * One record system registered for SMART launch (SMART_CLIENTS): the client id it gave the app
 * and its FHIR base address (`iss`); the origins of its authorization server when they are not
 * the FHIR server's (the browser calls its token endpoint, so the CSP must allow it). A secret is
 * refused: the app is a public client with PKCE, and a secret in a browser is no secret (ADR 48).
 */
export const smartClientSchema = z
  .strictObject({
    clientId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    iss: baseUrl,
    authorizationOrigins: z.optional(
      z.array(z.url({ protocol: /^https?$/ })).check(z.maxLength(10)),
    ),
    secret: z.optional(z.string()),
  })
  .check(
    z.refine((client) => client.secret === undefined, {
      message:
        'confidential SMART clients are not supported: register Medkompass as a public client (PKCE, no secret)',
      path: ['secret'],
    }),
  );
export type SmartClient = z.infer<typeof smartClientSchema>;

/** What the web app is told of each registered record system (/env.json): never a secret. */
export const smartClientPublicSchema = z.object({ clientId: z.string(), iss: z.string() });
export type SmartClientPublic = z.infer<typeof smartClientPublicSchema>;

/**
 * GET /env.json with the registered record systems: read by the launch page only, so the first
 * page's schema of /env.json does without them (ADR 48).
 */
export const smartEnvJsonSchema = z.extend(envJsonSchema, {
  SMART_CLIENTS: z.optional(z.array(smartClientPublicSchema)),
});
export type SmartEnvJson = z.infer<typeof smartEnvJsonSchema>;

/** How many resources of each kind one call reads; a record's list is far shorter. */
export const SMART_RESOURCES_LIMIT = 500;

/**
 * POST /api/smart/record: what the web app read from the record at a SMART launch, as the record
 * sent it; each resource is checked where it is read (a malformed Patient gives no reading, an
 * unreadable medication is named as not identified). The record's access token is never sent.
 */
export const smartRecordRequestSchema = z.object({
  patient: z.unknown(),
  observations: z.array(z.unknown()).check(z.maxLength(SMART_RESOURCES_LIMIT)),
  medications: z.array(z.unknown()).check(z.maxLength(SMART_RESOURCES_LIMIT)),
});
export type SmartRecordRequest = z.infer<typeof smartRecordRequestSchema>;

const isoDate = z.nullable(z.string());

/** The reading: the integrated-mode query, and what the app marks as the record's. */
export const smartRecordResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    search: z.string(),
    unidentified: z.array(z.string()),
    values: z.array(
      z.object({
        measure: z.enum(['creatinine', 'cystatinC', 'cystatinEgfr', 'weight', 'height']),
        value: z.number(),
        date: isoDate,
      }),
    ),
    pregnancy: z.nullable(z.object({ status: z.enum(['pregnant', 'notPregnant']), date: isoDate })),
  }),
  z.object({ ok: z.literal(false), problem: z.literal('malformedPatient') }),
]);
export type SmartRecordResponse = z.infer<typeof smartRecordResponseSchema>;
