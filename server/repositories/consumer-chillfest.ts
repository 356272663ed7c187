import type { Kysely } from 'kysely';
import type { ChillfestEntry } from '../../contract/consumer/chillfest.js';
import type { Database } from '../db/database.js';
import { detailOf, listRecords, type ConsumerRecord } from './consumer-records.js';

const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A Postpe Chillfest entry (ours: the spec names the tab only). */
export function toChillfestDto(r: ConsumerRecord): ChillfestEntry {
  const d = detailOf(r);
  return {
    id: Number(r.id),
    chillfestId: r.record_id,
    campaignName: String(d.campaignName ?? ''),
    taskName: String(d.taskName ?? ''),
    progress: String(d.progress ?? ''),
    enrolledAt: Number(r.at),
    completedAt: numOrNull(d.completedAt),
    status: r.status ?? '',
    rewardType: r.sub_type ?? String(d.rewardType ?? ''),
    rewardAmount: r.amount === null ? 0 : Number(r.amount),
    expiry: numOrNull(d.expiry),
  };
}

/**
 * One page (pageNum from 0) of a consumer's Chillfest entries, newest first (an indexed range scan); with `paging`,
 * under a snapshot key (consumer-records.ts listRecords).
 */
export async function listChillfest(
  db: Kysely<Database>,
  consumerId: number,
  pageNum: number,
  pageSize: number,
  paging?: { snapshot?: number | undefined },
) {
  const page = await listRecords(db, consumerId, 'CHILLFEST', {}, pageNum * pageSize, pageSize, paging);
  return { rows: page.rows.map(toChillfestDto), total: page.total, snapshot: page.snapshot };
}
