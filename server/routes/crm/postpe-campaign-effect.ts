import { CAMPAIGN_MESSAGES as M } from '../../../contract/postpe-campaign/rules.js';
import { findCampaign, moveCampaign } from '../../repositories/postpe-campaigns.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving a CAMPAIGN_LAUNCH request launches the draft at the version the maker saw (one conditional update in the
 * decision's transaction: LAUNCHED, read as SCHEDULED before its start and LIVE in its window); a campaign changed
 * since is a 409 that undoes the decision.
 */
export const applyCampaignLaunch = appliedOr409(async (db, request, checker, at) => {
  const id = Number(request.target_id);
  const version = Number(request.target_version);
  const before = await findCampaign(db, id);
  if (!before) return null;
  const moved = await moveCampaign(db, { id, from: ['DRAFT'], version, status: 'LAUNCHED', by: checker.email, at });
  if (!moved) return null;
  return { before: { status: 'DRAFT', version }, after: { status: 'LAUNCHED', version: version + 1 } };
}, M.moved);
