import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import { countOf } from './newest-first.js';
import { moveBalance } from './payout-fms.js';

type Json = Record<string, unknown>;

export function listInternalAccounts(db: Kysely<Database>) {
  return db.selectFrom('internal_accounts').selectAll().orderBy('id').execute();
}

export function findInternalAccount(db: Kysely<Database>, id: number) {
  return db.selectFrom('internal_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export const toInternalAccountDto = (a: Awaited<ReturnType<typeof listInternalAccounts>>[number]) => ({
  id: a.id,
  name: a.name,
  bank: a.bank,
  accountNo: a.account_no,
  ifsc: a.ifsc,
  balance: Number(a.balance),
});

export async function insertTransfer(
  db: Kysely<Database>,
  t: {
    requestId: number;
    fromAccountId: number;
    toAccountId: number;
    amount: number;
    channel: string;
    makerEmail: string;
    remarks: string;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('internal_transfers')
    .values({
      request_id: t.requestId,
      from_account_id: t.fromAccountId,
      to_account_id: t.toAccountId,
      amount: t.amount,
      channel: t.channel,
      status: 'PENDING',
      maker_email: t.makerEmail,
      remarks: t.remarks,
      created_at: t.at,
    })
    .execute();
}

export const transferOfRequest = (db: Kysely<Database>, requestId: number) =>
  db.selectFrom('internal_transfers').selectAll().where('request_id', '=', requestId).executeTakeFirst();

/**
 * The history: newest first, each transfer with its accounts and its status — SUCCESS once executed, else its
 * request's (PENDING, REJECTED); under a snapshot key (db/paging.ts snapshotOf; the one sent back, else the largest
 * transfer id now): transfers raised since are left out of the page and its total.
 */
export async function listTransfers(
  db: Kysely<Database>,
  page: number,
  limit: number,
  status?: string,
  given?: number,
) {
  const snapshot = await snapshotOf(db, 'internal_transfers', given);
  let base = db
    .selectFrom('internal_transfers as t')
    .innerJoin('approval_requests as r', 'r.id', 't.request_id')
    .innerJoin('internal_accounts as f', 'f.id', 't.from_account_id')
    .innerJoin('internal_accounts as d', 'd.id', 't.to_account_id')
    .where('t.id', '<=', snapshot);
  if (status === 'SUCCESS') base = base.where('t.status', '=', 'SUCCESS');
  else if (status) base = base.where('t.status', '<>', 'SUCCESS').where('r.status', '=', status);
  const rows = await base
    .select([
      't.id',
      't.request_id',
      't.amount',
      't.channel',
      't.status as transfer_status',
      'r.status as request_status',
      't.utr',
      't.maker_email',
      't.checker_email',
      'r.checker_email as request_checker',
      'r.checker_remarks',
      't.remarks',
      't.created_at',
      't.decided_at',
      'r.decided_at as request_decided_at',
      'f.name as from_name',
      'f.account_no as from_account_no',
      'd.name as to_name',
      'd.account_no as to_account_no',
    ])
    .orderBy('t.created_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const n = await countOf(base);
  return {
    total: n,
    snapshot,
    rows: rows.map((r) => ({
      id: r.id,
      requestId: r.request_id,
      amount: Number(r.amount),
      channel: r.channel,
      status: r.transfer_status === 'SUCCESS' ? 'SUCCESS' : r.request_status,
      utr: r.utr,
      fromAccount: `${r.from_name} (${r.from_account_no})`,
      toAccount: `${r.to_name} (${r.to_account_no})`,
      makerEmail: r.maker_email,
      checkerEmail: r.checker_email ?? r.request_checker,
      checkerRemarks: r.checker_remarks,
      remarks: r.remarks,
      createdAt: Number(r.created_at),
      decidedAt:
        r.decided_at === null
          ? r.request_decided_at === null
            ? null
            : Number(r.request_decided_at)
          : Number(r.decided_at),
    })),
  };
}

/**
 * An approved transfer executed: the transfer row PENDING → SUCCESS (one conditional update), then the debit only
 * while the balance covers it (another conditional update), then the credit, each with its ledger row
 * (payout-fms.ts moveBalance). 'insufficient' leaves nothing applied (the caller throws, rolling the transaction back).
 */
export async function executeTransfer(
  db: Kysely<Database>,
  request: ApprovalRequest,
  checkerEmail: string,
  at: number,
): Promise<{ before: Json; after: Json } | 'gone' | 'insufficient'> {
  const transfer = await transferOfRequest(db, request.id);
  if (!transfer) return 'gone';
  const utr = `IAT${String(at).slice(-9)}${String(transfer.id).padStart(4, '0')}`;
  const moved = await db
    .updateTable('internal_transfers')
    .set({ status: 'SUCCESS', utr, checker_email: checkerEmail, decided_at: at })
    .where('id', '=', transfer.id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return 'gone';
  const amount = Number(transfer.amount);
  // The one way a balance moves (payout-fms.ts): a conditional debit, the credit, a ledger row for each.
  const move = await moveBalance(db, {
    fromId: transfer.from_account_id,
    toId: transfer.to_account_id,
    amount,
    requestId: request.id,
    narration: `Internal transfer ${utr}`,
    at,
  });
  if (move === 'insufficient') return 'insufficient';
  return {
    before: { transferId: transfer.id, status: 'PENDING' },
    after: { transferId: transfer.id, status: 'SUCCESS', utr, amount, channel: transfer.channel },
  };
}
