/**
 * The consumer 360's lending calls, part B (spec §7.5, issue 46 item 6): the ledger's aggregates (excess credit,
 * outstanding, holds), the consumer's payouts (the one `payouts` table) and the excess refunds among them, the
 * consumer's bank accounts, and the conditional updates that decide a refund, a limit refresh and a QR refund
 * re-initiation.
 */
import { sql, type Kysely } from 'kysely';
import { EXCESS_HELD_STATUSES, REINITIATED } from '../../contract/consumer/lending-calls.js';
import { roundRupees } from '../../contract/money.js';
import { maskAccountNumber } from '../../contract/pii.js';
import type { Database } from '../db/database.js';
import { newestFirstPage, type PageQuery } from './newest-first.js';
import { toPayoutDto } from './payouts.js';

const changed = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

/** The ledger's settled sides: credits (SUCCESS credits), debits (SUCCESS debits with their fees), holds (HOLD debits). */
export async function ledgerTotals(db: Kysely<Database>, consumerId: number) {
  const row = await db
    .selectFrom('consumer_account_txns')
    .select([
      sql<string>`coalesce(sum(case when status = 'SUCCESS' and txn_indicator = 'CREDIT' then amount else 0 end), 0)`.as(
        'credits',
      ),
      sql<string>`coalesce(sum(case when status = 'SUCCESS' and txn_indicator = 'DEBIT' then amount + fee else 0 end), 0)`.as(
        'debits',
      ),
      sql<string>`coalesce(sum(case when status = 'HOLD' and txn_indicator = 'DEBIT' then amount + fee else 0 end), 0)`.as(
        'holds',
      ),
    ])
    .where('consumer_id', '=', consumerId)
    .executeTakeFirstOrThrow();
  const credits = roundRupees(row.credits);
  const debits = roundRupees(row.debits);
  return {
    credits,
    debits,
    holds: roundRupees(row.holds),
    /** Paid beyond what was spent. */
    excess: Math.max(0, roundRupees(credits - debits)),
    /** Spent and not yet repaid. */
    outstanding: Math.max(0, roundRupees(debits - credits)),
  };
}

/** The payouts that refund this consumer's excess, newest first, each with its payout's status. */
export async function excessRefundsOf(db: Kysely<Database>, consumerId: number) {
  const rows = await db
    .selectFrom('consumer_excess_refunds as r')
    .innerJoin('payouts as p', 'p.id', 'r.payout_id')
    .select(['r.payout_id', 'r.amount', 'r.created_at', 'p.status', 'p.transaction_id'])
    .where('r.consumer_id', '=', consumerId)
    .orderBy('r.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    payoutId: r.payout_id,
    amount: roundRupees(r.amount),
    status: r.status,
    transactionId: r.transaction_id,
    createdAt: Math.floor(Number(r.created_at) / 1000),
    holds: (EXCESS_HELD_STATUSES as readonly string[]).includes(r.status),
  }));
}

/** The consumer's payouts, newest first (the `payouts` table /postpe-payouts lists), account numbers masked. */
export async function listConsumerPayouts(
  db: Kysely<Database>,
  consumerId: number,
  { page, size, snapshot }: PageQuery,
) {
  const base = db.selectFrom('payouts').where('consumer_id', '=', String(consumerId));
  const read = await newestFirstPage(base, (q) => q.selectAll(), 'created_at', page, size, 'id', {
    db,
    table: 'payouts',
    given: snapshot,
  });
  return { rows: read.rows.map(toPayoutDto), total: read.total, snapshot: read.snapshot };
}

export type BankAccount = Awaited<ReturnType<typeof findBankAccount>>;

/** One of this consumer's bank accounts (undefined for another consumer's). */
export function findBankAccount(db: Kysely<Database>, consumerId: number, id: number) {
  const own = db.selectFrom('consumer_bank_accounts').where('consumer_id', '=', consumerId);
  return own.selectAll().where('id', '=', id).executeTakeFirst();
}

/** The consumer's bank accounts, the primary first; the number masked (the clear one only through the reveal). */
export async function listBankAccounts(db: Kysely<Database>, consumerId: number) {
  const rows = await db
    .selectFrom('consumer_bank_accounts')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .orderBy('is_primary', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((a) => ({
    id: a.id,
    accountNumber: maskAccountNumber(a.account_no) ?? '',
    ifsc: a.ifsc,
    bankName: a.bank_name,
    holderName: a.holder_name,
    verified: Number(a.verified) === 1,
    primary: Number(a.is_primary) === 1,
    addedAt: Math.floor(Number(a.created_at) / 1000),
  }));
}

/**
 * Holds the consumer's row for a change decided on what was read at `version`: one conditional update moving the
 * version on. Of two changes read at the same version, exactly one holds it; the other is refused.
 */
export async function holdConsumerAt(
  db: Kysely<Database>,
  consumerId: number,
  version: number,
  set: { used_limit?: number } = {},
): Promise<boolean> {
  const r = await db
    .updateTable('consumers')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('id', '=', consumerId)
    .where('version', '=', version)
    .executeTakeFirst();
  return changed(r);
}

/** A payout request refunding an excess (APPROVAL_PENDING, raised by `who`) and its link to the excess. */
export async function insertExcessRefund(
  db: Kysely<Database>,
  r: {
    consumerId: number;
    amount: number;
    remarks: string;
    account: NonNullable<BankAccount>;
    agentEmail: string;
    agentStaffId: number;
    at: number;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('payouts')
    .values({
      consumer_id: String(r.consumerId),
      agent_email: r.agentEmail,
      agent_staff_id: r.agentStaffId,
      approver_email: null,
      amount: r.amount,
      agent_remarks: r.remarks,
      approver_remarks: null,
      status: 'APPROVAL_PENDING',
      txn_status: 'PENDING',
      transaction_id: `EXR${r.consumerId}-${r.at}`,
      is_fee_waived: 1,
      bank_detail_id: `CBA${r.account.id}`,
      beneficiary_name: r.account.holder_name,
      account_no: r.account.account_no,
      ifsc: r.account.ifsc,
      created_at: r.at,
      updated_at: r.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('consumer_excess_refunds')
    .values({ consumer_id: r.consumerId, payout_id: id, amount: r.amount, created_at: r.at })
    .execute();
  return id;
}

/** What a re-initiated QR refund becomes: on its way again, marked so it is not re-initiated twice. */
const reinitiated = { status: 'PENDING', sub_status: REINITIATED } as const;

/** Re-initiates a FAILED QR refund not re-initiated before: one conditional update (PENDING, REINITIATED). */
export async function reinitiateQrRefund(db: Kysely<Database>, txnId: string, nowSeconds: number) {
  const r = await db
    .updateTable('consumer_account_txns')
    .set((eb) => ({ ...reinitiated, updated_at: nowSeconds, version: eb('version', '+', 1) }))
    .where('txn_id', '=', txnId)
    .where('txn_type', '=', 'QR_REFUND')
    .where('status', '=', 'FAILED')
    .where((eb) => eb.or([eb('sub_status', 'is', null), eb('sub_status', '<>', REINITIATED)]))
    .executeTakeFirst();
  return changed(r);
}
