import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { DocumentStore } from './store.js';

/** Every document column: its table, the bytes column and the column holding the bytes' key in the store. */
export const DOCUMENT_COLUMNS = [
  { table: 'dispute_proofs', bytes: 'content', key: 'content_key' },
  { table: 'kyc_documents', bytes: 'content', key: 'content_key' },
  { table: 'cpv_documents', bytes: 'content', key: 'content_key' },
  { table: 'consumer_kyc_images', bytes: 'masked_content', key: 'masked_key' },
  { table: 'consumer_kyc_images', bytes: 'clear_content', key: 'clear_key' },
  { table: 'mobile_change_proofs', bytes: 'content', key: 'content_key' },
  { table: 'app_banners', bytes: 'content', key: 'content_key' },
] as const satisfies readonly { table: keyof Database; bytes: string; key: string }[];

const BATCH = 50;

/**
 * Moves the bytes of document rows written before the store (migration 0032: bytes, no key) into `store`, a batch at
 * a time: each row's bytes are put first, then the row gets the key and loses its bytes, only if no key was set
 * meanwhile; so an interrupted move loses nothing and runs again from where it stopped, and two instances moving at
 * once write the same keys. The count of rows moved.
 */
export async function moveDocumentsToStore(db: Kysely<Database>, store: DocumentStore): Promise<number> {
  let moved = 0;
  for (const { table, bytes, key } of DOCUMENT_COLUMNS) {
    for (;;) {
      const { rows } = await sql<{ id: number; bytes: Uint8Array }>`select id, ${sql.ref(bytes)} as bytes
        from ${sql.table(table)}
        where ${sql.ref(key)} is null and length(${sql.ref(bytes)}) > 0
        order by id limit ${BATCH}`.execute(db);
      for (const row of rows) {
        const stored = await store.put(row.bytes);
        await sql`update ${sql.table(table)} set ${sql.ref(key)} = ${stored}, ${sql.ref(bytes)} = ${Buffer.alloc(0)}
          where id = ${row.id} and ${sql.ref(key)} is null`.execute(db);
      }
      moved += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return moved;
}
