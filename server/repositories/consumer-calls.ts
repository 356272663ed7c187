/**
 * The consumer calls' queries (issue 43 item 7, part 2; contract/consumer-calls/calls.ts): interest detail, video-KYC
 * links and their cooldown, support languages, and recharges (the bill payments whose biller category makes them a
 * 'Recharge', spec §4) with their complaints.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { RECHARGE_CATEGORIES } from '../../contract/consumer/bill-payments.js';
import { categoryOfType, type RechargeType } from '../../contract/consumer-calls/calls.js';
import type { Database } from '../db/database.js';
import type { RechargeComplaintTable } from '../db/tables/consumer-calls.js';
import { newestFirstPage } from './newest-first.js';
import { lastSendAt, passSendGate } from './send-gates.js';

type Db = Kysely<Database>;
export type RechargeComplaintRow = Selectable<RechargeComplaintTable>;

/** An account's interest detail with its account, or undefined when the account is unknown. */
export function findInterestDetail(db: Db, accountId: number) {
  return db
    .selectFrom('investment_accounts as a')
    .leftJoin('investment_interest as i', 'i.account_id', 'a.id')
    .selectAll('i')
    .select(['a.id as accountId', 'a.account_no', 'a.product', 'a.holder_name'])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}

/** The video-KYC link's cooldown gate (send-gates.ts). */
export const passVideoKycGate = (db: Db, merchantId: string, at: number, notAfter: number): Promise<boolean> =>
  passSendGate(db, 'video_kyc_gates', merchantId, at, notAfter);

export const lastVideoKycSend = (db: Db, merchantId: string): Promise<number | null> =>
  lastSendAt(db, 'video_kyc_gates', merchantId);

export async function insertVideoKycLink(
  db: Db,
  link: { linkId: string; merchantId: string; mobile: string; sentBy: string; sentAt: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('video_kyc_links')
    .values({
      link_id: link.linkId,
      merchant_id: link.merchantId,
      mobile: link.mobile,
      sent_by: link.sentBy,
      sent_at: link.sentAt,
      expires_at: link.expiresAt,
    })
    .execute();
}

export async function supportLanguageOf(db: Db, merchantId: string) {
  return db
    .selectFrom('merchant_support_languages')
    .select(['language', 'updated_at'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** Recharges: bill payments whose biller category (case-insensitive) is one of RECHARGE_CATEGORIES. */
const recharges = (db: Db) =>
  db
    .selectFrom('consumer_bill_payments as b')
    .innerJoin('consumers as c', 'c.id', 'b.consumer_id')
    .where(sql`lower(b.biller_category)`, 'in', [...RECHARGE_CATEGORIES]);

const RECHARGE_COLUMNS = [
  'b.id',
  'b.consumer_id',
  'c.mobile_number',
  'c.verified_name',
  'b.source_ref_id',
  'b.biller_category',
  'b.payment_amount',
  'b.payment_date',
  'b.update_at',
  'b.status',
  'b.payment_mode',
  'b.detail_json',
] as const;

/** A recharge's columns, and the reference of its OPEN complaint (null when none). */
const withRechargeColumns = (q: ReturnType<typeof recharges>) =>
  q
    .select([...RECHARGE_COLUMNS])
    .select((eb) =>
      eb
        .selectFrom('recharge_complaints as r')
        .select('r.reference')
        .whereRef('r.bill_payment_id', '=', 'b.id')
        .where('r.status', '=', 'OPEN')
        .as('open_complaint'),
    );

/** One page (from 0) of recharges, newest first, by type and consumer (id or mobile), with each one's open complaint. */
export async function listRecharges(
  db: Db,
  q: { page: number; limit: number; rechargeType?: RechargeType; q?: string },
) {
  let base = recharges(db);
  if (q.rechargeType) base = base.where(sql`lower(b.biller_category)`, '=', categoryOfType(q.rechargeType));
  if (q.q) {
    const text = q.q;
    base = base.where((eb) =>
      eb.or([eb('c.mobile_number', '=', text), ...(text.length <= 15 ? [eb('b.consumer_id', '=', Number(text))] : [])]),
    );
  }
  return newestFirstPage(base, withRechargeColumns, 'b.payment_date', q.page - 1, q.limit, 'b.id');
}

export function findRecharge(db: Db, id: number) {
  return withRechargeColumns(recharges(db)).where('b.id', '=', id).executeTakeFirst();
}

export type RechargeRow = NonNullable<Awaited<ReturnType<typeof findRecharge>>>;

export function complaintsOf(db: Db, billPaymentId: number): Promise<RechargeComplaintRow[]> {
  return db
    .selectFrom('recharge_complaints')
    .selectAll()
    .where('bill_payment_id', '=', billPaymentId)
    .orderBy('raised_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findOpenComplaint(db: Db, billPaymentId: number) {
  return db
    .selectFrom('recharge_complaints')
    .selectAll()
    .where('bill_payment_id', '=', billPaymentId)
    .where('status', '=', 'OPEN')
    .executeTakeFirst();
}

export const rechargeComplaintReference = (id: number) => `RC-${String(id).padStart(6, '0')}`;

/**
 * A complaint (in the caller's transaction), its reference set from its id; undefined when the recharge has an OPEN
 * one already. The partial unique index keeps one OPEN per recharge: of concurrent raises one lands, and the others'
 * ON CONFLICT DO NOTHING waits for it and inserts nothing (no error, so a transaction held open around the raise, as
 * an Idempotency-Key's is, stays usable for reading the winner).
 */
export async function insertRechargeComplaint(
  db: Db,
  c: Omit<RechargeComplaintTable, 'id' | 'reference'>,
): Promise<RechargeComplaintRow | undefined> {
  const inserted = await db
    .insertInto('recharge_complaints')
    .values({ ...c, reference: null })
    // The index's predicate as written in migration 0045 (a bound parameter would not match it on SQLite).
    .onConflict((oc) =>
      oc
        .column('bill_payment_id')
        .where(sql<boolean>`status = 'OPEN'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const { id } = inserted;
  await db
    .updateTable('recharge_complaints')
    .set({ reference: rechargeComplaintReference(id) })
    .where('id', '=', id)
    .execute();
  return db.selectFrom('recharge_complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
