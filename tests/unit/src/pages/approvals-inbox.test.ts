import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../../contract/keyset';
import { makerCheckerActions } from '../../../../dataProviders/crm/maker-checker';
import type { PendingPayout } from '../../../../src/pages/approvals/inbox-items';
import { payoutItem, requestItem } from './inbox-fixtures';
import { INBOX_KINDS, type InboxDataProvider } from '../../../../src/pages/approvals/inbox-kinds';
import { inboxDecisionSummary } from '../../../../src/pages/approvals/inbox-decision';
import { visibleKinds } from '../../../../src/pages/approvals/inbox-access';
import type { ApprovalRequestRecord } from '../../../../src/pages/approvals/request-diff';
import { memoryStorage } from '../../dataProviders/fake-fetch';
import { keyTranslate } from '../../helpers/key-translate';

const DAY = new Date('2026-03-10T12:00:00').getTime();

const request = (
  id: number,
  kind: 'LIMIT' | 'CASHBACK',
  createdAt: number,
  makerEmail = 'maker@console.example',
): ApprovalRequestRecord => ({
  id,
  kind,
  productType: null,
  status: 'PENDING',
  targetId: null,
  proposed: { amount: 10 },
  previous: null,
  current: null,
  changedSinceRequest: false,
  makerEmail,
  makerRemarks: 'why',
  checkerEmail: null,
  checkerRemarks: null,
  createdAt,
  canDecide: true,
  raisedByViewer: false,
});

const payout = (id: number, createdAtMs: number, agentEmail = 'ops@console.example'): PendingPayout => ({
  id,
  consumerId: '1012345678',
  agentEmail,
  amount: 1500.5,
  agentRemarks: 'Goodwill payout',
  beneficiaryName: 'Asha Rao',
  createdAt: Math.floor(createdAtMs / 1000),
  status: 'APPROVAL_PENDING',
});

describe('approvals inbox across kinds', () => {
  it('an entry of the server’s page becomes a card: a payout with its payout, a request with its request', () => {
    const p = payoutItem(payout(7, DAY));
    expect(p).toMatchObject({
      key: 'PAYOUT-7',
      kind: 'PAYOUT',
      id: 7,
      makerEmail: 'ops@console.example',
      createdAt: DAY,
    });
    expect(p.kind === 'PAYOUT' && p.payout.beneficiaryName).toBe('Asha Rao');
    const r = requestItem(request(7, 'LIMIT', DAY));
    expect(r).toMatchObject({ key: 'LIMIT-7', kind: 'LIMIT', canDecide: true, raisedByViewer: false });
    expect(r.kind !== 'PAYOUT' && r.request.makerRemarks).toBe('why');
  });

  it('kinds are data: the checker sees all three, a payout-only approver only payouts', () => {
    // What useCanAccessResources answers for the kinds' entries (the decisions themselves: canAccess.test.ts).
    expect(visibleKinds({ 'approvals.LIMIT': true, 'approvals.CASHBACK': true, 'approvals.PAYOUT': true })).toEqual([
      'LIMIT',
      'CASHBACK',
      'PAYOUT',
    ]);
    expect(visibleKinds({ 'approvals.LIMIT': true, 'approvals.CASHBACK': false, 'approvals.PAYOUT': false })).toEqual([
      'LIMIT',
    ]);
    expect(visibleKinds(undefined)).toEqual([]);
  });

  it('a payout is decided through the existing payout decision method with the spec body', async () => {
    const calls: unknown[] = [];
    const provider = {
      decidePayout: (resource: string, params: unknown) => (
        calls.push([resource, params]),
        Promise.resolve({ data: null })
      ),
      decideRequest: (resource: string, params: unknown) => (
        calls.push([resource, params]),
        Promise.resolve({ data: null })
      ),
    } as unknown as InboxDataProvider;
    const item = payoutItem(payout(9, DAY));
    await INBOX_KINDS.PAYOUT.decide(provider, { item, isApproved: true, remarks: 'ok' }, 'key-1');
    await INBOX_KINDS.LIMIT.decide(
      provider,
      {
        item: requestItem(request(3, 'LIMIT', DAY)),
        isApproved: false,
        remarks: 'no',
      },
      'key-2',
    );
    expect(calls).toEqual([
      [
        'postpe-payouts',
        {
          decision: { payoutRequestId: 9, isApproved: true, remarks: 'ok', consumerId: '1012345678' },
          idempotencyKey: 'key-1',
        },
      ],
      [
        'approval-requests',
        { decision: { id: 3, kind: 'LIMIT', isApproved: false, remarks: 'no' }, idempotencyKey: 'key-2' },
      ],
    ]);
    expect(INBOX_KINDS.PAYOUT.toast).toEqual({
      approve: 'resources.payouts.success_state',
      reject: 'resources.payouts.rejected',
    });
    // The toast says the transfer's state as the server answered it.
    expect(INBOX_KINDS.PAYOUT.toastArgs?.({ data: { txnStatus: 'PENDING' } })).toEqual({ txnStatus: 'PENDING' });
    expect(INBOX_KINDS.PAYOUT.toastArgs?.({ data: { txnStatus: 'SUCCESS' } })).toEqual({ txnStatus: 'SUCCESS' });
  });
});

