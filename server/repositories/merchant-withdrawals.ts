import { sql, type Kysely } from 'kysely';
import { toPaise } from '../../contract/money.js';
import type { WithdrawalRequestState } from '../../contract/payment-ops/calls.js';
import type { Database } from '../db/database.js';
import { newestFirstPage, type Page } from './newest-first.js';

export interface WithdrawalQuery {
  status?: string;
  merchantId?: string;
  page: number;
  limit: number;
}

/** A request with its merchant's name and its account's balance, hold and state now. */
const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('merchant_withdrawal_requests as w')
    .leftJoin('merchants as m', 'm.merchant_id', 'w.merchant_id')
    .leftJoin('merchant_bharatswipe_accounts as a', 'a.account_id', 'w.account_id');

const COLUMNS = [
  'w.id',
  'w.request_id',
  'w.merchant_id',
  'm.name as merchant_name',
  'w.account_id',
  'a.status as account_status',
  'a.balance',
  'a.hold_amount',
  'w.amount',
  'w.charges',
  'w.status',
  'w.merchant_note',
  'w.requested_at',
  'w.decided_by',
  'w.decided_at',
  'w.remarks',
  'w.balance_after',
  'w.withdrawal_id',
  'w.version',
] as const;

/** /merchant-withdrawal: a page of requests, newest first, by state and merchant, with the total. */
export function listWithdrawalRequests(db: Kysely<Database>, f: WithdrawalQuery) {
  let base = joined(db);
  if (f.status) base = base.where('w.status', '=', f.status);
  if (f.merchantId) base = base.where('w.merchant_id', '=', f.merchantId);
  return newestFirstPage(base, (q) => q.select(COLUMNS), 'w.requested_at', f.page - 1, f.limit, 'w.id');
}

export function findWithdrawalRequest(db: Kysely<Database>, id: number) {
  return joined(db).select(COLUMNS).where('w.id', '=', id).executeTakeFirst();
}

export type WithdrawalRequestRow = NonNullable<Awaited<ReturnType<typeof findWithdrawalRequest>>>;
export type WithdrawalRequestPage = Page<WithdrawalRequestRow>;

/** Pure: an account's balance available to withdraw (balance less the amount on hold), in rupees. */
export const availableOf = (r: { balance: unknown; hold_amount: unknown }): number =>
  (toPaise(r.balance as number) - toPaise(r.hold_amount as number)) / 100;

/**
 * ONE conditional UPDATE: the request moves from the state and version read, or not at all (false: another decision
 * won the race).
 */
export async function moveWithdrawalRequest(
  db: Kysely<Database>,
  r: Pick<WithdrawalRequestRow, 'id' | 'status' | 'version'>,
  to: WithdrawalRequestState,
  by: { email: string; remarks: string; at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_withdrawal_requests')
    .set((eb) => ({
      status: to,
      decided_by: by.email,
      decided_at: by.at,
      remarks: by.remarks,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', r.id)
    .where('status', '=', r.status)
    .where('version', '=', r.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * ONE conditional UPDATE: the account is debited by `amount` only while it is ACTIVE and its balance less its hold
 * covers it (the balance checked where it is kept, so two approvals on one account cannot overdraw it); the balance
 * after, or null when refused.
 */
export async function debitBharatSwipeAccount(
  db: Kysely<Database>,
  accountId: string,
  amount: number,
): Promise<number | null> {
  const result = await db
    .updateTable('merchant_bharatswipe_accounts')
    .set({ balance: sql<number>`balance - ${amount}` })
    .where('account_id', '=', accountId)
    .where('status', '=', 'ACTIVE')
    .where(sql<boolean>`balance - hold_amount >= ${amount}`)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('merchant_bharatswipe_accounts')
    .select('balance')
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return toPaise(row.balance) / 100;
}

/** After an approval: the balance after and the withdrawal written to the merchant's Bharat Swipe withdrawals. */
export async function recordApprovedWithdrawal(
  db: Kysely<Database>,
  r: WithdrawalRequestRow,
  balanceAfter: number,
  at: number,
): Promise<string> {
  const withdrawalId = `BSW-${r.request_id}`;
  await db
    .updateTable('merchant_withdrawal_requests')
    .set({ balance_after: balanceAfter, withdrawal_id: withdrawalId })
    .where('id', '=', r.id)
    .execute();
  await db
    .insertInto('merchant_bharatswipe_withdrawals')
    .values({
      merchant_id: r.merchant_id,
      withdrawal_id: withdrawalId,
      account_id: r.account_id,
      amount: r.amount,
      charges: r.charges,
      status: 'INITIATED',
      utr: null,
      failure_reason: null,
      created_at: at,
    })
    .execute();
  return withdrawalId;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : toPaise(v as number) / 100);

/** The wire shape: rupees (two decimals at most), times in epoch ms. */
export function toWithdrawalRequestDto(r: WithdrawalRequestRow) {
  return {
    id: Number(r.id),
    requestId: r.request_id,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name ?? r.merchant_id,
    accountId: r.account_id,
    accountStatus: r.account_status ?? 'UNKNOWN',
    balance: num(r.balance) ?? 0,
    available: r.balance === null ? 0 : availableOf(r as { balance: unknown; hold_amount: unknown }),
    amount: num(r.amount) ?? 0,
    charges: num(r.charges) ?? 0,
    status: r.status as WithdrawalRequestState,
    merchantNote: r.merchant_note,
    requestedAt: Number(r.requested_at),
    decidedBy: r.decided_by,
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    remarks: r.remarks,
    balanceAfter: num(r.balance_after),
    withdrawalId: r.withdrawal_id,
    version: Number(r.version),
  };
}
