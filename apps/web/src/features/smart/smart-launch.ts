import FHIR from 'fhirclient';
import type Client from 'fhirclient/lib/Client';
import { SMART_REDIRECT_PATH } from '@medkompass/assessment/site-routes.ts';
import { recordObservationCodeQuery } from '@medkompass/assessment/smart-record-codes.ts';
import { sourceDefinition } from '@medkompass/assessment/sources.ts';
import { smartEnvJsonSchema, smartRecordResponseSchema } from '@medkompass/contracts/smart.ts';
import { apiPost } from '../../lib/api-client.ts';
import { writeSmartRecordNote } from '../../lib/session/smart-record-note.ts';

/** SMART App Launch 2.x scopes: the patient's own resources, read and searched. */
const PATIENT_SCOPES =
  'openid fhirUser patient/Patient.rs patient/MedicationRequest.rs patient/MedicationStatement.rs patient/Observation.rs';
/** From the record (EHR launch) the context comes with `launch`; standalone asks for a patient. */
export const EHR_LAUNCH_SCOPE = `launch ${PATIENT_SCOPES}`;
export const STANDALONE_LAUNCH_SCOPE = `launch/patient ${PATIENT_SCOPES}`;

/** How long the record system has for each step (discovery, token, each read). */
export const RECORD_TIMEOUT_MS = 5000;

/** Why the record could not be read; each has its own Swedish message. */
export type SmartFailure =
  'refused' | 'expired' | 'timeout' | 'malformed' | 'unknownSystem' | 'noPatient' | 'failed';

export class SmartLaunchError extends Error {
  readonly failure: SmartFailure;
  constructor(failure: SmartFailure, detail?: string) {
    super(detail ?? failure);
    this.failure = failure;
  }
}

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** `work` within the record system's time, else a timeout failure (the abort is signalled). */
async function inTime<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new SmartLaunchError('timeout'));
    }, RECORD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A failure of the client library or the record's server, as one of ours. */
function failureOf(error: unknown): SmartLaunchError {
  if (error instanceof SmartLaunchError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401 || status === 403) return new SmartLaunchError('expired', String(status));
  if (error instanceof SyntaxError) return new SmartLaunchError('malformed', error.message);
  return new SmartLaunchError('failed', error instanceof Error ? error.message : String(error));
}

/** The record systems this installation trusts (SMART_CLIENTS, through /env.json). */
async function registeredClients() {
  const response = await fetch('/env.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new SmartLaunchError('failed', `env.json ${String(response.status)}`);
  return smartEnvJsonSchema.parse(await response.json()).SMART_CLIENTS ?? [];
}

/**
 * Starts the launch at /launch: from the record (`iss` and `launch`), or standalone (`iss` alone,
 * or none when one record system is registered). Only a registered FHIR server is contacted. The
 * client library then sends the browser to the authorization server (code flow with PKCE).
 */
export async function startSmartLaunch(location: URL): Promise<void> {
  const clients = await registeredClients();
  const iss = location.searchParams.get('iss');
  const launch = location.searchParams.get('launch');
  const client =
    iss === null
      ? clients.length === 1
        ? clients[0]
        : undefined
      : clients.find((c) => withoutSlash(c.iss) === withoutSlash(iss));
  if (client === undefined) throw new SmartLaunchError('unknownSystem', iss ?? '');
  let authorizeUrl: unknown;
  try {
    // The address is taken rather than followed, so a discovery that answers too late cannot
    // take the prescriber away from the message that says so.
    authorizeUrl = await inTime(() =>
      FHIR.oauth2.authorize({
        clientId: client.clientId,
        iss: client.iss,
        ...(launch === null ? {} : { launch }),
        scope: launch === null ? STANDALONE_LAUNCH_SCOPE : EHR_LAUNCH_SCOPE,
        redirectUri: `${location.origin}${SMART_REDIRECT_PATH}`,
        pkceMode: 'required',
        noRedirect: true,
      }),
    );
  } catch (error) {
    throw failureOf(error);
  }
  if (typeof authorizeUrl !== 'string') throw new SmartLaunchError('failed', 'no address');
  window.location.assign(authorizeUrl);
}

/** Every resource of a search, all pages, each checked to be a resource at all. */
async function search(client: Client, path: string): Promise<Record<string, unknown>[]> {
  const found: unknown = await inTime((signal) =>
    client.request({ url: path, signal }, { pageLimit: 0, flat: true }),
  );
  const resources: unknown[] = Array.isArray(found) ? found : [found];
  if (
    !resources.every(
      (r) =>
        typeof r === 'object' &&
        r !== null &&
        typeof (r as { resourceType?: unknown }).resourceType === 'string',
    )
  )
    throw new SmartLaunchError('malformed', path);
  return resources as Record<string, unknown>[];
}

/**
 * Completes the launch at the redirect address: the token (kept by the client library in this
 * tab's sessionStorage), then the Patient, the active medications and the Observations the
 * renal rules read. Our server reads them by packages/assessment's rules (the CDS service's
 * identification and prefetch reading); the result is the app's integrated-mode address, as a
 * record system's link would have it.
 */
export async function completeSmartLaunch(location: URL): Promise<string> {
  const error = location.searchParams.get('error');
  if (error !== null)
    throw new SmartLaunchError(error === 'access_denied' ? 'refused' : 'failed', error);
  let client: Client;
  try {
    client = await inTime(() => FHIR.oauth2.ready());
  } catch (failure) {
    throw failureOf(failure);
  }
  const patientId = client.patient.id;
  if (patientId === null || patientId === '') throw new SmartLaunchError('noPatient');
  const id = encodeURIComponent(patientId);
  try {
    const [patients, requests, statements, observations] = await Promise.all([
      search(client, `Patient/${id}`),
      search(client, `MedicationRequest?patient=${id}&status=active&_count=100`),
      search(client, `MedicationStatement?patient=${id}&status=active&_count=100`),
      search(
        client,
        `Observation?patient=${id}&code=${encodeURIComponent(recordObservationCodeQuery())}&_count=200`,
      ),
    ]);
    const reading = await apiPost(
      '/api/smart/record',
      { patient: patients[0], observations, medications: [...requests, ...statements] },
      smartRecordResponseSchema,
    );
    if (!reading.ok) throw new SmartLaunchError('malformed', reading.problem);
    const { search: query, unidentified, values, pregnancy } = reading;
    writeSmartRecordNote({ search: query, unidentified, values, pregnancy });
    return `${sourceDefinition('interactions').path}?${query}`;
  } catch (failure) {
    throw failureOf(failure);
  }
}