describe('the decision dialog restates the decision', () => {
  const translate = keyTranslate;

  it('a payout: the amount, the consumer, the beneficiary and the masked account, and that the transfer stays pending', () => {
    const item = payoutItem({ ...payout(12, DAY), accountNo: 'XXXXXX4321', ifsc: 'HDFC0001234' });
    const approve = inboxDecisionSummary(item, true, translate);
    expect(approve.subject).toBe('pages.approvals.kinds.PAYOUT #12');
    expect(Object.fromEntries(approve.facts)).toMatchObject({
      'resources.payouts.fields.amount': '₹1,500.50',
      'resources.payouts.fields.consumerId': '1012345678',
      'resources.payouts.fields.beneficiaryName': 'Asha Rao',
      'resources.payouts.fields.accountNo': 'XXXXXX4321',
    });
    expect(approve.next).toBe('pages.approvals.decision.next_payout {"amount":"₹1,500.50","whom":"Asha Rao"}');
    expect(inboxDecisionSummary(item, false, translate).next).toBe('pages.approvals.decision.next_payout_reject');
  });

  it('a request: the amount it moves, who raised it, each value before → after, and what approving does', () => {
    const transfer = requestItem({
      ...request(7, 'LIMIT', DAY),
      kind: 'INTERNAL_TRANSFER' as 'LIMIT',
      proposed: { amount: 1500000, fromAccount: 'POOL-1' },
      previous: null,
      current: null,
    });
    const summary = inboxDecisionSummary(transfer, true, translate);
    expect(summary.subject).toBe('investments.kinds.INTERNAL_TRANSFER #7');
    expect(summary.facts[0]).toEqual(['pages.approvals.decision.amount', '₹15,00,000.00']);
    expect(summary.changes).toEqual([
      { label: 'investments.fields.amount', before: 'N/A', after: '₹15,00,000.00' },
      { label: 'investments.fields.fromAccount', before: 'N/A', after: 'POOL-1' },
    ]);
    expect(summary.next).toBe('pages.approvals.decision.next_transfer {"amount":"₹15,00,000.00"}');
    expect(inboxDecisionSummary(transfer, false, translate).next).toBe('pages.approvals.decision.next_reject');
  });
});

describe('the inbox is read one request per page from the server', () => {
  const urls: string[] = [];
  beforeEach(() => {
    urls.length = 0;
    vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const data = { content: [], page: 0, size: 20, totalElements: 45, totalPages: 3, counts: [] };
        const headers = new Headers({ 'Content-Type': 'application/json', [NEXT_CURSOR_HEADER]: `c${urls.length}` });
        return new Response(JSON.stringify({ success: true, data }), { status: 200, headers });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('filters and page (from 0) in the query; page 2 after page 1’s cursor; a jump by number', async () => {
    const actions = makerCheckerActions('/api/crm');
    const filter = { kind: 'PAYOUT' as const, maker: 'ops', from: DAY };
    const first = await actions.getInboxPage('approvals-inbox', { filter, page: 1, perPage: 20 });
    expect(first.data.totalPages).toBe(3);
    await actions.getInboxPage('approvals-inbox', { filter, page: 2, perPage: 20 });
    await actions.getInboxPage('approvals-inbox', { filter, page: 1, perPage: 20 });
    await actions.getInboxPage('approvals-inbox', { filter, page: 3, perPage: 20 });
    const query = urls.map((u) => Object.fromEntries(new URL(u, 'http://h').searchParams));
    expect(new URL(urls[0]!, 'http://h').pathname).toBe('/api/crm/approvals/inbox');
    expect(query[0]).toEqual({ kind: 'PAYOUT', maker: 'ops', from: String(DAY), page: '0', size: '20' });
    expect(query.map((q) => [q.page, q.after])).toEqual([
      ['0', undefined],
      ['1', 'c1'],
      ['0', undefined],
      ['2', undefined],
    ]);
  });
});
