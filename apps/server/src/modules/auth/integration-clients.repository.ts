import type { Kysely } from 'kysely';
import type { SourceName } from '@medkompass/contracts/source.ts';
import type { Database } from '../../db/schema.ts';

export function findIntegrationClient(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('integration_client')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

export function listIntegrationClients(db: Kysely<Database>) {
  return db
    .selectFrom('integration_client')
    .select(['client_id', 'name', 'sources', 'active', 'created_at'])
    .execute();
}

export async function insertIntegrationClient(
  db: Kysely<Database>,
  client: { clientId: string; name: string; secretHash: string; sources: SourceName[] },
  now: Date,
): Promise<void> {
  await db
    .insertInto('integration_client')
    .values({
      client_id: client.clientId,
      name: client.name,
      secret_hash: client.secretHash,
      sources: JSON.stringify(client.sources),
      active: 1,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function setIntegrationClientActive(
  db: Kysely<Database>,
  clientId: string,
  active: boolean,
): Promise<number> {
  const result = await db
    .updateTable('integration_client')
    .set({ active: active ? 1 : 0 })
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
