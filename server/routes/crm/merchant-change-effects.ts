import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { ACCOUNT_MOVED, applyBankChange } from '../../repositories/merchant-bank.js';
import { applyKycDecision } from '../../repositories/merchant-kyc.js';
import { applySettlementUnblock } from '../../repositories/settlement-unblock.js';
import { applySettlementType, SETTLEMENT_TYPE_MOVED } from '../../repositories/settlement-type.js';

export const HOLD_RELEASED = 'This settlement hold was already released.';
export const CASE_CLOSED = 'This KYC case is no longer open.';

type Change = { before: unknown; after: unknown };

/**
 * What approving each merchant change does (KIND_RULES `onApprove`, in the decision's transaction). Each applies
 * with one conditional update; when its target moved on since the request, a 409 undoes the decision too.
 */
export async function applyBankChangeEffect(
  db: Kysely<Database>,
  request: ApprovalRequest,
  _checker: Principal,
  at: number,
): Promise<Change> {
  const change = await applyBankChange(db, request, at);
  if (!change) throw new RequestError(409, ACCOUNT_MOVED);
  return change;
}

export async function applySettlementUnblockEffect(
  db: Kysely<Database>,
  request: ApprovalRequest,
  checker: Principal,
  at: number,
): Promise<Change> {
  const change = await applySettlementUnblock(db, request, checker.email, at);
  if (!change) throw new RequestError(409, HOLD_RELEASED);
  return change;
}

export async function applyKycReviewEffect(
  db: Kysely<Database>,
  request: ApprovalRequest,
  checker: Principal,
  at: number,
): Promise<Change> {
  const change = await applyKycDecision(db, request, checker.email, at);
  if (!change) throw new RequestError(409, CASE_CLOSED);
  return change;
}

export async function applySettlementTypeEffect(
  db: Kysely<Database>,
  request: ApprovalRequest,
  _checker: Principal,
  at: number,
): Promise<Change> {
  const change = await applySettlementType(db, request, at);
  if (!change) throw new RequestError(409, SETTLEMENT_TYPE_MOVED);
  return change;
}
