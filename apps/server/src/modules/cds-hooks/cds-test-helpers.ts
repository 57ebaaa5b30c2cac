// Test support for the CDS Hooks service: a knowledge base of its own, client keys and JWTs, the
// project's JSON Schemas of the CDS Hooks answers, and request builders. Nothing in the product
// imports it.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import { openDatabase } from '../../db/database.ts';
import { assessmentBundle, P, S } from '../../test/assessment-kb.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertCdsClient } from './cds.repository.ts';

export { P, S };
export const NOW = new Date('2026-11-25T10:00:00Z');
export const PUBLIC_URL = 'https://medkompass.test';
export const NPL_SYSTEM = 'https://medkompass.test/npl';
export const SELECT_URL = `${PUBLIC_URL}/cds-services/medkompass-order-select`;
export const SIGN_URL = `${PUBLIC_URL}/cds-services/medkompass-order-sign`;

/**
 * The assessment test knowledge base with what the cards need besides: ATC codes, a renal
 * document for ibuprofen (C at 30–59, D below 30) and ibuprofen's bleeding risk, so warfarin and
 * ibuprofen together reach riskprofile level III.
 */
export function cdsBundle(): KbBundle {
  const bundle = assessmentBundle();
  const atc: Record<string, string[]> = { [S.WARFARIN]: ['B01AA03'], [S.IBUPROFEN]: ['M01AE01'] };
  return {
    ...bundle,
    substances: bundle.substances.map((s) => ({ ...s, atcCodes: atc[s.nslId] ?? [] })),
    riskProfiles: [
      ...bundle.riskProfiles,
      { nslId: S.IBUPROFEN, properties: [{ propertyId: 'bleeding', values: { peroral: 3 } }] },
    ],
    renalDocuments: [
      ...bundle.renalDocuments,
      {
        id: 'renal-ibuprofen',
        documentTitle: 'Ibuprofen vid nedsatt njurfunktion',
        nephrotoxic: true,
        recommendations: [
          {
            recommendationText: 'Normal dos.',
            classification: { code: 'A', description: 'Ingen justering.' },
            renalFailureDegree: { gfrMin: 60, gfrMax: 200 },
          },
          {
            recommendationText: 'Kortvarigt och i låg dos; kontrollera kreatinin.',
            classification: { code: 'C', description: 'Dosjustering.' },
            renalFailureDegree: { gfrMin: 30, gfrMax: 59 },
          },
          {
            recommendationText: 'Undvik.',
            classification: { code: 'D', description: 'Bör undvikas.' },
            renalFailureDegree: { gfrMin: 0, gfrMax: 29 },
          },
        ],
        background: '',
        nslIds: [S.IBUPROFEN],
        nplIds: [],
        updated: '2026-10-01',
      },
    ],
  };
}

export interface ClientKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function clientKey(alg = 'ES384'): Promise<ClientKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), alg, kid: randomUUID() } };
}

/** A CDS client's JWT as CDS Hooks 2.0 describes it; each claim can be changed for a test. */
export function clientJwt(
  key: ClientKey,
  claims: { iss?: string; aud?: string; jti?: string; expiresIn?: number; iatOffset?: number } = {},
  alg = key.publicJwk.alg ?? 'ES384',
): Promise<string> {
  const iat = Math.floor(NOW.getTime() / 1000) + (claims.iatOffset ?? 0);
  return new SignJWT({})
    .setProtectedHeader({ alg, typ: 'JWT', kid: key.publicJwk.kid ?? '' })
    .setIssuer(claims.iss ?? 'https://journal.region.test')
    .setAudience(claims.aud ?? SELECT_URL)
    .setIssuedAt(iat)
    .setExpirationTime(iat + (claims.expiresIn ?? 300))
    .setJti(claims.jti ?? randomUUID())
    .sign(key.privateKey);
}

