import { RequestError } from '../../plugins/validation.js';
import { claimChannelUsage } from '../../repositories/guardrail-usage.js';
import { applyGuardrailRequest, payoutGuardrailOf, type GuardrailTable } from '../../repositories/guardrails.js';
import { applyAccountLimit } from '../../repositories/investment-accounts.js';
import { applyTxnAction } from '../../repositories/investment-transactions.js';
import { executeTransfer, transferOfRequest } from '../../repositories/internal-transfers.js';
import { appliedOr409, type Effect } from '../crm/approval-effect.js';
import { raiseCrossedTopUps } from '../payouts/fms-effects.js';

export const GUARDRAIL_MOVED = 'The guardrail changed after this request was raised; raise a new request.';
export const ACCOUNT_MOVED = 'The account changed after this request was raised; raise a new request.';
export const TXN_MOVED = 'The transaction changed after this request was raised; raise a new request.';
export const TRANSFER_GONE = 'The transfer of this request no longer exists.';
export const INSUFFICIENT_BALANCE = 'Insufficient balance in the account to debit.';
/** A refusal by a guardrail: the action is valid but breaks an active cap. */
export const GUARDRAIL_STATUS = 422;

const guardrailEffect = (table: GuardrailTable): Effect =>
  appliedOr409(
    (db, request, checker, at) => applyGuardrailRequest(db, table, request, checker.email, at),
    GUARDRAIL_MOVED,
  );

/** Approving a deposit or payout guardrail request applies it on the version the maker saw (else 409). */
export const applyDepositGuardrail = guardrailEffect('deposit_guardrails');
export const applyPayoutGuardrail = guardrailEffect('payout_guardrails');

/**
 * Approving an internal transfer executes it, unless it would break the active payout guardrail of its channel
 * (422, naming the guardrail and the limit; nothing decided) or the debited account cannot cover it (409). The check
 * claims the transfer's share of the channel's day in one conditional update, so concurrent approvals cannot together
 * pass a daily cap.
 */
export const executeInternalTransfer: Effect = async (db, request, checker, at) => {
  const transfer = await transferOfRequest(db, request.id);
  if (!transfer) throw new RequestError(409, TRANSFER_GONE);
  const guardrail = await payoutGuardrailOf(db, transfer.channel);
  const breach = await claimChannelUsage(db, guardrail, transfer.channel, Number(transfer.amount), at);
  if (breach) throw new RequestError(GUARDRAIL_STATUS, breach);
  const done = await executeTransfer(db, request, checker.email, at);
  if (done === 'gone') throw new RequestError(409, TRANSFER_GONE);
  if (done === 'insufficient') throw new RequestError(409, INSUFFICIENT_BALANCE);
  // A debit that takes a company account below its FMS threshold raises its top-up (issue 45 item 4).
  await raiseCrossedTopUps(db, checker, at);
  return done;
};

/** Approving a transaction action applies it from the status the maker saw. */
export const applyInvestmentTxnAction: Effect = async (db, request, _checker, at) => {
  const done = await applyTxnAction(db, request, at);
  if (done === 'insufficient') throw new RequestError(409, INSUFFICIENT_BALANCE);
  if (!done) throw new RequestError(409, TXN_MOVED);
  return done;
};

/** Approving an account limit change applies it on the version the maker saw. */
export const applyInvestmentLimit = appliedOr409(
  (db, request, _checker, at) => applyAccountLimit(db, request, at),
  ACCOUNT_MOVED,
);
