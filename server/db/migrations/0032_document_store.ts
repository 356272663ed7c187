import type { Kysely } from 'kysely';

/** The document columns (table, bytes column, key column), as they were at this migration. */
const DOCUMENT_COLUMNS = [
  ['dispute_proofs', 'content', 'content_key'],
  ['kyc_documents', 'content', 'content_key'],
  ['cpv_documents', 'content', 'content_key'],
  ['consumer_kyc_images', 'masked_content', 'masked_key'],
  ['consumer_kyc_images', 'clear_content', 'clear_key'],
] as const;

/**
 * Frozen: uploaded documents leave the database (issue 42 item 6). Each document row gets the key of its bytes in the
 * document store (server/documents/store.ts, the SHA-256 of the bytes); a row with a key keeps no bytes of its own
 * (an empty value: the bytes columns stay NOT NULL, which SQLite cannot drop without rebuilding the table). Rows
 * written before, with bytes and no key, are moved into the store when a server prepares the database
 * (documents/move.ts), and read from the row until then.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, , key] of DOCUMENT_COLUMNS)
    await db.schema.alterTable(table).addColumn(key, 'varchar(64)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, , key] of DOCUMENT_COLUMNS) await db.schema.alterTable(table).dropColumn(key).execute();
}
