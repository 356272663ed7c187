import type { BplTerms } from '../../../contract/paylater-admin/bpl-bodies.js';
import { BPL_MESSAGES as M } from '../../../contract/paylater-admin/bpl-rules.js';
import { applyPlanTerms } from '../../repositories/bpl-plans.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving a BPL_PLAN_CHANGE request writes the changed terms at the version the maker saw (one conditional update in
 * the decision's transaction); a plan changed since is a 409 that undoes the decision.
 */
export const applyBplPlanChange = appliedOr409(async (db, request, checker, at) => {
  const { plan: _plan, ...proposed } = JSON.parse(request.proposed_json) as Partial<BplTerms> & { plan: string };
  const { plan: _named, ...previous } = JSON.parse(request.previous_json ?? '{}') as Partial<BplTerms> & {
    plan: string;
  };
  const id = Number(request.target_id);
  const version = Number(request.target_version);
  if (!(await applyPlanTerms(db, { id, version, terms: proposed, by: checker.email, at }))) return null;
  return { before: { ...previous, version }, after: { ...proposed, version: version + 1 } };
}, M.stale);
