/**
 * The pure rules of the consumer's bill payments (spec §4, §6, §8): bill-order type and which actions a bill payment
 * allows. The console and the server both apply them.
 */

/** §4: biller categories whose order is a 'Recharge' (compared case-insensitively). */
export const RECHARGE_CATEGORIES = ['mobile prepaid', 'dth', 'fastag'] as const;

export type BillOrderType = 'Recharge' | 'Non Recharge';

/** §4: "'Recharge' when biller category (case-insensitive) is mobile prepaid, dth or fastag; otherwise 'Non Recharge'". */
export function billOrderType(billerCategory: string | null | undefined): BillOrderType {
  const category = (billerCategory ?? '').trim().toLowerCase();
  return (RECHARGE_CATEGORIES as readonly string[]).includes(category) ? 'Recharge' : 'Non Recharge';
}

/** §4: the statuses on which a bill payment's Scratchcard and Limit actions are offered. */
export const BILL_ACTION_STATUSES = ['FULFILMENT_SUCCESS', 'CREDIT_SUCCESS'] as const;

export interface BillPaymentState {
  status: string;
  paymentMode: string;
  showAddCashbackButton: boolean;
  /** Set once the limit was updated for this payment (ours: the action is then done). */
  limitUpdated?: boolean;
}

export type BillPaymentAction = 'scratchcard' | 'limit';

/** Why an action is not offered, as a message key of `consumer360Products.billPayments.why`; null when it is. */
export type BillActionRefusal = 'status' | 'postpeMode' | 'noCashbackButton' | 'limitDone';

/**
 * §4: "only when status is FULFILMENT_SUCCESS or CREDIT_SUCCESS and payment mode is not POSTPE; scratchcard button
 * also needs showAddCashbackButton". A limit already updated for the payment is not offered again (ours).
 */
export function billActionRefusal(state: BillPaymentState, action: BillPaymentAction): BillActionRefusal | null {
  if (!(BILL_ACTION_STATUSES as readonly string[]).includes(state.status)) return 'status';
  if (state.paymentMode.toUpperCase() === 'POSTPE') return 'postpeMode';
  if (action === 'scratchcard' && !state.showAddCashbackButton) return 'noCashbackButton';
  if (action === 'limit' && state.limitUpdated) return 'limitDone';
  return null;
}

export const canBillAction = (state: BillPaymentState, action: BillPaymentAction): boolean =>
  billActionRefusal(state, action) === null;
