import os from 'node:os';
import path from 'node:path';

// E2E_PORT lets several runs share a machine (each starts its own server).
export const PORT = Number(process.env.E2E_PORT ?? 3100);

/** The SMTP server the contact test starts, to which the e2e server delivers its mail. */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 5);

/** Where the contact form's messages go in e2e. */
export const CONTACT_TO = 'kontakt@medkompass-e2e.test';

/**
 * The e2e server's database: a file (so the contact CLI can read what the server stored) in a
 * folder of this port's own, emptied at every start of the server, so each run starts as a
 * first start with the demo knowledge base.
 */
export const DATA_FOLDER = path.join(os.tmpdir(), `medkompass-e2e-${PORT}`);
export const DATABASE_URL = `sqlite:${path.join(DATA_FOLDER, 'e2e.sqlite')}`;
