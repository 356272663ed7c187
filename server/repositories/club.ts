/**
 * The TP club's reads and money moves (issue 46 item 4, contract/club/calls.ts). A member's club account is an
 * investment account of product CLUB; its moves are investment transactions. Each change is one conditional update
 * that decides (a debit only while the balance covers it; a due only while PENDING; a subscription only while ACTIVE).
 */
import { sql, type Kysely } from 'kysely';
import { istDayOf } from '../../contract/business-time.js';
import { CLUB_PRODUCT, CLUB_TXN } from '../../contract/club/calls.js';
import type { Database } from '../db/database.js';

/** Ours (README): the club's cashback rule, 1% of each subscription's amount, paise rounded down. */
export const CLUB_CASHBACK_RATE = 0.01;

export const clubAccounts = (db: Kysely<Database>) =>
  db.selectFrom('investment_accounts').where('product', '=', CLUB_PRODUCT);

/** Members: balance, holdings' current value and networth (balance + holdings). */
export async function clubMembers(db: Kysely<Database>) {
  const rows = await clubAccounts(db)
    .leftJoin('investment_holdings as h', 'h.account_id', 'investment_accounts.id')
    .select([
      'investment_accounts.id',
      'investment_accounts.account_no',
      'investment_accounts.holder_name',
      'investment_accounts.status',
      'investment_accounts.balance',
      sql<string | number | null>`sum(h.current_value)`.as('holdings'),
    ])
    .groupBy([
      'investment_accounts.id',
      'investment_accounts.account_no',
      'investment_accounts.holder_name',
      'investment_accounts.status',
      'investment_accounts.balance',
    ])
    .orderBy('investment_accounts.id')
    .execute();
  return rows.map((r) => {
    const balance = Number(r.balance);
    const holdings = Number(r.holdings ?? 0);
    return {
      id: r.id,
      accountNo: r.account_no,
      holderName: r.holder_name,
      status: r.status,
      balance,
      holdings,
      networth: Math.round((balance + holdings) * 100) / 100,
    };
  });
}

/** What came in to club accounts: successful credits summed by IST business day and transaction type, newest day first. */
export async function clubCollections(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('investment_transactions')
    .select(['txn_type', 'amount', 'created_at'])
    .where('product', '=', CLUB_PRODUCT)
    .where('status', '=', 'SUCCESS')
    .where('amount', '>', 0)
    .execute();
  const byKey = new Map<string, { day: string; txnType: string; count: number; amount: number }>();
  for (const r of rows) {
    const day = istDayOf(Number(r.created_at));
    const key = `${day}|${r.txn_type}`;
    const entry = byKey.get(key) ?? { day, txnType: r.txn_type, count: 0, amount: 0 };
    entry.count += 1;
    entry.amount = Math.round((entry.amount + Number(r.amount)) * 100) / 100;
    byKey.set(key, entry);
  }
  return [...byKey.values()].sort((a, b) => b.day.localeCompare(a.day) || a.txnType.localeCompare(b.txnType));
}

/** Per member: cashback eligible by the club's rule (1% of every subscription taken) against cashback credited. */
export async function clubCashbackCheck(db: Kysely<Database>) {
  const subs = await db.selectFrom('club_subscriptions').select(['account_id', 'amount']).execute();
  const credited = await db
    .selectFrom('investment_transactions')
    .select(['account_id', 'amount'])
    .where('product', '=', CLUB_PRODUCT)
    .where('txn_type', '=', 'CASHBACK')
    .where('status', '=', 'SUCCESS')
    .execute();
  const members = await clubAccounts(db).select(['id', 'account_no', 'holder_name']).orderBy('id').execute();
  const sum = (rows: { account_id: number; amount: number | string }[], id: number, f: (n: number) => number) =>
    rows.filter((r) => r.account_id === id).reduce((t, r) => t + f(Number(r.amount)), 0);
  return members.map((m) => {
    const eligible = sum(subs, m.id, (n) => Math.floor(n * CLUB_CASHBACK_RATE * 100) / 100);
    const got = sum(credited, m.id, (n) => n);
    const r2 = (n: number) => Math.round(n * 100) / 100;
    return {
      accountId: m.id,
      accountNo: m.account_no,
      holderName: m.holder_name,
      eligible: r2(eligible),
      credited: r2(got),
      difference: r2(eligible - got),
    };
  });
}

