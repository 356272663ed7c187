/**
 * The rows of our list-like files (a merchant alert's or a campaign's audience, merchants' VPAs, insurance policies
 * to cancel): one id or pair a row.
 */
import { rowSpec } from './row-spec';
import { CELL_MESSAGES, isDigits, merchantIdRule } from './cell-rules';
import { normaliseVpa, PG_VPA_MESSAGES } from '../pg-vpa/rules';
import { CANCEL_MESSAGES, POLICY_ID } from '../insurance/cancellation';

/** A merchant alert's audience file: one merchant id a row (issue 43 item 5). */
export const merchantAlertAudienceSpec = rowSpec({
  cells: { merchantId: merchantIdRule },
  normalise: (r) => ({ merchantId: r.merchantId }),
});

/** A VPA file's row (issue 45 item 5): a merchant and the VPA it is given (contract/pg-vpa/rules.ts format). */
export const vpaUploadSpec = rowSpec({
  cells: {
    merchantId: merchantIdRule,
    vpa: (v) => (v === '' ? CELL_MESSAGES.required : normaliseVpa(v) === null ? PG_VPA_MESSAGES.vpa : null),
  },
  normalise: (r) => ({ merchantId: r.merchantId, vpa: normaliseVpa(r.vpa) ?? r.vpa }),
});

/** An insurance cancellation file's row (issue 46 item 3): one policy id. */
export const insuranceCancelSpec = rowSpec({
  cells: {
    policyId: (v) =>
      v === '' ? CELL_MESSAGES.required : POLICY_ID.test(v.toUpperCase()) ? null : CANCEL_MESSAGES.policyId,
  },
  normalise: (r) => ({ policyId: r.policyId.toUpperCase() }),
});

/** A campaign audience file's row (issue 46 item 2): one consumer id (digits, as the 360 looks consumers up). */
export const campaignAudienceSpec = rowSpec({
  cells: {
    consumerId: (v) =>
      v === '' ? CELL_MESSAGES.required : !isDigits(v) || v.length > 10 ? CELL_MESSAGES.consumerId : null,
  },
  normalise: (r) => ({ consumerId: r.consumerId }),
});
