import type { Kysely } from 'kysely';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { Database } from '../../db/schema.ts';

export function findCdsClient(db: Kysely<Database>, issuer: string) {
  return db.selectFrom('cds_client').selectAll().where('issuer', '=', issuer).executeTakeFirst();
}

export function listCdsClients(db: Kysely<Database>) {
  return db
    .selectFrom('cds_client')
    .select(['issuer', 'name', 'jwks_url', 'sources', 'active', 'created_at'])
    .orderBy('issuer')
    .execute();
}

export async function insertCdsClient(
  db: Kysely<Database>,
  client: {
    issuer: string;
    name: string;
    jwksUrl: string | null;
    publicKeyJwk: string | null;
    sources: SourceName[];
  },
  now: Date,
): Promise<void> {
  await db
    .insertInto('cds_client')
    .values({
      issuer: client.issuer,
      name: client.name,
      jwks_url: client.jwksUrl,
      public_key_jwk: client.publicKeyJwk,
      sources: JSON.stringify(client.sources),
      active: 1,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function setCdsClientActive(
  db: Kysely<Database>,
  issuer: string,
  active: boolean,
): Promise<number> {
  const result = await db
    .updateTable('cds_client')
    .set({ active: active ? 1 : 0 })
    .where('issuer', '=', issuer)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Records a JWT id as used; false when it was used before (a replay). The primary key decides,
 * so two instances receiving the same token at once cannot both accept it. Expired ids are
 * cleared first: a token past its `exp` is refused anyway.
 */
export async function useJwtId(
  db: Kysely<Database>,
  entry: { issuer: string; jti: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('cds_jwt_id').where('expires_at', '<', now.toISOString()).execute();
  const result = await db
    .insertInto('cds_jwt_id')
    .values({ issuer: entry.issuer, jti: entry.jti, expires_at: entry.expiresAt.toISOString() })
    .onConflict((conflict) => conflict.columns(['issuer', 'jti']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export type CdsCardRow = Database['cds_card'];

export async function insertCards(db: Kysely<Database>, cards: CdsCardRow[]): Promise<void> {
  if (cards.length === 0) return;
  await db.insertInto('cds_card').values(cards).execute();
}

/**
 * The keys of cards given to this client for this patient by a service since a time that have
 * feedback: the prescriber has seen and answered them.
 */
export async function answeredCardKeys(
  db: Kysely<Database>,
  where: { issuer: string; patientHash: string; serviceId: string; since: Date },
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('cds_card')
    .innerJoin('cds_feedback', 'cds_feedback.card_uuid', 'cds_card.uuid')
    .select('cds_card.card_key')
    .where('cds_card.issuer', '=', where.issuer)
    .where('cds_card.patient_hash', '=', where.patientHash)
    .where('cds_card.service_id', '=', where.serviceId)
    .where('cds_card.created_at', '>=', where.since.toISOString())
    .execute();
  return new Set(rows.map((row) => row.card_key));
}

/** The cards among the uuids that were given to this client by this service. */
export async function cardsOf(
  db: Kysely<Database>,
  where: { issuer: string; serviceId: string; uuids: string[] },
): Promise<Set<string>> {
  if (where.uuids.length === 0) return new Set();
  const rows = await db
    .selectFrom('cds_card')
    .select('uuid')
    .where('issuer', '=', where.issuer)
    .where('service_id', '=', where.serviceId)
    .where('uuid', 'in', where.uuids)
    .execute();
  return new Set(rows.map((row) => row.uuid));
}

export type CdsFeedbackRow = Omit<Database['cds_feedback'], 'id'>;

/** Stores feedback in one transaction: all of a request's entries, or none. */
export async function insertFeedback(db: Kysely<Database>, rows: CdsFeedbackRow[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('cds_feedback').values(rows).execute();
  });
}

/** Feedback on a card, oldest first (for tests and operators). */
export function feedbackOn(db: Kysely<Database>, cardUuid: string) {
  return db
    .selectFrom('cds_feedback')
    .selectAll()
    .where('card_uuid', '=', cardUuid)
    .orderBy('id')
    .execute();
}
