import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makerCheckerActions } from '../../../dataProviders/crm/maker-checker';
import { headerOf, memoryStorage, stubFetch } from './fake-fetch';

/** The maker-checker calls go to their declarations (contract/approvals/calls.ts) on the CRM API. */
describe('the maker-checker calls', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: '"t"' })));
  afterEach(() => vi.unstubAllGlobals());

  it('raises, decides each kind at its own path and reads the limit configurations', async () => {
    const calls = stubFetch({ success: true, message: 'OK', data: { id: 4 } });
    const a = makerCheckerActions('/api/crm');
    await a.raiseLimitChange('r', { change: { limit_id: 2, remarks: 'Raise', max_count: 9 }, idempotencyKey: 'k-1' });
    await a.raiseCashback('r', {
      cashback: { consumerId: '7', txnId: 'T1', amount: '10', remarks: 'Goodwill' },
      idempotencyKey: 'k-2',
    });
    await a.decideRequest('r', {
      decision: { id: 4, kind: 'SETTLEMENT_TYPE', isApproved: true, remarks: 'Fine' },
      idempotencyKey: 'k-3',
    });
    await a.getLimitConfigs('r');
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'POST /api/crm/maker/checker/limit/request',
      'POST /api/crm/maker/checker/cashback/request',
      'POST /api/crm/maker/checker/settlement_type/4/decision',
      'GET /api/crm/maker/checker/limit/configs',
    ]);
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ productType: 'GOODWILL' });
    expect(JSON.parse(String(calls[2]!.init.body))).toEqual({ isApproved: true, remarks: 'Fine' });
    expect(calls.slice(0, 3).map((c) => headerOf(c, 'Idempotency-Key'))).toEqual(['k-1', 'k-2', 'k-3']);
  });
});
