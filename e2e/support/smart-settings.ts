// Where the SMART on FHIR test servers listen (smart-servers.ts) and how the e2e web server is
// told of them (SMART_CLIENTS): light, so playwright.config.ts can import it.
import { BASE_URL, PORT } from './e2e-settings.ts';

/** Far from the run's own ports, so parallel runs do not meet. */
export const SMART_AUTH_ORIGIN = `http://127.0.0.1:${String(PORT + 2000)}`;
export const SMART_FHIR_ORIGIN = `http://127.0.0.1:${String(PORT + 2001)}`;

/** The FHIR bases: the record, one that never answers in time, one whose tokens last a second. */
export const FHIR_BASE = `${SMART_FHIR_ORIGIN}/fhir`;
export const SLOW_FHIR_BASE = `${SMART_FHIR_ORIGIN}/slow/fhir`;
export const EXPIRING_FHIR_BASE = `${SMART_FHIR_ORIGIN}/expiring/fhir`;

export const SMART_CLIENT_ID = 'medkompass';
export const EXPIRING_CLIENT_ID = 'medkompass-kort';
export const REDIRECT_URI = `${BASE_URL}/launch/redirect`;

/** SMART_CLIENTS of the e2e web server: as a region registers its record system (docs). */
export const SMART_CLIENTS = JSON.stringify([
  { clientId: SMART_CLIENT_ID, iss: FHIR_BASE, authorizationOrigins: [SMART_AUTH_ORIGIN] },
  { clientId: SMART_CLIENT_ID, iss: SLOW_FHIR_BASE, authorizationOrigins: [SMART_AUTH_ORIGIN] },
  {
    clientId: EXPIRING_CLIENT_ID,
    iss: EXPIRING_FHIR_BASE,
    authorizationOrigins: [SMART_AUTH_ORIGIN],
  },
]);