/** Each club account's number and holder, by id (the dues and subscriptions name their member). */
async function holders(db: Kysely<Database>) {
  const rows = await clubAccounts(db).select(['id', 'account_no', 'holder_name']).execute();
  return new Map(rows.map((r) => [r.id, { accountNo: r.account_no, holderName: r.holder_name }]));
}
const at = (n: number | null) => (n === null ? null : Number(n));

export async function interestDues(db: Kysely<Database>) {
  const [rows, who] = await Promise.all([
    db.selectFrom('club_interest_dues').selectAll().orderBy('id', 'desc').execute(),
    holders(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    ...who.get(r.account_id)!,
    period: r.period,
    amount: Number(r.amount),
    status: r.status,
    appliedBy: r.applied_by,
    appliedAt: at(r.applied_at),
  }));
}

export async function subscriptions(db: Kysely<Database>) {
  const [rows, who] = await Promise.all([
    db.selectFrom('club_subscriptions').selectAll().orderBy('id', 'desc').execute(),
    holders(db),
  ]);
  return rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    ...who.get(r.account_id)!,
    plan: r.plan,
    amount: Number(r.amount),
    status: r.status,
    createdAt: Number(r.created_at),
    refundedAmount: r.refunded_amount === null ? null : Number(r.refunded_amount),
    refundedBy: r.refunded_by,
    refundedAt: at(r.refunded_at),
  }));
}

/** A debit of a club account, only while its balance covers it: false when it does not (nothing written). */
export async function debitClub(
  db: Kysely<Database>,
  d: { accountId: number; amount: number; reference: string; remarks: string; at: number },
): Promise<boolean> {
  const moved = await db
    .updateTable('investment_accounts')
    .set((eb) => ({ balance: eb('balance', '-', d.amount), updated_at: d.at, version: eb('version', '+', 1) }))
    .where('id', '=', d.accountId)
    .where('product', '=', CLUB_PRODUCT)
    .where('balance', '>=', d.amount)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('investment_transactions')
    .values({
      account_id: d.accountId,
      product: CLUB_PRODUCT,
      txn_type: CLUB_TXN.withdraw,
      amount: -d.amount,
      status: 'SUCCESS',
      reference: d.reference,
      remarks: d.remarks,
      created_at: d.at,
      updated_at: d.at,
    })
    .execute();
  return true;
}

/** Marks a due APPLIED (only while PENDING) and credits it: null when another call applied it first. */
export async function applyDue(db: Kysely<Database>, dueId: number, by: string, remarks: string, at: number) {
  const moved = await db
    .updateTable('club_interest_dues')
    .set({ status: 'APPLIED', applied_by: by, applied_at: at })
    .where('id', '=', dueId)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  const due = await db.selectFrom('club_interest_dues').selectAll().where('id', '=', dueId).executeTakeFirstOrThrow();
  return due;
}

/** Cancels a subscription (only while ACTIVE) with its refund written on it: null when another call did first. */
export async function cancelSubscription(db: Kysely<Database>, id: number, by: string, remarks: string, at: number) {
  const sub = await db.selectFrom('club_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!sub) return null;
  const moved = await db
    .updateTable('club_subscriptions')
    .set({
      status: 'CANCELLED',
      refunded_amount: sub.amount,
      refunded_by: by,
      refunded_at: at,
      refund_remarks: remarks,
    })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1 ? sub : null;
}
