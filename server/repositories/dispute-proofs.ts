import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function findProof(db: Db, id: number) {
  return db
    .selectFrom('dispute_proofs')
    .innerJoin('disputes', 'disputes.id', 'dispute_proofs.dispute_id')
    .select([
      'dispute_proofs.id',
      'dispute_proofs.file_name',
      'dispute_proofs.media_type',
      'dispute_proofs.content',
      'dispute_proofs.content_key',
      'disputes.source_product',
    ])
    .where('dispute_proofs.id', '=', id)
    .executeTakeFirst();
}

/** A proof to record: its bytes already in the document store under `key` (documents/store.ts). */
export interface ProofProps {
  proofType: string;
  fileName: string;
  mediaType: string;
  key: string;
  size: number;
}

/** What a row whose bytes are in the document store keeps in its bytes column (migration 0032). */
const IN_STORE = Buffer.alloc(0);

export async function insertProofs(
  db: Db,
  disputeId: number,
  proofs: readonly ProofProps[],
  at: number,
): Promise<void> {
  if (!proofs.length) return;
  await db
    .insertInto('dispute_proofs')
    .values(
      proofs.map((p) => ({
        dispute_id: disputeId,
        proof_type: p.proofType,
        file_name: p.fileName,
        media_type: p.mediaType,
        size_bytes: p.size,
        content: IN_STORE,
        content_key: p.key,
        created_at: at,
      })),
    )
    .execute();
}

/** The proofs of a case, without their bytes (for its DTO). */
export function listProofs(db: Db, disputeId: number) {
  return db
    .selectFrom('dispute_proofs')
    .select(['id', 'dispute_id', 'proof_type', 'file_name', 'media_type', 'size_bytes'])
    .where('dispute_id', '=', disputeId)
    .execute();
}

/** One more proof for a case; its id. */
export async function insertProof(db: Db, disputeId: number, proof: ProofProps, at: number): Promise<number> {
  const row = await db
    .insertInto('dispute_proofs')
    .values({
      dispute_id: disputeId,
      proof_type: proof.proofType,
      file_name: proof.fileName,
      media_type: proof.mediaType,
      size_bytes: proof.size,
      content: IN_STORE,
      content_key: proof.key,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
