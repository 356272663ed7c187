import { SWIPE_COMMERCIAL_MESSAGES as M } from '../../../contract/swipe-commercial/rules.js';
import { applyMdrChange, applyRentalChange } from '../../repositories/swipe-commercial.js';
import { appliedOr409 } from './approval-effect.js';

/** An approved MDR change (issue 44 item 2): the rate of one card network and type, on the rate the maker saw. */
export const applyMdrChangeEffect = appliedOr409((db, request, _c, at) => applyMdrChange(db, request, at), M.mdrMoved);

/** An approved rental change: the device's monthly rent, on the rent the maker saw. */
export const applyRentalChangeEffect = appliedOr409(
  (db, request, _c, at) => applyRentalChange(db, request, at),
  M.rentalMoved,
);
