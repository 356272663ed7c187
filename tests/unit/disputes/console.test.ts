import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sniffProof } from '../../../src/pages/disputes/proof-file';
import { toChargebackQuery } from '../../../dataProviders/chargeback/query';
import {
  CHARGEBACK_TRANSACTIONS,
  DISPUTE_LIST_API,
  disputesDataProvider,
} from '../../../dataProviders/chargeback/disputes';
import { fromChargebackList } from '../../../dataProviders/chargeback/query';
import { headerOf, memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

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
  const api = DISPUTE_LIST_API;
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

describe('the disputes provider calls the declared endpoints (contract/disputes/calls.ts)', () => {
  const base = (backend: string) => `/api/${backend}`;
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: '"t"' })));
  afterEach(() => vi.unstubAllGlobals());

  it('a list: its path, 1-based page/limit and sourceProduct; rows from Response', async () => {
    const calls = stubFetch({ success: true, Response: [{ id: 7 }], totalCount: 21 });
    const result = await disputesDataProvider(base).getList(CHARGEBACK_TRANSACTIONS, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { merchantId: '4000000001' },
    });
    expect(result).toMatchObject({ data: [{ id: 7 }], total: 21 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/chargeback/chargeback/merchant/detail/page/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      merchantId: '4000000001',
      page: '2',
      limit: '10',
      sourceProduct: 'SWIPE',
    });
  });

  it('a case action is POSTed to its path; a raise carries its Idempotency-Key; a proof is read as a file', async () => {
    const calls = stubFetch({ success: true, message: 'Success', data: { id: 3 } });
    const p = disputesDataProvider(base);
    await p.caseAction({ action: 're-raise', disputeId: 3, sourceProduct: 'QR' });
    await p.reviewDispute({
      decision: {
        disputeId: 3,
        sourceProduct: 'QR',
        accepted: true,
        acceptReason: [],
        rejectReason: [],
        agentRejectionNotes: '',
      },
      idempotencyKey: 'k-1',
    });
    await p.getProof({ id: 9, sourceProduct: 'QR' });
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'POST /api/chargeback/chargeback/re/raise/dispute',
      'POST /api/chargeback/chargeback/proof/status/update',
      'GET /api/chargeback/chargeback/get/documentUri?id=9&sourceProduct=QR',
    ]);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ disputeId: 3, sourceProduct: 'QR' });
    expect(headerOf(calls[1], 'Idempotency-Key')).toBe('k-1');
  });

  it('reads lists only', async () => {
    await expect(disputesDataProvider(base).getOne(CHARGEBACK_TRANSACTIONS, { id: 1 })).rejects.toThrow();
  });
});