/** Registers a client in the app's database, with its JWK or its JWKS address. */
export async function registerClient(
  t: TestApp,
  client: { issuer: string; jwk?: JWK; jwksUrl?: string; sources?: SourceName[] },
): Promise<void> {
  const { db } = openDatabase(t.database.url);
  try {
    await insertCdsClient(
      db,
      {
        issuer: client.issuer,
        name: 'Journalen',
        jwksUrl: client.jwksUrl ?? null,
        publicKeyJwk: client.jwk ? JSON.stringify(client.jwk) : null,
        sources: client.sources ?? [...sourceNameSchema.options],
      },
      NOW,
    );
  } finally {
    await db.destroy();
  }
}

const schemaDir = path.join(import.meta.dirname, 'schema');
const ajv = new Ajv2020({ strict: true, allErrors: true });
const readSchema = (name: string): object =>
  JSON.parse(readFileSync(path.join(schemaDir, name), 'utf8')) as object;
const responseValidator = ajv.compile(readSchema('cds-hooks-response.schema.json'));
const discoveryValidator = ajv.compile(readSchema('cds-services-discovery.schema.json'));

/** Checks an answer against the project's JSON Schema of CDS Hooks 2.0; throws naming each error. */
export function expectValidCdsResponse(body: unknown): void {
  if (!responseValidator(body))
    throw new Error(`Not a CDS Hooks response: ${ajv.errorsText(responseValidator.errors)}`);
}

export function expectValidDiscovery(body: unknown): void {
  if (!discoveryValidator(body))
    throw new Error(`Not a CDS Hooks discovery: ${ajv.errorsText(discoveryValidator.errors)}`);
}

/** A MedicationRequest coded by NPL id, ATC code or only text. */
export function medicationRequest(
  id: string | undefined,
  medication: { npl?: string; atc?: string; text?: string },
  status = 'draft',
): Record<string, unknown> {
  const coding = [
    ...(medication.npl ? [{ system: NPL_SYSTEM, code: medication.npl }] : []),
    ...(medication.atc ? [{ system: 'http://www.whocc.no/atc', code: medication.atc }] : []),
  ];
  return {
    resourceType: 'MedicationRequest',
    ...(id === undefined ? {} : { id }),
    status,
    intent: 'order',
    subject: { reference: 'Patient/p1' },
    medicationCodeableConcept: {
      ...(coding.length > 0 ? { coding } : {}),
      ...(medication.text ? { text: medication.text } : {}),
    },
  };
}

export const bundleOf = (...resources: Record<string, unknown>[]) => ({
  resourceType: 'Bundle',
  type: 'collection',
  entry: resources.map((resource) => ({ resource })),
});

/** A creatinine result: the mass code for mg/dL in any case, else the molar one. */
export const creatinineObservation = (value: number, date: string, unit = 'umol/L') => ({
  resourceType: 'Observation',
  status: 'final',
  code: {
    coding: [
      { system: 'http://loinc.org', code: unit.toLowerCase() === 'mg/dl' ? '2160-0' : '14682-9' },
    ],
  },
  valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
  effectiveDateTime: date,
});

export const patientResource = (gender: 'female' | 'male', birthDate: string) => ({
  resourceType: 'Patient',
  id: 'p1',
  gender,
  birthDate,
});

/** A hook request; prefetch keys given as undefined are left out (the client could not fill them). */
export function hookRequest(
  hook: 'order-select' | 'order-sign',
  draftOrders: Record<string, unknown>[],
  prefetch: Record<string, unknown> | undefined,
  extra: { selections?: string[]; patientId?: string; fhirServer?: string } = {},
): Record<string, unknown> {
  return {
    hook,
    hookInstance: randomUUID(),
    ...(extra.fhirServer ? { fhirServer: extra.fhirServer } : {}),
    context: {
      userId: 'Practitioner/lakare-1',
      patientId: extra.patientId ?? 'p1',
      ...(extra.selections ? { selections: extra.selections } : {}),
      draftOrders: bundleOf(...draftOrders),
    },
    ...(prefetch ? { prefetch } : {}),
  };
}
