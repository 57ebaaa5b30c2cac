import { SqliteAdapter, type Kysely } from 'kysely';

/**
 * The CDS Hooks service: the record systems registered as clients (their public keys), the JWT
 * ids already used (no replays), the cards given (so feedback and order-sign can refer to them)
 * and the feedback on them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const serial = db.getExecutor().adapter instanceof SqliteAdapter ? 'integer' : 'serial';
  await db.schema
    .createTable('cds_client')
    .addColumn('issuer', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('jwks_url', 'text')
    .addColumn('public_key_jwk', 'text')
    .addColumn('sources', 'text', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('cds_jwt_id')
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('jti', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cds_jwt_id_pk', ['issuer', 'jti'])
    .execute();
  await db.schema
    .createIndex('cds_jwt_id_expires_at')
    .on('cds_jwt_id')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('cds_card')
    .addColumn('uuid', 'text', (col) => col.primaryKey())
    .addColumn('issuer', 'text', (col) => col.notNull())
    .addColumn('service_id', 'text', (col) => col.notNull())
    .addColumn('hook_instance', 'text', (col) => col.notNull())
    .addColumn('patient_hash', 'text', (col) => col.notNull())
    .addColumn('card_key', 'text', (col) => col.notNull())
    .addColumn('indicator', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('cds_card_patient')
    .on('cds_card')
    .columns(['issuer', 'patient_hash', 'card_key'])
    .execute();
  await db.schema
    .createTable('cds_feedback')
    .addColumn('id', serial, (col) => col.primaryKey())
    .addColumn('card_uuid', 'text', (col) => col.notNull().references('cds_card.uuid'))
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('override_system', 'text')
    .addColumn('override_code', 'text')
    .addColumn('override_display', 'text')
    .addColumn('user_comment', 'text')
    .addColumn('accepted_suggestions', 'text', (col) => col.notNull())
    .addColumn('outcome_at', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('cds_feedback_card').on('cds_feedback').column('card_uuid').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cds_feedback').execute();
  await db.schema.dropTable('cds_card').execute();
  await db.schema.dropTable('cds_jwt_id').execute();
  await db.schema.dropTable('cds_client').execute();
}
