import { SPEAKER_MESSAGES } from '../../../contract/speaker/rules.js';
import { writeWaiver } from '../../repositories/speaker.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving a speaker rent waive-off writes its waiver (from the decision's month) in the decision's transaction; a
 * device returned or moved to another merchant since the request is a 409 that undoes the decision.
 */
export const applySpeakerWaiver = appliedOr409(
  (db, request, checker, at) => writeWaiver(db, request, checker.email, at),
  SPEAKER_MESSAGES.waiverMoved,
);
