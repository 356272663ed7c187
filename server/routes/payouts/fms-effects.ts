import type { Kysely } from 'kysely';
import {
  FMS_MESSAGES as M,
  FMS_TRANSFER_KIND,
  insufficientMessage,
  thresholdRemarks,
  topUpAmount,
} from '../../../contract/payout-fms/rules.js';
import type { Database } from '../../db/database.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { insertRequest, pendingRequestOn } from '../../repositories/maker-checker.js';
import { accountLabel, claimCrossings, findAccount, moveBalance } from '../../repositories/payout-fms.js';
import { applyChannelChange } from '../../repositories/payout-channels.js';
import type { FmsProposed } from '../../repositories/payout-fms-transfers.js';
import { appliedOr409, type Effect } from '../crm/approval-effect.js';

/** The audit names of the two kinds (maker-checker-decide.ts KIND_RULES reads them too). */
export const FMS_TRANSFER_AUDIT = 'fms_transfer_request';
export const CHANNEL_CHANGE_AUDIT = 'payout_config_change_request';

/**
 * The automatic top-ups (spec §2.3 /payout/threshold-fund-transfer): every account that has just crossed below its
 * threshold (repositories/payout-fms.ts claimCrossings: once per crossing) gets a PENDING FMS transfer from its top-up
 * source for what brings it back to its target, raised in the name of `maker` (whose action took it below, so a
 * second person approves it). An account with no source, or whose top-up already waits, gets none.
 */
export async function raiseCrossedTopUps(db: Kysely<Database>, maker: { staffId: number; email: string }, at: number) {
  for (const account of await claimCrossings(db)) {
    if (account.topup_source_id === null || (await pendingRequestOn(db, FMS_TRANSFER_KIND as never, account.id)))
      continue;
    const source = await findAccount(db, account.topup_source_id);
    const amount = topUpAmount({
      balance: Number(account.balance),
      threshold: Number(account.threshold),
      topupTarget: account.topup_target === null ? null : Number(account.topup_target),
    });
    if (!source || amount <= 0) continue;
    const proposed: FmsProposed = {
      mode: 'THRESHOLD',
      fromAccountId: source.id,
      toAccountId: account.id,
      fromAccount: accountLabel(source),
      toAccount: accountLabel(account),
      amount,
    };
    const row = await insertRequest(db, {
      kind: FMS_TRANSFER_KIND,
      productType: 'THRESHOLD',
      targetId: account.id,
      targetVersion: null,
      proposed: { ...proposed },
      previous: null,
      maker,
      remarks: thresholdRemarks(accountLabel(account), Number(account.threshold)),
      at,
    });
    await writeAudit(db, {
      actor: maker,
      action: `${FMS_TRANSFER_AUDIT}.create`,
      entity: 'approval_requests',
      entityId: row.id,
      after: { ...proposed, automatic: true },
      at,
    });
  }
}

/**
 * Approving an FMS transfer moves the balances once (moveBalance: one conditional debit, the credit, two ledger rows;
 * the decision's own conditional update already lets only one approval through). An account that cannot cover the
 * amount now refuses it with 409 naming the balance, and the request stays pending. A debit that takes an account
 * below its threshold raises that account's top-up.
 */
export const applyFmsTransfer: Effect = async (db, request, checker, at) => {
  const p = JSON.parse(request.proposed_json) as FmsProposed;
  const [from, to] = [await findAccount(db, p.fromAccountId), await findAccount(db, p.toAccountId)];
  if (!from || !to) throw new RequestError(409, M.transferGone);
  const moved = await moveBalance(db, {
    fromId: from.id,
    toId: to.id,
    amount: p.amount,
    requestId: request.id,
    narration: `FMS ${p.mode.toLowerCase()} transfer #${request.id}`,
    at,
  });
  if (moved === 'insufficient')
    throw new RequestError(409, insufficientMessage(accountLabel(from), Number(from.balance), p.amount));
  await raiseCrossedTopUps(db, checker, at);
  return {
    before: { [p.fromAccount]: Number(from.balance), [p.toAccount]: Number(to.balance) },
    after: { [p.fromAccount]: moved.from, [p.toAccount]: moved.to, amount: p.amount },
  };
};

/** Approving a payout channel change applies it on the version the maker saw (changed since: 409). */
export const applyChannelChangeEffect = appliedOr409(
  (db, request, checker, at) => applyChannelChange(db, request, checker.email, at),
  M.configMoved,
);
