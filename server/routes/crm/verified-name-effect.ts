import { CALLS_A_MESSAGES as M } from '../../../contract/consumer/calls-a-rules.js';
import { applyOnVersion } from '../../repositories/consumer-accounts.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving a VERIFIED_NAME request writes the new name on the consumer's version the maker saw (one conditional
 * update in the decision's transaction); a consumer changed since is a 409 that undoes the decision.
 */
export const applyVerifiedName = appliedOr409(async (db, request) => {
  if (request.target_id === null || request.target_version === null) return null;
  const proposed = JSON.parse(request.proposed_json) as { verifiedName: string };
  const previous = JSON.parse(request.previous_json ?? '{}') as { verifiedName?: string };
  const applied = await applyOnVersion(db, request.target_id, request.target_version, {
    verified_name: proposed.verifiedName,
  });
  return applied ? { before: previous, after: { verifiedName: proposed.verifiedName } } : null;
}, M.nameChanged);
