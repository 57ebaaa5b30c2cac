import { importJWK, type JWK } from 'jose';
import type { Kysely } from 'kysely';
import { sourceNameSchema, type SourceName } from '@medkompass/contracts/source.ts';
import type { Database } from '../db/schema.ts';
import {
  findCdsClient,
  insertCdsClient,
  listCdsClients,
  setCdsClientActive,
} from '../modules/cds-hooks/cds.repository.ts';
import { CDS_JWT_ALGORITHMS } from '../modules/cds-hooks/cds-auth.ts';
import { CommandError, type Output } from './cli-support.ts';

const PRIVATE_KEY_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'];

/** A record system's public key as a JWK: refused when it is private, symmetric or unusable. */
async function publicKeyOf(text: string): Promise<JWK> {
  let jwk: unknown;
  try {
    jwk = JSON.parse(text);
  } catch {
    throw new CommandError('Nyckelfilen är inte JSON. Ange klientens publika nyckel som en JWK.');
  }
  if (typeof jwk !== 'object' || jwk === null || !('kty' in jwk))
    throw new CommandError('Nyckelfilen är ingen JWK (kty saknas).');
  const key = jwk as JWK;
  if (PRIVATE_KEY_MEMBERS.some((member) => member in key))
    throw new CommandError(
      'Nyckelfilen innehåller en privat eller symmetrisk nyckel. Registrera bara den publika nyckeln.',
    );
  const algorithm =
    key.alg ?? (key.kty === 'EC' ? 'ES384' : key.kty === 'RSA' ? 'RS384' : undefined);
  if (algorithm === undefined || !CDS_JWT_ALGORITHMS.includes(algorithm))
    throw new CommandError(`Algoritmen ska vara en av ${CDS_JWT_ALGORITHMS.join(', ')}.`);
  try {
    await importJWK(key, algorithm);
  } catch (error) {
    throw new CommandError(`Nyckeln kan inte användas: ${(error as Error).message}`);
  }
  return key;
}

function jwksUrlOf(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CommandError(`Ogiltig adress till JWKS: ${text}`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback))
    throw new CommandError(
      'JWKS-adressen ska börja med https:// (http:// bara på den egna datorn).',
    );
  return url.toString();
}

/**
 * Registers a record system as a CDS Hooks client: its JWT issuer, and its public key as a JWKS
 * address or a JWK file (never both, never a private key), with the sources it may see.
 */
export async function addCdsClientCommand(
  db: Kysely<Database>,
  input: {
    issuer: string;
    name: string;
    jwksUrl?: string;
    publicKey?: string;
    sources?: string[];
  },
  now: Date,
  out: Output,
): Promise<void> {
  if (input.issuer.trim() === '') throw new CommandError('Ange klientens issuer (iss i dess JWT).');
  if ((input.jwksUrl === undefined) === (input.publicKey === undefined))
    throw new CommandError('Ange precis en av --jwks-url och --public-key-file.');
  if (await findCdsClient(db, input.issuer))
    throw new CommandError(`CDS-klienten ${input.issuer} finns redan.`);
  const sources: SourceName[] = (input.sources ?? sourceNameSchema.options).map((name) => {
    const parsed = sourceNameSchema.safeParse(name);
    if (!parsed.success)
      throw new CommandError(
        `Okänd källa '${name}'. Välj bland: ${sourceNameSchema.options.join(', ')}.`,
      );
    return parsed.data;
  });
  await insertCdsClient(
    db,
    {
      issuer: input.issuer,
      name: input.name,
      jwksUrl: input.jwksUrl === undefined ? null : jwksUrlOf(input.jwksUrl),
      publicKeyJwk:
        input.publicKey === undefined ? null : JSON.stringify(await publicKeyOf(input.publicKey)),
      sources,
    },
    now,
  );
  out.info(`Registrerade CDS-klienten ${input.issuer} (${sources.join(', ')}).`);
}

export async function listCdsClientsCommand(db: Kysely<Database>, out: Output): Promise<void> {
  for (const client of await listCdsClients(db)) {
    out.info(
      [
        client.issuer,
        client.name,
        client.active === 1 ? 'aktiv' : 'avstängd',
        client.jwks_url ?? 'lagrad nyckel',
        (JSON.parse(client.sources) as string[]).join(','),
      ].join('\t'),
    );
  }
}

export async function setCdsClientActiveCommand(
  db: Kysely<Database>,
  issuer: string,
  active: boolean,
  out: Output,
): Promise<void> {
  if ((await setCdsClientActive(db, issuer, active)) === 0)
    throw new CommandError(`Ingen CDS-klient med issuer ${issuer}.`);
  out.info(`${issuer} är ${active ? 'aktiv' : 'avstängd'}.`);
}
