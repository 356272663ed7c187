import { DOWNTIME_MESSAGES as M } from '../../../contract/bank-downtime/rules.js';
import { applyQrOrder, qrOrder } from '../../repositories/bank-downtime.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving a QR_PRIORITY request writes its order at the version the maker saw (one conditional update in the
 * decision's transaction); an order changed since is a 409 that undoes the decision.
 */
export const applyQrPriority = appliedOr409(async (db, request, checker, at) => {
  const proposed = JSON.parse(request.proposed_json) as { bankIds: number[] };
  const version = Number(request.target_version);
  const before = await qrOrder(db);
  if (!(await applyQrOrder(db, { order: proposed.bankIds, version, by: checker.email, at }))) return null;
  return { before: { order: before.order, version }, after: { order: proposed.bankIds, version: version + 1 } };
}, M.qrMoved);
