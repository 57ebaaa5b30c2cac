import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Booleans are stored as 0/1 integers and JSON documents as
 * text, so one portable schema serves SQLite and PostgreSQL.
 */
export interface Database {
  kb_import: KbImportTable;
  kb_record: { import_id: number; section: string; id: string; document: string };
  kb_record_link: {
    import_id: number;
    section: string;
    id: string;
    kind: 'nsl' | 'npl';
    ref: string;
  };
  app_user: UserTable;
  password_reset_token: {
    token_hash: string;
    user_id: string;
    expires_at: string;
    used_at: string | null;
    created_at: string;
  };
  integration_client: {
    client_id: string;
    name: string;
    secret_hash: string;
    /** JSON array of source names */
    sources: string;
    active: number;
    created_at: string;
  };
  audit_event: {
    id: Generated<number>;
    at: string;
    type: string;
    user_id: string | null;
    email: string | null;
    ip: string | null;
    /** JSON object; never a password, hash or token */
    details: string;
  };
  mail_outbox: {
    id: Generated<number>;
    to_address: string;
    subject: string;
    body: string;
    created_at: string;
    sent_at: string | null;
    attempts: Generated<number>;
    last_error: string | null;
    /** Where replies go, e.g. the sender of a contact message; null: to the sender (MAIL_FROM). */
    reply_to: Generated<string | null>;
  };
  contact_message: {
    id: Generated<number>;
    created_at: string;
    /** specification §3 'Contact message' domain, e.g. 'general' */
    domain: string;
    /** the declared role, e.g. 'nurse' */
    role: string;
    first_name: string;
    last_name: string;
    email: string;
    /** the source of the page it was sent from in integrated mode; '' when none */
    context: string;
    message: string;
    /** its mail in mail_outbox; null when CONTACT_TO was not set */
    mail_id: number | null;
  };
  /** Captcha solutions already used, kept until their challenge expires. */
  captcha_solution: { nonce: string; expires_at: string };
  /** Rate-limit counters shared by the instances on one database; reset_at in epoch ms. */
  rate_limit_hit: { key: string; count: number; reset_at: number | string };
  /** The local statistics: a count per day (Swedish time), page path and event (ADR 0045). */
  analytics_daily: { day: string; path: string; event: string; count: number };
  /** A record system allowed to call the CDS Hooks service, known by its JWT issuer. */
  cds_client: {
    issuer: string;
    name: string;
    /** Where its JSON Web Key Set is published; null when a key is stored instead. */
    jwks_url: string | null;
    /** A public JWK (JSON) when no JWKS address is used. */
    public_key_jwk: string | null;
    /** JSON array of source names */
    sources: string;
    active: number;
    created_at: string;
  };
  /** JWT ids already accepted, kept until the token expires, so none is accepted twice. */
  cds_jwt_id: { issuer: string; jti: string; expires_at: string };
  /** A card the service gave; the patient only as a keyed hash, never the record's id. */
  cds_card: {
    uuid: string;
    /** The client's issuer; '' for an anonymous caller (development only). */
    issuer: string;
    service_id: string;
    hook_instance: string;
    patient_hash: string;
    /** The finding and the orders it is about, the same in order-select and order-sign. */
    card_key: string;
    indicator: string;
    summary: string;
    created_at: string;
  };
  cds_feedback: {
    id: Generated<number>;
    card_uuid: string;
    /** 'accepted' | 'overridden' */
    outcome: string;
    override_system: string | null;
    override_code: string | null;
    override_display: string | null;
    user_comment: string | null;
    /** JSON array of suggestion ids */
    accepted_suggestions: string;
    outcome_at: string;
    received_at: string;
  };
  system_message: {
    id: string;
    header: string;
    message: string;
    /** 'error' | 'warning' | 'info' */
    type: string;
    allow_hide: number;
    created_at: string;
  };
}

export interface UserTable {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  username: string;
  password_hash: string;
  failed_login_attempt: number;
  locked_until: string | null;
  active: number;
  /** JSON array of source names */
  sources: string;
  token_version: number;
  created_at: string;
  updated_at: string;
}

export interface KbImportTable {
  id: Generated<number>;
  kb_version: string;
  name: string;
  is_demo: number;
  published_at: string;
  imported_at: string;
  manifest: string;
  /** 1 for the import the servers serve; exactly one row has it once a KB is loaded. */
  is_active: number;
}
