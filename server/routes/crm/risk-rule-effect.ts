import { fromRequestFields, RISK_MESSAGES as M, type RiskRequestFields } from '../../../contract/risk-manager/rules.js';
import { applyRule, valuesOf } from '../../repositories/risk-rules.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving a RISK_RULE_CHANGE writes its values at the version the maker saw (one conditional update in the
 * decision's transaction); a rule changed since is a 409 that undoes the decision.
 */
export const applyRiskRuleChange = appliedOr409(async (db, request, checker, at) => {
  const proposed = fromRequestFields(JSON.parse(request.proposed_json) as RiskRequestFields);
  const id = Number(request.target_id);
  const version = Number(request.target_version);
  const before = await db.selectFrom('risk_rules').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return null;
  if (!(await applyRule(db, { id, version, values: proposed, by: checker.email, at }))) return null;
  return { before: { ...valuesOf(before), version }, after: { ...proposed, version: version + 1 } };
}, M.moved);
