import { describe, expect, it } from 'vitest';
import { deviceRefundRefusal, refundableOf } from '../../../../../contract/devices/refunds';
import { speakerOrderState } from '../../../../../contract/devices/orders';
import type { DevicePayment } from '../../../../../dataProviders/crm/device-refunds';
import {
  refundDecisionSummary,
  refundInput,
  refundRaiseSummary,
} from '../../../../../src/pages/device-refunds/refund-summaries';

const translate = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);
const payment: DevicePayment = {
  id: 4,
  serial: 'BSW100004',
  merchantId: '1000021',
  kind: 'SECURITY_DEPOSIT',
  paidAt: 0,
  paid: 2000,
  refunded: 500,
  pending: 250.5,
  refundable: 1249.5,
  returned: true,
};

describe('device refunds: what is left and what a raise may ask', () => {
  it('left = paid − refunded − pending, to the paisa, never below zero', () => {
    expect(refundableOf({ paid: 2000, refunded: 500, pending: 250.5 })).toBe(1249.5);
    expect(refundableOf({ paid: 0.3, refunded: 0.1, pending: 0.2 })).toBe(0);
    expect(refundableOf({ paid: 100, refunded: 80, pending: 40 })).toBe(0);
  });

  it('refuses a terminal not back, and more than is left', () => {
    const f = { paid: 2000, refunded: 500, pending: 250.5, returned: true };
    expect(deviceRefundRefusal(f, 1249.5)).toBeNull();
    expect(deviceRefundRefusal(f, 1249.51)).toBe('tooMuch');
    expect(deviceRefundRefusal({ ...f, returned: false }, 1)).toBe('notReturned');
  });

  it('the form gives a refund only for an amount above zero, within what is left, two decimals, with a reason', () => {
    expect(refundInput(payment, { amount: '1249.50', reason: ' Returned ' })).toEqual({
      merchantId: '1000021',
      serial: 'BSW100004',
      paymentId: 4,
      amount: 1249.5,
      reason: 'Returned',
    });
    for (const amount of ['', '0', '1249.51', '10.005', '-1', 'ten'])
      expect(refundInput(payment, { amount, reason: 'x' })).toBeNull();
    expect(refundInput(payment, { amount: '10', reason: '  ' })).toBeNull();
  });

  it('the confirmation restates merchant, serial and the ₹ amount; the decision the same and who asked', () => {
    const input = refundInput(payment, { amount: '1200', reason: 'Returned' })!;
    const raise = refundRaiseSummary(payment, input, translate as never);
    const facts = new Map(raise.facts);
    expect(facts.get('devices.refunds.f.merchant')).toBe('1000021');
    expect(facts.get('devices.refunds.f.serial')).toBe('BSW100004');
    expect(facts.get('devices.refunds.f.amount')).toBe('₹1,200.00');
    expect(facts.get('devices.refunds.f.left')).toBe('₹1,249.50');
    expect(raise.next).toContain('₹1,200.00');
    const request = {
      id: 9,
      status: 'PENDING',
      canDecide: true,
      raisedByViewer: false,
      merchantId: '1000021',
      makerEmail: 'maker@console.example',
      proposed: { serial: 'BSW100004', paymentKind: 'ADVANCE_RENT', amount: 99_999, reason: 'Returned' },
    };
    const decide = refundDecisionSummary(request, true, translate as never);
    const d = new Map(decide.facts);
    expect(d.get('devices.refunds.f.amount')).toBe('₹99,999.00');
    expect(d.get('devices.refunds.f.kind')).toBe('devices.refunds.kinds.ADVANCE_RENT');
    expect(d.get('pages.approvals.decision.maker')).toBe('maker@console.example');
    expect(decide.next).toContain('devices.refunds.approve_next');
    expect(refundDecisionSummary(request, false, translate as never).next).toBe('devices.refunds.reject_next');
  });
});

describe('a speaker order’s state', () => {
  it('is its cancellation, else how far its device has come', () => {
    expect(speakerOrderState('CANCELLED', 'SHIPPED')).toBe('CANCELLED');
    expect(speakerOrderState('PLACED', null)).toBe('PLACED');
    expect(speakerOrderState('PLACED', 'IN_STOCK')).toBe('PLACED');
    expect(speakerOrderState('PLACED', 'ALLOCATED')).toBe('ALLOCATED');
    expect(speakerOrderState('DISPATCHED', 'SHIPPED')).toBe('SHIPPED');
    for (const s of ['DELIVERED', 'ACTIVE', 'RETURNED', 'SCRAPPED'])
      expect(speakerOrderState('DELIVERED', s)).toBe('DELIVERED');
  });
});
