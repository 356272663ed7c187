import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyDeclaration } from '../../../dataProviders/crm/merchant-declaration';
import { merchantKycReads } from '../../../dataProviders/crm/merchant-kyc-reads';
import { merchantChangeActions } from '../../../dataProviders/merchant-changes/actions';
import { headerOf, memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

/** The merchant change calls go to their declarations (contract/merchant-changes/calls.ts), on each backend's base. */
describe('the merchant change calls', () => {
  const base = (backend: string) => `/api/${backend}`;
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: '"t"' })));
  afterEach(() => vi.unstubAllGlobals());
  const line = (c: { url: string; init: RequestInit }) => `${c.init.method ?? 'GET'} ${c.url}`;

  it('reads: the declared path on its backend, the ids filled in', async () => {
    const calls = stubFetch({ success: true, message: 'OK', data: { value: '1234' } });
    const a = merchantChangeActions(base);
    await a.getBankChange({ id: 12 });
    await a.getBankAccounts({ merchantId: '4000000001' });
    await a.getBankChangeAudit({ merchantId: '4000000001' });
    await a.getSettlementType({ merchantId: '4000000001' });
    await a.getKycCase({ id: 5 });
    await a.getKycReviewers();
    await a.getKycDocument({ id: 8 });
    expect(calls.map(line)).toEqual([
      'GET /api/crm/merchants/bank-change/requests/12',
      'GET /api/crm/merchants/4000000001/bank-accounts',
      'GET /api/crm/merchants/4000000001/bank-change/audit',
      'GET /api/merchant-support/merchants/4000000001/settlement/type',
      'GET /api/crm/merchantkyc/cases/5',
      'GET /api/crm/merchantkyc/reviewers',
      'GET /api/crm/kyc/document/8',
    ]);
  });

  it('changes: POSTed to the declared path with the body and the Idempotency-Key', async () => {
    const calls = stubFetch({ success: true, message: 'Placed', data: { value: '123456789012' } });
    const a = merchantChangeActions(base);
    const raised = await a.raiseSettlementType({
      merchantId: '4000000001',
      body: { settlementType: 'AUTO_SETTLEMENT', reason: 'Merchant request', remarks: 'Asked by the merchant' },
      idempotencyKey: 'k-1',
    });
    expect(raised.message).toBe('Placed');
    await a.assignKycCase({ id: 5, assigneeId: 3, version: 2, idempotencyKey: 'k-2' });
    expect(await a.revealBankAccount({ merchantId: '4000000001', body: { accountId: 1, reason: 'Checking' } })).toBe(
      '123456789012',
    );
    await a.verifyBankAccount({
      body: { merchantId: '4000000001', purpose: 'SETTLEMENT', accountNumber: '12345678', ifsc: 'HDFC0000001' },
      idempotencyKey: 'k-3',
    });
    expect(calls.map(line)).toEqual([
      'POST /api/merchant-support/merchants/4000000001/settlement/type/request',
      'POST /api/crm/merchantkyc/cases/5/assign',
      'POST /api/crm/merchants/4000000001/bank-accounts/reveal',
      'POST /api/merchant-support/bank-ac/verify',
    ]);
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ assigneeId: 3, version: 2 });
    expect(headerOf(calls[0], 'Idempotency-Key')).toBe('k-1');
    expect(headerOf(calls[1], 'Idempotency-Key')).toBe('k-2');
    expect(headerOf(calls[3], 'Idempotency-Key')).toBe('k-3');
  });

  it('the merchant profile reads and the declaration notice', async () => {
    const calls = stubFetch({ success: true, message: 'Success', data: [] });
    const reads = merchantKycReads(base);
    await reads.documents('4000000001', undefined, { merchantStoreId: '77' });
    await reads.cpvAudit('4000000001');
    await notifyDeclaration('4000000001', 'k-9', base);
    expect(calls.map(line)).toEqual([
      'GET /api/crm/merchants/4000000001/doc/list?merchantStoreId=77',
      'GET /api/crm/merchants/4000000001/get-cpv-audit',
      'POST /api/crm/crm/sherloc/notify-merchant',
    ]);
    expect(headerOf(calls[2], 'Idempotency-Key')).toBe('k-9');
  });
});
