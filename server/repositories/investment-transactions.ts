import type { Kysely, Selectable } from 'kysely';
import type { InvestmentTxnAction } from '../../contract/investments/index.js';
import type { ApprovalRequest, Database, InvestmentTransactionTable } from '../db/database.js';
import { snapshotPage } from './newest-first.js';

type Json = Record<string, unknown>;

/** Transactions awaiting an action, and those on hold (which a release frees). */
export const ACTION_REQUIRED = 'ACTION_REQUIRED';
export const ON_HOLD = 'ON_HOLD';

/** Which status each action starts from and leads to, and what it does to the account (as data). */
export const TXN_ACTIONS: Readonly<
  Record<InvestmentTxnAction, { from: readonly string[]; to: string; balance: -1 | 0; hold: -1 | 0 | 1 }>
> = {
  FORCED_WITHDRAWAL: { from: [ACTION_REQUIRED, ON_HOLD], to: 'WITHDRAWN', balance: -1, hold: 0 },
  HOLD: { from: [ACTION_REQUIRED], to: ON_HOLD, balance: 0, hold: 1 },
  RELEASE: { from: [ON_HOLD], to: 'SUCCESS', balance: 0, hold: -1 },
};

export const toTxnDto = (t: Selectable<InvestmentTransactionTable>) => ({
  id: t.id,
  accountId: t.account_id,
  product: t.product,
  txnType: t.txn_type,
  amount: Number(t.amount),
  status: t.status,
  reference: t.reference,
  remarks: t.remarks,
  createdAt: Number(t.created_at),
  updatedAt: Number(t.updated_at),
  version: t.version,
});

export function findTxn(db: Kysely<Database>, id: number) {
  return db.selectFrom('investment_transactions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A page (from 1) of transactions: of one account, or by status (the action queue), newest first, under a snapshot
 * key (db/paging.ts snapshotOf).
 */
export async function listTxns(
  db: Kysely<Database>,
  q: { accountId?: number; status?: string; page: number; limit: number; snapshot?: number },
) {
  let base = db.selectFrom('investment_transactions');
  if (q.accountId !== undefined) base = base.where('account_id', '=', q.accountId);
  if (q.status) base = base.where('status', '=', q.status);
  const { rows, total, snapshot } = await snapshotPage(
    { db, table: 'investment_transactions', given: q.snapshot, column: 'id' },
    base,
    (b) => b.selectAll(),
    [
      ['created_at', 'desc'],
      ['id', 'desc'],
    ],
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  return { rows: rows.map(toTxnDto), total, snapshot };
}

/**
 * An approved action applied: the transaction moves on only from the status and version the maker saw (ONE
 * conditional update), then its account: a withdrawal only while the balance covers it. Null when the transaction
 * moved on; 'insufficient' when the balance does not cover it (the caller rolls back).
 */
export async function applyTxnAction(
  db: Kysely<Database>,
  request: ApprovalRequest,
  at: number,
): Promise<{ before: Json; after: Json } | null | 'insufficient'> {
  if (request.target_id === null || request.target_version === null) return null;
  const { action } = JSON.parse(request.proposed_json) as { action: InvestmentTxnAction };
  const rule = TXN_ACTIONS[action];
  const txn = await findTxn(db, request.target_id);
  if (!txn) return null;
  const moved = await db
    .updateTable('investment_transactions')
    .set((eb) => ({ status: rule.to, remarks: request.maker_remarks, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', txn.id)
    .where('version', '=', request.target_version)
    .where('status', 'in', [...rule.from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  const amount = Number(txn.amount);
  const wasHeld = txn.status === ON_HOLD;
  const holdDelta = rule.hold * amount + (action === 'FORCED_WITHDRAWAL' && wasHeld ? -amount : 0);
  let update = db
    .updateTable('investment_accounts')
    .set((eb) => ({
      balance: eb('balance', '+', rule.balance * amount),
      hold_amount: eb('hold_amount', '+', holdDelta),
      updated_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', txn.account_id);
  if (rule.balance < 0) update = update.where('balance', '>=', amount);
  const account = await update.executeTakeFirst();
  if (Number(account.numUpdatedRows) !== 1) return 'insufficient';
  return {
    before: { transactionId: txn.id, status: txn.status },
    after: { transactionId: txn.id, status: rule.to, action, amount },
  };
}

/** A credit to an account (merchant cashback, bulk deposit): its transaction and the new balance. */
export async function creditAccount(
  db: Kysely<Database>,
  c: {
    accountId: number;
    product: string;
    txnType: string;
    amount: number;
    reference: string;
    remarks: string;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('investment_transactions')
    .values({
      account_id: c.accountId,
      product: c.product,
      txn_type: c.txnType,
      amount: c.amount,
      status: 'SUCCESS',
      reference: c.reference,
      remarks: c.remarks,
      created_at: c.at,
      updated_at: c.at,
    })
    .execute();
  await db
    .updateTable('investment_accounts')
    .set((eb) => ({ balance: eb('balance', '+', c.amount), updated_at: c.at, version: eb('version', '+', 1) }))
    .where('id', '=', c.accountId)
    .execute();
}

/** The references already credited (txn type) to these accounts, as `accountId:reference`. */
export async function creditedReferences(db: Kysely<Database>, accountIds: readonly number[], txnType: string) {
  const found = new Set<string>();
  for (let i = 0; i < accountIds.length; i += 1000) {
    const rows = await db
      .selectFrom('investment_transactions')
      .select(['account_id', 'reference'])
      .where('account_id', 'in', accountIds.slice(i, i + 1000))
      .where('txn_type', '=', txnType)
      .execute();
    for (const r of rows) found.add(`${r.account_id}:${r.reference}`);
  }
  return found;
}
