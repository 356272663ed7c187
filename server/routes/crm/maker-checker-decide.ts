import type { Kysely } from 'kysely';
import { keysFor, type AccessRules } from '../../../contract/binding.js';
import { REQUEST_KIND_ACCESS } from '../../../contract/approvals/calls.js';
import type { PermissionKey } from '../../../contract/permissions.js';
import { maskPayload } from '../../../contract/merchant/masked-fields.js';
import type { ApprovalRequest, Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { decidePending, findRequest, toDtos, type Viewer } from '../../repositories/maker-checker.js';
import { applyLimitChange } from '../../repositories/transaction-limits.js';
import { REQUEST_KINDS, type RequestKind } from './maker-checker-schema.js';
import { applyAccountLimit } from '../../repositories/consumer-accounts.js';
import {
  applyBankChangeEffect,
  applyKycReviewEffect,
  applySettlementTypeEffect,
  applySettlementUnblockEffect,
  applyMobileChangeEffect,
} from './merchant-change-effects.js';
import {
  applyDepositGuardrail,
  applyInvestmentLimit,
  applyInvestmentTxnAction,
  applyPayoutGuardrail,
  executeInternalTransfer,
} from '../investment/request-effects.js';
import { applyP2pAddMoney } from '../investment/p2p-effects.js';
import { applyGoodwillCashback } from './goodwill-cashback-effect.js';
import type { Effect } from './approval-effect.js';
import { applyMerchantRefund } from '../merchant-support/merchant-refund-effect.js';
import { applyMccChangeEffect } from './merchant-change-effects.js';
import { applySpeakerWaiver } from './speaker-waiver-effect.js';
import { applyMdrChangeEffect, applyRentalChangeEffect } from './swipe-commercial-effects.js';
import { applyTimeoutChangeEffect } from '../investment/pg-timeout-effect.js';
import { applyDeviceRefundEffect } from './device-refund-effect.js';
import {
  applyChannelChangeEffect,
  applyFmsTransfer,
  CHANNEL_CHANGE_AUDIT,
  FMS_TRANSFER_AUDIT,
} from '../payouts/fms-effects.js';
import { applyQrPriority } from './qr-priority-effect.js';
import { applyRiskRuleChange } from './risk-rule-effect.js';
import { applyClubForceWithdraw } from '../investment/club-effect.js';
import { applyCampaignLaunch } from './postpe-campaign-effect.js';
import { applyBplPlanChange } from './bpl-plan-effect.js';
import { applyInsuranceCancel } from './insurance-cancel-effect.js';
import { applyVerifiedName } from './verified-name-effect.js';

export const SELF_DECISION_MESSAGE = 'You cannot approve or reject a request you raised.';
export const ALREADY_DECIDED_MESSAGE = 'This request has already been decided.';
export const NOT_FOUND_MESSAGE = 'No Record Found!';
export const TARGET_GONE_MESSAGE = 'The limit configuration of this request no longer exists.';

/**
 * Approving a limit change applies it to the limit row. A row deleted since, or a value it changes that another
 * approval changed since the maker saw it, is a 409 and the decision is undone.
 */
const applyLimit: Effect = async (db, request, checker, at) => {
  if (request.target_id === null) return null;
  const change = await applyLimitChange(db, request, checker.email, at);
  if (!change) throw new RequestError(409, TARGET_GONE_MESSAGE);
  if (change === 'changed') throw new RequestError(409, LIMIT_CHANGED_MESSAGE);
  return change;
};
export const LIMIT_CHANGED_MESSAGE =
  'A value this request changes was changed by another approval since it was raised; raise it again.';

/** Approving a consumer's limit update applies it on the version the maker saw (changed since: 409, undone). */
const applyConsumerLimit: Effect = async (db, request, _checker, _at) => {
  if (request.target_id === null || request.target_version === null) return null;
  const proposed = JSON.parse(request.proposed_json) as { account_limit: number };
  const previous = JSON.parse(request.previous_json ?? '{}') as { account_limit?: number };
  if (!(await applyAccountLimit(db, request.target_id, request.target_version, proposed.account_limit)))
    throw new RequestError(409, CONSUMER_CHANGED_MESSAGE);
  return { before: previous, after: { account_limit: proposed.account_limit } };
};
export const CONSUMER_CHANGED_MESSAGE = 'The consumer changed since this limit request was raised; raise it again.';

/**
 * Each kind as data: its binding's rules (contract/approvals/calls.ts REQUEST_KIND_ACCESS: the keys that `raise` and
 * `decide` it, which the console and the declared decision endpoints read too), its audit name and what approval
 * does. An approved goodwill cashback is credited to the consumer's cashback ledger (goodwill-cashback-effect.ts).
 */
export const KIND_RULES: Record<RequestKind, { access: AccessRules; audit: string; onApprove?: Effect }> = {
  LIMIT: { access: REQUEST_KIND_ACCESS.LIMIT, audit: 'limit_request', onApprove: applyLimit },
  CASHBACK: { access: REQUEST_KIND_ACCESS.CASHBACK, audit: 'cashback_request', onApprove: applyGoodwillCashback },
  CONSUMER_LIMIT: {
    access: REQUEST_KIND_ACCESS.CONSUMER_LIMIT,
    audit: 'consumer_limit_request',
    onApprove: applyConsumerLimit,
  },
  BANK_CHANGE: {
    access: REQUEST_KIND_ACCESS.BANK_CHANGE,
    audit: 'bank_change_request',
    onApprove: applyBankChangeEffect,
  },
  SETTLEMENT_UNBLOCK: {
    access: REQUEST_KIND_ACCESS.SETTLEMENT_UNBLOCK,
    audit: 'settlement_unblock_request',
    onApprove: applySettlementUnblockEffect,
  },
  KYC_REVIEW: { access: REQUEST_KIND_ACCESS.KYC_REVIEW, audit: 'kyc_review_request', onApprove: applyKycReviewEffect },
  DEPOSIT_GUARDRAIL: {
    access: REQUEST_KIND_ACCESS.DEPOSIT_GUARDRAIL,
    audit: 'deposit_guardrail_request',
    onApprove: applyDepositGuardrail,
  },
  PAYOUT_GUARDRAIL: {
    access: REQUEST_KIND_ACCESS.PAYOUT_GUARDRAIL,
    audit: 'payout_guardrail_request',
    onApprove: applyPayoutGuardrail,
  },
  INTERNAL_TRANSFER: {
    access: REQUEST_KIND_ACCESS.INTERNAL_TRANSFER,
    audit: 'internal_transfer_request',
    onApprove: executeInternalTransfer,
  },
  INVESTMENT_TXN: {
    access: REQUEST_KIND_ACCESS.INVESTMENT_TXN,
    audit: 'investment_txn_request',
    onApprove: applyInvestmentTxnAction,
  },
  INVESTMENT_LIMIT: {
    access: REQUEST_KIND_ACCESS.INVESTMENT_LIMIT,
    audit: 'investment_limit_request',
    onApprove: applyInvestmentLimit,
  },
  SETTLEMENT_TYPE: {
    access: REQUEST_KIND_ACCESS.SETTLEMENT_TYPE,
    audit: 'settlement_type_request',
    onApprove: applySettlementTypeEffect,
  },
  P2P_ADD_MONEY: {
    access: REQUEST_KIND_ACCESS.P2P_ADD_MONEY,
    audit: 'p2p_add_money_request',
    onApprove: applyP2pAddMoney,
  },
  MOBILE_CHANGE: {
    access: REQUEST_KIND_ACCESS.MOBILE_CHANGE,
    audit: 'mobile_change_request',
    onApprove: applyMobileChangeEffect,
  },
  MERCHANT_REFUND: {
    access: REQUEST_KIND_ACCESS.MERCHANT_REFUND,
    audit: 'merchant_refund_request',
    onApprove: applyMerchantRefund,
  },
  MCC_CHANGE: { access: REQUEST_KIND_ACCESS.MCC_CHANGE, audit: 'mcc_change_request', onApprove: applyMccChangeEffect },
  SPEAKER_RENT_WAIVER: {
    access: REQUEST_KIND_ACCESS.SPEAKER_RENT_WAIVER,
    audit: 'speaker_rent_waiver_request',
    onApprove: applySpeakerWaiver,
  },
  MDR_CHANGE: { access: REQUEST_KIND_ACCESS.MDR_CHANGE, audit: 'mdr_change_request', onApprove: applyMdrChangeEffect },
  RENTAL_CHANGE: {
    access: REQUEST_KIND_ACCESS.RENTAL_CHANGE,
    audit: 'rental_change_request',
    onApprove: applyRentalChangeEffect,
  },
  PG_TIMEOUT_CHANGE: {
    access: REQUEST_KIND_ACCESS.PG_TIMEOUT_CHANGE,
    audit: 'pg_timeout_change_request',
    onApprove: applyTimeoutChangeEffect,
  },
  DEVICE_REFUND: {
    access: REQUEST_KIND_ACCESS.DEVICE_REFUND,
    audit: 'device_refund_request',
    onApprove: applyDeviceRefundEffect,
  },
  FMS_TRANSFER: { access: REQUEST_KIND_ACCESS.FMS_TRANSFER, audit: FMS_TRANSFER_AUDIT, onApprove: applyFmsTransfer },
  PAYOUT_CONFIG_CHANGE: {
    access: REQUEST_KIND_ACCESS.PAYOUT_CONFIG_CHANGE,
    audit: CHANNEL_CHANGE_AUDIT,
    onApprove: applyChannelChangeEffect,
  },
  QR_PRIORITY: { access: REQUEST_KIND_ACCESS.QR_PRIORITY, audit: 'qr_priority_request', onApprove: applyQrPriority },
  RISK_RULE_CHANGE: {
    access: REQUEST_KIND_ACCESS.RISK_RULE_CHANGE,
    audit: 'risk_rule_request',
    onApprove: applyRiskRuleChange,
  },
  CLUB_FORCE_WITHDRAW: {
    access: REQUEST_KIND_ACCESS.CLUB_FORCE_WITHDRAW,
    audit: 'club_force_withdraw_request',
    onApprove: applyClubForceWithdraw,
  },
  CAMPAIGN_LAUNCH: {
    access: REQUEST_KIND_ACCESS.CAMPAIGN_LAUNCH,
    audit: 'campaign_launch_request',
    onApprove: applyCampaignLaunch,
  },
  INSURANCE_CANCEL: {
    access: REQUEST_KIND_ACCESS.INSURANCE_CANCEL,
    audit: 'insurance_cancel_request',
    onApprove: applyInsuranceCancel,
  },
  VERIFIED_NAME: {
    access: REQUEST_KIND_ACCESS.VERIFIED_NAME,
    audit: 'verified_name_request',
    onApprove: applyVerifiedName,
  },
  BPL_PLAN_CHANGE: {
    access: REQUEST_KIND_ACCESS.BPL_PLAN_CHANGE,
    audit: 'bpl_plan_change_request',
    onApprove: applyBplPlanChange,
  },
};

/** The keys that decide (approve or reject) a kind of request. */
export const decideKeys = (kind: RequestKind): PermissionKey[] => keysFor(KIND_RULES[kind].access, ['decide']);
/** The keys that raise a kind of request. */
export const raiseKeys = (kind: RequestKind): PermissionKey[] => keysFor(KIND_RULES[kind].access, ['raise']);

/** Every key that shows a staff member some kind of request: the deciding and raising keys of each kind. */
export const REQUEST_VIEW_KEYS: readonly PermissionKey[] = REQUEST_KINDS.flatMap((k) => [
  ...decideKeys(k),
  ...raiseKeys(k),
]);

/**
 * Pure: the kinds a staff member sees (raises or decides) and decides, from the keys they hold (heldKeys of
 * REQUEST_VIEW_KEYS, or of more): drives `canDecide` and `raisedByViewer` in toRequestDto (the maker-checker lists,
 * the approvals inbox).
 */
export function requestViewer(staffId: number, held: ReadonlySet<string>): Viewer & { sees: RequestKind[] } {
  const holds = (keys: readonly string[]) => keys.some((key) => held.has(key));
  const sees = REQUEST_KINDS.filter((k) => holds(decideKeys(k)) || holds(raiseKeys(k)));
  const decides = REQUEST_KINDS.filter((k) => holds(decideKeys(k)));
  return { staffId, sees, decides };
}

/**
 * Decides a pending request (DESIGN.md §5): one conditional update (repositories/maker-checker.ts decidePending);
 * the effect and the audit row follow in the same transaction only when it changed the row, so of concurrent
 * decisions exactly one wins. Otherwise: unknown → 404, own → 403 (no role bypasses it), already decided → 409.
 */
export async function decideRequest(
  trx: Kysely<Database>,
  input: {
    id: number;
    kind: RequestKind;
    isApproved: boolean;
    remarks: string;
    checker: Principal;
    viewer: Viewer;
    at: number;
  },
) {
  const { id, kind, isApproved, remarks, checker, at } = input;
  if (!(await decidePending(trx, input))) {
    const row = await findRequest(trx, id);
    if (!row || row.kind !== kind) throw new RequestError(404, NOT_FOUND_MESSAGE);
    if (row.maker_id === checker.staffId) throw new RequestError(403, SELF_DECISION_MESSAGE);
    throw new RequestError(409, ALREADY_DECIDED_MESSAGE);
  }
  const decided = (await findRequest(trx, id)) as ApprovalRequest;
  const rules = KIND_RULES[kind];
  const effect = isApproved && rules.onApprove ? await rules.onApprove(trx, decided, checker, at) : null;
  const [dto] = await toDtos(trx, [decided], input.viewer);
  // The audit trail keeps personal fields masked (account numbers, PAN): the whole value stays only on the request
  // row and the merchant record, and comes back through the audited reveal.
  await writeAudit(trx, {
    actor: checker,
    action: `${rules.audit}.${isApproved ? 'approve' : 'reject'}`,
    entity: 'approval_requests',
    entityId: id,
    before: maskPayload({ status: 'PENDING', target: effect?.before }),
    after: maskPayload({ status: decided.status, remarks, target: effect?.after }),
    at,
  });
  return dto;
}
