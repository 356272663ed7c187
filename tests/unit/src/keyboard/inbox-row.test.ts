import { describe, expect, it } from 'vitest';
import type { PendingPayout } from '../../../../src/pages/approvals/inbox-items';
import { payoutItem, requestItem } from '../pages/inbox-fixtures';
import { ageOf, decisionRefusal, inboxAmount, inboxSummary } from '../../../../src/pages/approvals/inbox-row';
import type { ApprovalRequestRecord } from '../../../../src/pages/approvals/request-diff';

const request = (over: Partial<ApprovalRequestRecord> = {}): ApprovalRequestRecord => ({
  id: 7,
  kind: 'CASHBACK',
  productType: null,
  status: 'PENDING',
  targetId: null,
  proposed: { consumerId: '1001', amount: '150' },
  previous: null,
  current: null,
  changedSinceRequest: false,
  makerEmail: 'maker@console.example',
  makerRemarks: 'goodwill',
  checkerEmail: null,
  checkerRemarks: null,
  createdAt: 0,
  canDecide: true,
  raisedByViewer: false,
  ...over,
});
const payout: PendingPayout = {
  id: 3,
  consumerId: '1001',
  agentEmail: 'agent@console.example',
  amount: 2500,
  agentRemarks: 'refund',
  beneficiaryName: 'Asha',
  createdAt: 100,
  status: 'APPROVAL_PENDING',
};

describe('inbox table rows (issue 18)', () => {
  it('shows the amount a request proposes or a payout moves, and none when there is no amount', () => {
    expect(inboxAmount(requestItem(request()))).toBe(150);
    expect(inboxAmount(requestItem(request({ kind: 'LIMIT', proposed: { max_count: 5, max_amount: 900 } })))).toBe(900);
    expect(inboxAmount(requestItem(request({ proposed: { max_count: 5 } })))).toBeNull();
    expect(inboxAmount(payoutItem(payout))).toBe(2500);
  });

  it('summarises an item by the maker’s remarks (a payout: the agent’s, else its beneficiary)', () => {
    expect(inboxSummary(requestItem(request()))).toBe('goodwill');
    expect(inboxSummary(payoutItem(payout))).toBe('refund');
    expect(inboxSummary(payoutItem({ ...payout, agentRemarks: null }))).toBe('Asha');
  });

  it('gives the age in minutes, hours or days', () => {
    const t = 1_000_000_000;
    expect(ageOf(t, t + 59 * 60_000)).toEqual({ unit: 'minutes', n: 59 });
    expect(ageOf(t, t + 5 * 3_600_000)).toEqual({ unit: 'hours', n: 5 });
    expect(ageOf(t, t + 3 * 86_400_000 + 1)).toEqual({ unit: 'days', n: 3 });
    expect(ageOf(t, t - 5)).toEqual({ unit: 'minutes', n: 0 });
  });

  it('a / r obey the buttons’ rule: nothing (and why) on the viewer’s own item or one they may not decide', () => {
    expect(decisionRefusal(requestItem(request()))).toBeNull();
    expect(decisionRefusal(requestItem(request({ canDecide: false, raisedByViewer: true })))).toBe(
      'pages.approvals.own_request',
    );
    expect(decisionRefusal(payoutItem(payout, true))).toBe('pages.approvals.own_payout');
    expect(decisionRefusal(payoutItem(payout))).toBeNull();
    expect(decisionRefusal(requestItem(request({ canDecide: false })))).toBe('keyboard.inbox.cannot_decide');
    expect(decisionRefusal(undefined)).toBe('keyboard.inbox.nothing_selected');
  });
});
