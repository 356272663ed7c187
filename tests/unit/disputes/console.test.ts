import { describe, expect, it } from 'vitest';
import { sniffProof } from '../../../src/pages/disputes/proof-file';
import { toChargebackQuery } from '../../../dataProviders/chargeback/query';
import { DISPUTE_APIS, CHARGEBACK_TRANSACTIONS } from '../../../dataProviders/chargeback/disputes';
import { fromChargebackList } from '../../../dataProviders/chargeback/query';

describe('proof files are typed by content, never by name', () => {
  it('PDF, PNG and JPEG by their first bytes; anything else refused', () => {
    expect(sniffProof(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffProof(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffProof(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffProof(new TextEncoder().encode('<html><script>'))).toBeNull();
    expect(sniffProof(new Uint8Array([]))).toBeNull();
  });
});

describe('the chargeback lists', () => {
  const api = DISPUTE_APIS[CHARGEBACK_TRANSACTIONS]!;
  it('sends 1-based page/limit and sourceProduct (SWIPE unless the filter names one)', () => {
    const params = {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: { merchantId: '4000000001' },
    };
    expect(toChargebackQuery(params, api)).toMatchObject({
      page: 2,
      limit: 20,
      merchantId: '4000000001',
      sourceProduct: 'SWIPE',
    });
    expect(toChargebackQuery({ ...params, filter: { sourceProduct: 'QR' } }, api)).toMatchObject({
      sourceProduct: 'QR',
    });
  });
  it('reads rows from Response and the total from totalCount', () => {
    const result = fromChargebackList(
      { success: true, Response: [{ id: 1 }, { id: 2 }], totalCount: 42, page: 1, limit: 20 },
      { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} },
      api,
    );
    expect(result.data).toHaveLength(2);
    expect(result.total).toBe(42);
  });
});
