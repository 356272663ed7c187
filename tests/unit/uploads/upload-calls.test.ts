import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchantSupportUploadActions } from '../../../dataProviders/merchant-support/uploads';
import { headerOf, memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

/** The Merchant Support uploads go to their declarations (contract/uploads/calls.ts) on merchant support. */
describe('the merchant support upload calls', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: '"t"' })));
  afterEach(() => vi.unstubAllGlobals());

  it('each upload its verb and path with the file and key; a decision, a job and the jobs', async () => {
    const calls = stubFetch({ success: true, message: 'OK', data: [] });
    const a = merchantSupportUploadActions('/api/merchant-support');
    const file = new Blob(['merchant_id\n1\n'], { type: 'text/csv' });
    for (const kind of ['merchant-status', 'ifsc', 'qr-orders', 'settlement-config', 'p2pm'] as const)
      await a.uploadCsv('r', { kind, file, fileName: 'a.csv', idempotencyKey: `k-${kind}` });
    await a.previewMerchantStatus('r', { file, fileName: 'a.csv' });
    await a.decideConfigRequest('r', {
      decision: { id: 5, kind: 'P2PM_CONFIG', isApproved: false, remarks: 'No' },
      idempotencyKey: 'k-d',
    });
    await a.getQrBatchStatus('r', { jobId: '9', page: 0, size: 20, status: 'FAILED' });
    await a.getQrJobs('r');
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'PATCH /api/merchant-support/upload/bulk-update-merchant-status',
      'PUT /api/merchant-support/upload/bulk-insert-ifsc',
      'POST /api/merchant-support/qr/crm/order/initiate',
      'POST /api/merchant-support/upload/settlement-config',
      'POST /api/merchant-support/upload/p2pm-config',
      'POST /api/merchant-support/upload/bulk-update-merchant-status/preview',
      'POST /api/merchant-support/upload/p2pm-config/requests/5/decision',
      'GET /api/merchant-support/qr/crm/order/9/status?page=0&size=20&status=FAILED',
      'GET /api/merchant-support/qr/crm/orders',
    ]);
    expect(calls[0]!.init.body).toBeInstanceOf(FormData);
    expect(headerOf(calls[1], 'Idempotency-Key')).toBe('k-ifsc');
    expect(headerOf(calls[5], 'Idempotency-Key')).toBeNull();
    expect(headerOf(calls[6], 'Idempotency-Key')).toBe('k-d');
  });
});
