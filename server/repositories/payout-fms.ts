/**
 * Payout FMS (issue 45 item 4): the company's accounts (internal_accounts, the same accounts the internal transfers
 * move money between) with their ledger, the one way a balance moves (moveBalance: one conditional debit, the credit,
 * a ledger row each) and thresholds. Its transfers are read in payout-fms-transfers.ts, the payout channel
 * configuration in payout-channels.ts.
 */
import type { Kysely, Selectable } from 'kysely';
import { FMS_TRANSFER_KIND } from '../../contract/payout-fms/rules.js';
import type { Database } from '../db/database.js';
import type { InternalAccountTable } from '../db/tables/investments.js';
import { newestFirstPage } from './newest-first.js';

type AccountRow = Selectable<InternalAccountTable>;

export const accountLabel = (a: Pick<AccountRow, 'name' | 'account_no'>) => `${a.name} (${a.account_no})`;
const num = (v: number | string | null) => (v === null ? null : Number(v));

export const findAccount = (db: Kysely<Database>, id: number) =>
  db.selectFrom('internal_accounts').selectAll().where('id', '=', id).executeTakeFirst();

/** Every account with the id of the top-up waiting for a checker (an FMS transfer whose target it is), if any. */
export async function listFmsAccounts(db: Kysely<Database>) {
  const [accounts, pending] = await Promise.all([
    db.selectFrom('internal_accounts').selectAll().orderBy('id').execute(),
    db
      .selectFrom('approval_requests')
      .select(['id', 'target_id'])
      .where('kind', '=', FMS_TRANSFER_KIND)
      .where('status', '=', 'PENDING')
      .where('target_id', 'is not', null)
      .execute(),
  ]);
  return accounts.map((a) => ({
    id: a.id,
    name: a.name,
    type: a.account_type,
    bank: a.bank,
    accountNo: a.account_no,
    ifsc: a.ifsc,
    balance: Number(a.balance),
    threshold: num(a.threshold),
    topupTarget: num(a.topup_target),
    topupSourceId: a.topup_source_id,
    belowThreshold: a.threshold !== null && Number(a.balance) < Number(a.threshold),
    pendingTopUpId: pending.find((p) => p.target_id === a.id)?.id ?? null,
    version: Number(a.version),
    thresholdUpdatedBy: a.threshold_updated_by,
    thresholdUpdatedAt: num(a.threshold_updated_at),
  }));
}

/** One account's ledger page (page from 1), newest first, under the snapshot key sent back (or the newest row now). */
export async function ledgerPage(db: Kysely<Database>, accountId: number, page: number, limit: number, given?: number) {
  const base = db
    .selectFrom('fms_ledger as l')
    .leftJoin('internal_accounts as c', 'c.id', 'l.counterparty_id')
    .where('l.account_id', '=', accountId);
  const { rows, total, snapshot } = await newestFirstPage(
    base,
    (q) =>
      q.select([
        'l.id',
        'l.entry',
        'l.amount',
        'l.balance_after',
        'l.request_id',
        'l.narration',
        'l.created_at',
        'c.name as counterparty_name',
        'c.account_no as counterparty_no',
      ]),
    'l.created_at',
    page - 1,
    limit,
    'l.id',
    { db, table: 'fms_ledger', given },
  );
  return {
    total,
    snapshot,
    rows: rows.map((r) => ({
      id: r.id,
      entry: r.entry,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      requestId: r.request_id,
      narration: r.narration,
      counterparty: r.counterparty_name === null ? null : `${r.counterparty_name} (${r.counterparty_no})`,
      createdAt: Number(r.created_at),
    })),
  };
}

const balanceOf = async (db: Kysely<Database>, id: number) =>
  Number(
    (await db.selectFrom('internal_accounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance,
  );

/**
 * Moves `amount` from one account to another, in the caller's transaction: the debit is one conditional update that
 * holds only while the balance covers it ('insufficient' otherwise, nothing changed), then the credit, then a ledger
 * row for each with the balance after. Internal transfers and FMS transfers both move money through it.
 */
export async function moveBalance(
  db: Kysely<Database>,
  m: { fromId: number; toId: number; amount: number; requestId: number | null; narration: string; at: number },
): Promise<{ from: number; to: number } | 'insufficient'> {
  const debit = await db
    .updateTable('internal_accounts')
    .set((eb) => ({ balance: eb('balance', '-', m.amount), version: eb('version', '+', 1) }))
    .where('id', '=', m.fromId)
    .where('balance', '>=', m.amount)
    .executeTakeFirst();
  if (Number(debit.numUpdatedRows) !== 1) return 'insufficient';
  await db
    .updateTable('internal_accounts')
    .set((eb) => ({ balance: eb('balance', '+', m.amount), version: eb('version', '+', 1) }))
    .where('id', '=', m.toId)
    .execute();
  const [from, to] = [await balanceOf(db, m.fromId), await balanceOf(db, m.toId)];
  const row = (accountId: number, entry: string, after: number, counterparty: number) => ({
    account_id: accountId,
    entry,
    amount: m.amount,
    balance_after: after,
    counterparty_id: counterparty,
    request_id: m.requestId,
    narration: m.narration,
    created_at: m.at,
  });
  await db
    .insertInto('fms_ledger')
    .values([row(m.fromId, 'DEBIT', from, m.toId), row(m.toId, 'CREDIT', to, m.fromId)])
    .execute();
  return { from, to };
}

/**
 * The accounts whose balance is below their threshold and not yet marked, each marked by one conditional update
 * (low_alerted 0 → 1): only the caller that flips the mark raises the account's top-up, so a crossing raises once.
 * Accounts back at or above their threshold are unmarked, so the next crossing raises again.
 */
export async function claimCrossings(db: Kysely<Database>): Promise<AccountRow[]> {
  await db
    .updateTable('internal_accounts')
    .set({ low_alerted: 0 })
    .where('low_alerted', '=', 1)
    .where((eb) => eb.or([eb('threshold', 'is', null), eb('balance', '>=', eb.ref('threshold'))]))
    .execute();
  const low = await db
    .selectFrom('internal_accounts')
    .selectAll()
    .where('low_alerted', '=', 0)
    .where('threshold', 'is not', null)
    .where((eb) => eb('balance', '<', eb.ref('threshold')))
    .execute();
  const claimed: AccountRow[] = [];
  for (const a of low) {
    const flip = await db
      .updateTable('internal_accounts')
      .set({ low_alerted: 1 })
      .where('id', '=', a.id)
      .where('low_alerted', '=', 0)
      .where((eb) => eb('balance', '<', eb.ref('threshold')))
      .executeTakeFirst();
    if (Number(flip.numUpdatedRows) === 1) claimed.push(a);
  }
  return claimed;
}

/** An account's threshold, top-up target and source, on the version the editor saw (false: moved since). */
export async function setThreshold(
  db: Kysely<Database>,
  t: {
    accountId: number;
    version: number;
    threshold: number;
    topupTarget: number;
    sourceId: number;
    by: string;
    at: number;
  },
): Promise<boolean> {
  const done = await db
    .updateTable('internal_accounts')
    .set((eb) => ({
      threshold: t.threshold,
      topup_target: t.topupTarget,
      topup_source_id: t.sourceId,
      threshold_updated_by: t.by,
      threshold_updated_at: t.at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', t.accountId)
    .where('version', '=', t.version)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}
