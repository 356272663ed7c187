import { describe, expect, it } from 'vitest';
import {
  fromPayout,
  fromRequest,
  inboxPage,
  matchesInbox,
  mergeInbox,
  type PendingPayout,
} from '../../../../src/pages/approvals/inbox-items';
import { payoutListActions } from '../../../../dataProviders/payouts/all-pages';
import { INBOX_KINDS, sourceWanted, type InboxDataProvider } from '../../../../src/pages/approvals/inbox-kinds';
import { visibleKinds } from '../../../../src/pages/approvals/inbox-access';
import type { ApprovalRequestRecord } from '../../../../src/pages/approvals/request-diff';

const DAY = new Date('2026-03-10T12:00:00').getTime();
const NO_FILTER = { kind: '', maker: '', from: '', to: '' };

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
  it('a payout: created time in ms, its agent is the maker; the viewer cannot decide their own', () => {
    const other = fromPayout(payout(7, DAY), 'checker@console.example');
    expect(other).toMatchObject({
      key: 'PAYOUT-7',
      kind: 'PAYOUT',
      makerEmail: 'ops@console.example',
      createdAt: DAY,
      canDecide: true,
      raisedByViewer: false,
    });
    expect(fromPayout(payout(8, DAY, 'Checker@Console.example'), 'checker@console.example')).toMatchObject({
      canDecide: false,
      raisedByViewer: true,
    });
  });

  it('merges every kind newest first; ids of different kinds do not collide', () => {
    const merged = mergeInbox(
      [
        [fromRequest(request(7, 'LIMIT', DAY - 1000)), fromRequest(request(8, 'CASHBACK', DAY + 5000))],
        [fromPayout(payout(7, DAY), 'checker@console.example')],
      ],
      NO_FILTER,
    );
    expect(merged.map((i) => i.key)).toEqual(['CASHBACK-8', 'PAYOUT-7', 'LIMIT-7']);
  });

  it('the kind, maker and date filters apply to payouts as the API applies them to requests', () => {
    const p = fromPayout(payout(1, DAY), 'checker@console.example');
    expect(matchesInbox(p, { ...NO_FILTER, kind: 'PAYOUT' })).toBe(true);
    expect(matchesInbox(p, { ...NO_FILTER, kind: 'LIMIT' })).toBe(false);
    expect(matchesInbox(p, { ...NO_FILTER, maker: ' OPS@ ' })).toBe(true);
    expect(matchesInbox(p, { ...NO_FILTER, maker: 'maker@' })).toBe(false);
    expect(matchesInbox(p, { ...NO_FILTER, from: '2026-03-10', to: '2026-03-10' })).toBe(true);
    expect(matchesInbox(p, { ...NO_FILTER, from: '2026-03-11' })).toBe(false);
    expect(matchesInbox(p, { ...NO_FILTER, to: '2026-03-09' })).toBe(false);
  });

  it('pages the merged list by 20, clamping a page past the end', () => {
    const items = mergeInbox(
      [Array.from({ length: 45 }, (_, i) => fromPayout(payout(i + 1, DAY - i * 60_000), 'x@y'))],
      NO_FILTER,
    );
    expect(inboxPage(items, 1)).toMatchObject({ pages: 3 });
    expect(inboxPage(items, 3).rows.map((r) => r.id)).toEqual([41, 42, 43, 44, 45]);
    expect(inboxPage(items, 9).rows).toHaveLength(5);
    expect(inboxPage([], 1)).toEqual({ rows: [], pages: 1 });
  });

  it('kinds are data: the checker sees all three, a payout-only approver only payouts; sources follow the kind filter', () => {
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
    expect(sourceWanted('postpe-payouts', ['LIMIT', 'CASHBACK', 'PAYOUT'], '')).toBe(true);
    expect(sourceWanted('postpe-payouts', ['LIMIT', 'CASHBACK', 'PAYOUT'], 'LIMIT')).toBe(false);
    expect(sourceWanted('approval-requests', ['LIMIT', 'CASHBACK', 'PAYOUT'], 'PAYOUT')).toBe(false);
    expect(sourceWanted('postpe-payouts', ['LIMIT'], '')).toBe(false);
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
    const item = fromPayout(payout(9, DAY), 'checker@console.example');
    await INBOX_KINDS.PAYOUT.decide(provider, { item, isApproved: true, remarks: 'ok' }, 'key-1');
    await INBOX_KINDS.LIMIT.decide(
      provider,
      { item: fromRequest(request(3, 'LIMIT', DAY)), isApproved: false, remarks: 'no' },
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
      approve: 'resources.payouts.success',
      reject: 'resources.payouts.rejected',
    });
  });

  it('pending payouts are read page by page (200 each) until the list ends or the cap is met', async () => {
    const rows = Array.from({ length: 403 }, (_, i) => ({ id: i + 1 }));
    const pages: number[] = [];
    const getList = (async (_r: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
      pages.push(pagination.page);
      const start = (pagination.page - 1) * pagination.perPage;
      return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
    }) as unknown as Parameters<typeof payoutListActions>[0];
    const all = await payoutListActions(getList).getAllPages('postpe-payouts', {
      filter: { status: 'APPROVAL_PENDING' },
    });
    expect(all.data).toHaveLength(403);
    expect(all.total).toBe(403);
    expect(pages).toEqual([1, 2, 3]);
    const capped = await payoutListActions(getList).getAllPages('postpe-payouts', { filter: {}, max: 200 });
    expect(capped).toMatchObject({ total: 403 });
    expect(capped.data).toHaveLength(200);
  });
});
