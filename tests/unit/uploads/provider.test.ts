import { afterEach, describe, expect, it, vi } from 'vitest';
import { merchantSupportDataProvider } from '../../../dataProviders/merchant-support';
import type { MerchantSupportUploadActions } from '../../../dataProviders/merchant-support/uploads';
import { ApiError } from '../../../dataProviders/http';
import { qrFailureText } from '../../../contract/uploads';
import { headerOf, memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

const provider = () => merchantSupportDataProvider('/api/merchant-support') as unknown as MerchantSupportUploadActions;

afterEach(() => vi.unstubAllGlobals());

describe('merchant-support upload methods (§7.3)', () => {
  it('sends the file as multipart with its verb, path and Idempotency-Key', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const calls = stubFetch({
      success: true,
      message: 'Merchant status update submitted!',
      data: { jobId: '7', rows: 1 },
    });
    const file = new Blob(['merchantId\n1'], { type: 'text/csv' });
    const { data } = await provider().uploadCsv('merchant-support-uploads', {
      kind: 'merchant-status',
      file,
      fileName: 'a.csv',
      idempotencyKey: 'merchant-status-abc',
    });
    expect(data).toEqual({ jobId: '7', rows: 1 });
    expect(calls[0]!.url).toBe('/api/merchant-support/upload/bulk-update-merchant-status');
    expect(calls[0]!.init.method).toBe('PATCH');
    expect(calls[0]!.init.body).toBeInstanceOf(FormData);
    expect((calls[0]!.init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect(headerOf(calls[0], 'Idempotency-Key')).toBe('merchant-status-abc');
    expect(headerOf(calls[0], 'Content-Type')).toBeNull();

    stubFetch({ success: true, message: 'QR Orders submitted successfully!', data: '42' });
    expect((await provider().uploadCsv('x', { kind: 'qr-orders', file, fileName: 'q.csv' })).data).toBe('42');
  });

  it('a bulk QR refusal carries its status and server message for the §8 text', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    stubFetch(
      { success: false, message: 'Invalid CSV format. Expected headers: merchant_id, address_id', data: null },
      { status: 400 },
    );
    const error = await provider()
      .uploadCsv('x', { kind: 'qr-orders', file: new Blob(['a']), fileName: 'q.csv' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(qrFailureText((error as ApiError).status, (error as ApiError).message)).toBe(
      'Invalid CSV format. Please ensure the file has the headers merchant_id, address_id.',
    );
  });

  it('batch status: page, size, status and merchant_id; config decisions by kind', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const calls = stubFetch({
      success: true,
      message: 'Success',
      data: { content: [], totalElements: 0, totalPages: 0 },
    });
    await provider().getQrBatchStatus('x', { jobId: '9', page: 0, size: 25, status: 'FAILED', merchantId: '100' });
    expect(calls[0]!.url).toBe(
      '/api/merchant-support/qr/crm/order/9/status?page=0&size=25&status=FAILED&merchant_id=100',
    );
    const decide = stubFetch({
      success: true,
      message: 'Success',
      data: { requestId: 3, status: 'APPROVED', applied: 1 },
    });
    await provider().decideConfigRequest('x', {
      decision: { id: 3, kind: 'P2PM_CONFIG', isApproved: true, remarks: 'ok' },
      idempotencyKey: 'k1',
    });
    expect(decide[0]!.url).toBe('/api/merchant-support/upload/p2pm-config/requests/3/decision');
    expect(JSON.parse(String(decide[0]!.init.body))).toEqual({ isApproved: true, remarks: 'ok' });
  });
});
