import os from 'node:os';
import path from 'node:path';

// E2E_PORT lets several runs share a machine (each starts its own server and its own files).
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * A record system's page for the embedding test: a server of the test's own on the next port,
 * so another loopback origin, which the app's FRAME_ANCESTORS allows.
 */
export const RECORD_SYSTEM_PORT = PORT + 1;
export const RECORD_SYSTEM_ORIGIN = `http://127.0.0.1:${RECORD_SYSTEM_PORT}`;

/** The run's own files: the SQLite database the users CLI and the server share, caught mail. */
export const RUN_DIR = path.join(os.tmpdir(), `medkompass-e2e-${PORT}`);
export const DATABASE_FILE = path.join(RUN_DIR, 'medkompass.sqlite');
export const MAIL_DIR = path.join(RUN_DIR, 'mail');

/** Where the contact form's messages go in e2e. */
export const CONTACT_TO = 'kontakt@medkompass-e2e.test';

export interface E2eUser {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

/** Accounts created with the operators' users CLI before the server starts; one per spec. */
export const E2E_USERS = {
  login: {
    email: 'anna@region.se',
    firstName: 'Anna',
    lastName: 'Berg',
    password: 'ett-langt-losenord-123',
  },
  riskprofile: {
    email: 'cilla@region.se',
    firstName: 'Cilla',
    lastName: 'Dahl',
    password: 'cillas-langa-losenord-7',
  },
  passwordReset: {
    email: 'bo@region.se',
    firstName: 'Bo',
    lastName: 'Ek',
    password: 'bo-gamla-losenordet-1',
  },
  sessionTabs: {
    email: 'dora@region.se',
    firstName: 'Dora',
    lastName: 'Falk',
    password: 'doras-langa-losenord-9',
  },
} as const satisfies Record<string, E2eUser>;

/** A system message added with the operators' messages CLI; the user may hide it. */
export const E2E_MESSAGE = {
  type: 'info',
  header: 'Planerat underhåll',
  message: 'Medkompass uppdateras i natt kl. 22–23 och kan då vara otillgänglig en kort stund.',
} as const;
