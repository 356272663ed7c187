import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crmDataProvider } from '../../dataProviders/crm';
import type { MakerCheckerActions } from '../../dataProviders/crm/maker-checker';
import { payoutsDataProvider } from '../../dataProviders/payouts';
import type { PayoutActions } from '../../dataProviders/payouts/decision';
import { startLiveBackend, type LiveBackend } from './live-backend';

let live: LiveBackend;
const crm = () => crmDataProvider(`${live.origin}/api/crm`) as unknown as MakerCheckerActions;
const payouts = () => payoutsDataProvider(`${live.origin}/api/payouts`) as unknown as PayoutActions;

beforeAll(async () => {
  live = await startLiveBackend();
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await live?.close();
});

describe('maker-checker provider methods over real HTTP', () => {
  it('a maker raises a limit change once per idempotency key; a checker approves it; the maker cannot', async () => {
    const maker = await live.tokenFor('maker@console.example');
    live.signIn(maker);
    const { data: configs } = await crm().getLimitConfigs('limits');
    const limit = (configs as { id: number }[])[0];
    expect(limit).toBeDefined();
    const change = { limit_id: limit!.id, max_count: 77, remarks: 'Contract test change' };
    const first = await crm().raiseLimitChange('approval-requests', { change, idempotencyKey: 'contract-limit-1' });
    const replay = await crm().raiseLimitChange('approval-requests', { change, idempotencyKey: 'contract-limit-1' });
    const id = (first.data as { id: number }).id;
    expect((replay.data as { id: number }).id).toBe(id);

    const own = await crm()
      .decideRequest('approval-requests', { decision: { id, kind: 'LIMIT', isApproved: true, remarks: 'Mine' } })
      .catch((e: unknown) => e);
    expect(own).toMatchObject({ name: 'API ERROR', status: 403 });

    live.signIn(await live.tokenFor('checker@console.example'));
    const decided = await crm().decideRequest('approval-requests', {
      decision: { id, kind: 'LIMIT', isApproved: true, remarks: 'Looks right' },
    });
    expect(decided.data).toMatchObject({ id, status: 'APPROVED' });
    const again = await crm()
      .decideRequest('approval-requests', { decision: { id, kind: 'LIMIT', isApproved: false, remarks: 'Twice' } })
      .catch((e: unknown) => e);
    expect(again).toMatchObject({ name: 'API ERROR', status: 409 });
  });

  it('a goodwill cashback request is raised and rejected with remarks', async () => {
    live.signIn(await live.tokenFor('maker@console.example'));
    const raised = await crm().raiseCashback('approval-requests', {
      // A seeded consumer and one of their transactions: the server refuses ones that do not exist.
      cashback: { consumerId: '1001', txnId: 'TXN-QR-FAILED', amount: '150', remarks: 'Goodwill' },
    });
    const id = (raised.data as { id: number }).id;
    live.signIn(await live.tokenFor('checker@console.example'));
    const decided = await crm().decideRequest('approval-requests', {
      decision: { id, kind: 'CASHBACK', isApproved: false, remarks: 'Not eligible' },
    });
    expect(decided.data).toMatchObject({ id, status: 'REJECTED' });
  });
});

describe('payout decision over real HTTP', () => {
  it('approves a pending payout once; remarks are required', async () => {
    live.signIn(await live.tokenFor('checker@console.example'));
    const list = await payoutsDataProvider(`${live.origin}/api/payouts`).getList('payout-requests', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'APPROVAL_PENDING' },
    });
    const payout = list.data[0] as { id: number; consumerId: string };
    const noRemarks = await payouts()
      .decidePayout('payout-requests', {
        decision: { payoutRequestId: payout.id, isApproved: true, remarks: '', consumerId: payout.consumerId },
      })
      .catch((e: unknown) => e);
    expect(noRemarks).toMatchObject({ name: 'API ERROR', status: 400 });
    await payouts().decidePayout('payout-requests', {
      decision: { payoutRequestId: payout.id, isApproved: true, remarks: 'Verified', consumerId: payout.consumerId },
    });
    const twice = await payouts()
      .decidePayout('payout-requests', {
        decision: { payoutRequestId: payout.id, isApproved: false, remarks: 'Again', consumerId: payout.consumerId },
      })
      .catch((e: unknown) => e);
    expect(twice).toMatchObject({ name: 'API ERROR', status: 409 });
  });
});
