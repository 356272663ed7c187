import type { Transaction } from 'kysely';
import type { PermissionKey } from '../../../contract/permissions.js';
import type { ApprovalRequest, Database } from '../../db/database.js';
import { writeAudit } from '../../plugins/audit.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { findRequest, limitValuesOf, toDtos, type Viewer } from './maker-checker-repository.js';
import { LIMIT_FIELDS, type RequestKind } from './maker-checker-schema.js';

export const SELF_DECISION_MESSAGE = 'You cannot approve or reject a request you raised.';
export const ALREADY_DECIDED_MESSAGE = 'This request has already been decided.';
export const NOT_FOUND_MESSAGE = 'No Record Found!';

type Effect = (trx: Transaction<Database>, request: ApprovalRequest, checker: Principal, at: number) => Promise<{ before: unknown; after: unknown } | null>;

/** Approving a limit change applies it to the limit row: new values, approver, time, version bumped. */
const applyLimitChange: Effect = async (trx, request, checker, at) => {
  if (request.target_id === null) return null;
  const before = await trx.selectFrom('transaction_limits').selectAll().where('id', '=', request.target_id).executeTakeFirst();
  if (!before) throw new RequestError(409, 'The limit configuration of this request no longer exists.');
  const proposed = JSON.parse(request.proposed_json) as Partial<Record<(typeof LIMIT_FIELDS)[number], number>>;
  const changes = Object.fromEntries(LIMIT_FIELDS.filter((f) => proposed[f] !== undefined).map((f) => [f, proposed[f]]));
  await trx
    .updateTable('transaction_limits')
    .set((eb) => ({
      ...changes,
      submitted_by: request.maker_email,
      approved_by: checker.email,
      approved_at: at,
      remarks: request.maker_remarks,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', request.target_id)
    .execute();
  const after = await trx.selectFrom('transaction_limits').selectAll().where('id', '=', request.target_id).executeTakeFirstOrThrow();
  return { before: { id: before.id, version: before.version, ...limitValuesOf(before) }, after: { id: after.id, version: after.version, ...limitValuesOf(after) } };
};

/**
 * Each kind as data: the permission that decides it, its audit name and what approval does. A goodwill cashback is
 * credited by the pay-later service on approval (not part of this backend), so its effect is the decision itself.
 */
export const KIND_RULES: Record<RequestKind, { approve: PermissionKey; submit: PermissionKey; audit: string; onApprove?: Effect }> = {
  LIMIT: { approve: 'CAN_APPROVE_LIMIT_REQUEST', submit: 'CAN_SUBMIT_LIMIT_REQUEST', audit: 'limit_request', onApprove: applyLimitChange },
  CASHBACK: { approve: 'CAN_APPROVE_CASHBACK_REQUEST', submit: 'CAN_SUBMIT_CASHBACK_REQUEST', audit: 'cashback_request' },
};

/**
 * Decides a pending request (DESIGN.md §5): ONE conditional update (`… WHERE id AND kind AND status = 'PENDING'
 * AND maker_id <> checker`); the effect and the audit row follow in the same transaction only when it changed a
 * row, so of concurrent decisions exactly one wins. Otherwise: unknown → 404, own → 403 (no role bypasses it),
 * already decided → 409.
 */
export async function decideRequest(
  trx: Transaction<Database>,
  input: { id: number; kind: RequestKind; isApproved: boolean; remarks: string; checker: Principal; viewer: Viewer; at: number },
) {
  const { id, kind, isApproved, remarks, checker, at } = input;
  const result = await trx
    .updateTable('approval_requests')
    .set((eb) => ({
      status: isApproved ? 'APPROVED' : 'REJECTED',
      checker_id: checker.staffId,
      checker_email: checker.email,
      checker_remarks: remarks,
      decided_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('status', '=', 'PENDING')
    .where('maker_id', '<>', checker.staffId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    const row = await findRequest(trx, id);
    if (!row || row.kind !== kind) throw new RequestError(404, NOT_FOUND_MESSAGE);
    if (row.maker_id === checker.staffId) throw new RequestError(403, SELF_DECISION_MESSAGE);
    throw new RequestError(409, ALREADY_DECIDED_MESSAGE);
  }
  const decided = (await findRequest(trx, id)) as ApprovalRequest;
  const rules = KIND_RULES[kind];
  const effect = isApproved && rules.onApprove ? await rules.onApprove(trx, decided, checker, at) : null;
  const [dto] = await toDtos(trx, [decided], input.viewer);
  await writeAudit(trx, {
    actor: checker,
    action: `${rules.audit}.${isApproved ? 'approve' : 'reject'}`,
    entity: 'approval_requests',
    entityId: id,
    before: { status: 'PENDING', target: effect?.before },
    after: { status: decided.status, remarks, target: effect?.after },
    at,
  });
  return dto;
}
