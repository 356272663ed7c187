import type { Kysely, Selectable, Updateable } from 'kysely';
import type { LookupBy } from '../../contract/merchant/rules.js';
import type { Database, MerchantTable } from '../db/database.js';
import { toAuditRecord, type AuditRecord } from './audit.js';
import { newestFirstPage, type Page } from './newest-first.js';

export type MerchantRow = Selectable<MerchantTable>;

const LOOKUP_COLUMN: Record<LookupBy, 'merchant_id' | 'mobile' | 'vpa' | 'store_id'> = {
  merchantId: 'merchant_id',
  mobile: 'mobile',
  vpa: 'vpa',
  storeId: 'store_id',
};

export async function findMerchant(db: Kysely<Database>, merchantId: string): Promise<MerchantRow | undefined> {
  return db.selectFrom('merchants').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
}

/**
 * Merchants by one key (each indexed): id, mobile or VPA, or a store (the merchant's main store or any of its
 * stores). At most 20.
 */
export async function lookupMerchants(db: Kysely<Database>, by: LookupBy, value: string): Promise<MerchantRow[]> {
  if (by === 'storeId') {
    const store = await db.selectFrom('merchant_stores').select('merchant_id').where('store_id', '=', value).execute();
    const ids = [...new Set(store.map((s) => s.merchant_id))];
    let q = db.selectFrom('merchants').selectAll().where('store_id', '=', value);
    if (ids.length) q = q.union(db.selectFrom('merchants').selectAll().where('merchant_id', 'in', ids));
    return q.limit(20).execute();
  }
  return db.selectFrom('merchants').selectAll().where(LOOKUP_COLUMN[by], '=', value).orderBy('id').limit(20).execute();
}

/** A referral code held by another merchant, if any. */
export async function referralHolder(db: Kysely<Database>, code: string, merchantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('merchants')
    .select('merchant_id')
    .where('referral_code', '=', code)
    .where('merchant_id', '<>', merchantId)
    .executeTakeFirst();
  return row?.merchant_id ?? null;
}

/**
 * One conditional UPDATE of a merchant's profile: applied only when the version is the one the caller read, so
 * two editors cannot both win (the loser gets 412). Returns whether it applied.
 */
export async function updateMerchantProfile(
  db: Kysely<Database>,
  merchantId: string,
  version: number,
  set: Updateable<MerchantTable>,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('merchants')
    .set((eb) => ({ ...set, updated_at: now, version: eb('version', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A page of the audit trail of one record (newest first), e.g. a merchant's profile changes or its settlements. */
export async function recordAudit(
  db: Kysely<Database>,
  entity: string,
  entityId: string,
  page: number,
  size: number,
  snapshot?: number,
): Promise<Page<AuditRecord>> {
  const base = db.selectFrom('audit_log').where('entity', '=', entity).where('entity_id', '=', entityId);
  const read = await newestFirstPage(base, (q) => q.selectAll(), 'created_at', page, size, 'id', {
    db,
    table: 'audit_log',
    given: snapshot,
  });
  return { rows: read.rows.map(toAuditRecord), total: read.total, snapshot: read.snapshot };
}

export type { Page } from './newest-first.js';
