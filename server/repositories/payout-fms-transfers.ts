/** The FMS transfers (issue 45 item 4) as their maker-checker requests read them: a page of them, and one as a DTO. */
import type { Kysely } from 'kysely';
import { FMS_TRANSFER_KIND } from '../../contract/payout-fms/rules.js';
import type { ApprovalRequest, Database } from '../db/database.js';
import { newestFirstPage } from './newest-first.js';

/** The FMS transfers (their requests), newest first, page from 1; optionally one state or one mode. */
export async function listFmsTransfers(
  db: Kysely<Database>,
  q: { page: number; limit: number; status?: string; mode?: string; snapshot?: number },
) {
  let base = db.selectFrom('approval_requests').where('kind', '=', FMS_TRANSFER_KIND);
  if (q.status) base = base.where('status', '=', q.status);
  if (q.mode) base = base.where('product_type', '=', q.mode);
  const { rows, total, snapshot } = await newestFirstPage(
    base,
    (b) => b.selectAll(),
    'created_at',
    q.page - 1,
    q.limit,
    'id',
    { db, table: 'approval_requests', given: q.snapshot },
  );
  return { total, snapshot, rows: (rows as ApprovalRequest[]).map(toFmsTransferDto) };
}

export interface FmsProposed {
  mode: string;
  fromAccountId: number;
  toAccountId: number;
  fromAccount: string;
  toAccount: string;
  amount: number;
}

export function toFmsTransferDto(r: ApprovalRequest) {
  const p = JSON.parse(r.proposed_json) as FmsProposed;
  return {
    id: r.id,
    mode: p.mode,
    fromAccountId: p.fromAccountId,
    toAccountId: p.toAccountId,
    fromAccount: p.fromAccount,
    toAccount: p.toAccount,
    amount: p.amount,
    status: r.status,
    makerId: r.maker_id,
    makerEmail: r.maker_email,
    makerRemarks: r.maker_remarks,
    checkerEmail: r.checker_email,
    checkerRemarks: r.checker_remarks,
    createdAt: Number(r.created_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
  };
}
