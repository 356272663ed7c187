import { describe, expect, it } from 'vitest';
import { billActionRefusal, billOrderType } from '../../../contract/consumer/bill-payments';
import { canCancelVas, TRILLION_MESSAGES, trillionMessage } from '../../../contract/consumer/plans';
import { cursorOf, parseCursor } from '../../../contract/consumer/timeline';

describe('bill order type (§4)', () => {
  it.each([
    ['Mobile Prepaid', 'Recharge'],
    ['mobile prepaid', 'Recharge'],
    ['DTH', 'Recharge'],
    ['FASTag', 'Recharge'],
    [' fastag ', 'Recharge'],
    ['Mobile Postpaid', 'Non Recharge'],
    ['Electricity', 'Non Recharge'],
    ['Credit Card', 'Non Recharge'],
    ['', 'Non Recharge'],
    [null, 'Non Recharge'],
  ])('%s → %s', (category, type) => expect(billOrderType(category)).toBe(type));
});

describe('bill payment actions (§4)', () => {
  const ok = { status: 'FULFILMENT_SUCCESS', paymentMode: 'UPI', showAddCashbackButton: true };
  it('offers both on FULFILMENT_SUCCESS or CREDIT_SUCCESS, not POSTPE, with the button', () => {
    expect(billActionRefusal(ok, 'scratchcard')).toBeNull();
    expect(billActionRefusal({ ...ok, status: 'CREDIT_SUCCESS' }, 'limit')).toBeNull();
  });
  it.each([
    [{ status: 'PENDING' }, 'scratchcard', 'status'],
    [{ status: 'PAYMENT_FAILED' }, 'limit', 'status'],
    [{ paymentMode: 'POSTPE' }, 'scratchcard', 'postpeMode'],
    [{ paymentMode: 'postpe' }, 'limit', 'postpeMode'],
    [{ showAddCashbackButton: false }, 'scratchcard', 'noCashbackButton'],
    [{ limitUpdated: true }, 'limit', 'limitDone'],
  ] as const)('%o %s → %s', (patch, action, why) => expect(billActionRefusal({ ...ok, ...patch }, action)).toBe(why));
  it('the limit does not need the cashback button', () =>
    expect(billActionRefusal({ ...ok, showAddCashbackButton: false }, 'limit')).toBeNull());
});

describe('VAS cancel (§4)', () => {
  it('only when isCancellable and not already cancelled', () => {
    expect(canCancelVas({ isCancellable: true, status: 'ACTIVE' })).toBe(true);
    expect(canCancelVas({ isCancellable: false, status: 'ACTIVE' })).toBe(false);
    expect(canCancelVas({ isCancellable: true, status: 'CANCELLED' })).toBe(false);
  });
});

describe('Trillion messages (§8)', () => {
  it("'Application details not found' renders as the not-found message", () => {
    expect(trillionMessage(null, 'Application details not found')).toBe(TRILLION_MESSAGES.notFound);
    expect(trillionMessage({ success: false, status_message: 'Application details not found', data: null })).toBe(
      TRILLION_MESSAGES.notFound,
    );
  });
  it('a failure shows the server message, else the fixed one', () => {
    expect(trillionMessage(null, 'Lender timeout')).toBe('Lender timeout');
    expect(trillionMessage(null, null)).toBe(TRILLION_MESSAGES.failed);
    expect(trillionMessage({ success: false, data: null })).toBe(TRILLION_MESSAGES.failed);
  });
  it('no data → no data available; data → no message', () => {
    expect(trillionMessage({ success: true, data: null })).toBe(TRILLION_MESSAGES.noData);
    expect(trillionMessage({ success: true, data: { id: 1 } })).toBeNull();
  });
});

describe('timeline cursor', () => {
  it('round-trips and refuses forged ones', () => {
    const c = { at: 1_700_000_000, kind: 'UPI' as const, id: 42 };
    expect(parseCursor(cursorOf(c))).toEqual(c);
    for (const bad of ['', 'x~y', '1~NOPE~2', '1~UPI~x', '-1~UPI~2']) expect(parseCursor(bad), bad).toBeNull();
  });
});
