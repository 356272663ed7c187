import type { Kysely, Selectable } from 'kysely';
import type { RecordKind } from '../../contract/consumer/filters.js';
import type { ConsumerRecordTable, Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';

export type ConsumerRecord = Selectable<ConsumerRecordTable>;

/** The narrowing a list accepts; a date range counts only with both ends (spec §5.8). */
export interface RecordFilter {
  status?: string | undefined;
  subType?: string | undefined;
  bankRrn?: string | undefined;
  /** Epoch seconds, inclusive. */
  from?: number | undefined;
  to?: number | undefined;
}

/** The record's stored detail. */
export const detailOf = (r: ConsumerRecord): Record<string, unknown> =>
  JSON.parse(r.detail_json) as Record<string, unknown>;

function filtered(db: Kysely<Database>, consumerId: number, kind: RecordKind, f: RecordFilter) {
  let q = db.selectFrom('consumer_records').where('consumer_id', '=', consumerId).where('kind', '=', kind);
  if (f.status) q = q.where('status', '=', f.status);
  if (f.subType) q = q.where('sub_type', '=', f.subType);
  if (f.bankRrn) q = q.where('bank_rrn', '=', f.bankRrn);
  if (f.from !== undefined && f.to !== undefined) q = q.where('at', '>=', f.from).where('at', '<=', f.to);
  return q;
}

/**
 * One page of a consumer's records of a kind, newest first; `offset` = page index × size. With `paging` (a list read
 * by page number) under a snapshot key of consumer_records (db/paging.ts snapshotOf): the one sent back, or a new one,
 * which the page then names; without it, the records as they are.
 */
export async function listRecords(
  db: Kysely<Database>,
  consumerId: number,
  kind: RecordKind,
  f: RecordFilter,
  offset: number,
  size: number,
  paging?: { snapshot?: number | undefined },
): Promise<{ rows: ConsumerRecord[]; total: number; snapshot?: number }> {
  const snapshot = paging ? await snapshotOf(db, 'consumer_records', paging.snapshot) : undefined;
  const base = () => {
    const q = filtered(db, consumerId, kind, f);
    return snapshot === undefined ? q : q.where('id', '<=', snapshot);
  };
  const [rows, count] = await Promise.all([
    base().selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(size).offset(offset).execute(),
    base()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n), ...(snapshot === undefined ? {} : { snapshot }) };
}

/** Every record of a kind (small lists: ledger, tiers, referrals), newest first. */
export async function allRecords(
  db: Kysely<Database>,
  consumerId: number,
  kind: RecordKind,
): Promise<ConsumerRecord[]> {
  return filtered(db, consumerId, kind, {}).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').execute();
}

/** The one record of a kind a consumer has (UPI profile, rewards summary, Trillion application…), if any. */
export async function oneRecord(
  db: Kysely<Database>,
  consumerId: number,
  kind: RecordKind,
): Promise<ConsumerRecord | undefined> {
  return filtered(db, consumerId, kind, {}).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}
