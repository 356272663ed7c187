import { PG_VPA_MESSAGES as M } from '../../../contract/pg-vpa/rules.js';
import { applyTimeoutChange } from '../../repositories/pg-vpa.js';
import { appliedOr409 } from '../crm/approval-effect.js';

/** An approved gateway timeout change (issue 45 item 5): the method's timeout, on the version the maker saw. */
export const applyTimeoutChangeEffect = appliedOr409(
  (db, request, checker, at) => applyTimeoutChange(db, request, checker.email, at),
  M.timeoutMoved,
);
