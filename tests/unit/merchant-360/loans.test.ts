import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MERCHANT_LOAN_LISTS, monthOf, recentMonths } from '../../../contract/merchant/loan-calls';
import { merchant360DataProvider } from '../../../dataProviders/merchant-support/merchant-360';
import { toLoanDetailsDto } from '../../../server/repositories/merchant-credit-line';
import { MERCHANT_LOAN_TABS } from '../../../src/pages/merchant-360/loans/tabs';
import { en } from '../../../src/i18n/en';
import { memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

const base = (backend: string) => `/api/${backend}`;
const list = (resource: string, filter: Record<string, unknown>, page = 1) =>
  merchant360DataProvider(base).getList(resource, {
    filter,
    pagination: { page, perPage: 20 },
    sort: { field: 'id', order: 'ASC' },
  });

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: '"t"' })));
afterEach(() => vi.unstubAllGlobals());

describe('credit-line months (IST)', () => {
  it('puts a time in its IST month: 20:00 UTC on the last day of a month is already the next month', () => {
    expect(monthOf(Date.UTC(2026, 9, 31, 20, 0))).toBe('2026-11');
    expect(monthOf(Date.UTC(2026, 9, 31, 18, 0))).toBe('2026-10');
  });

  it('offers the latest months newest first, across a year end', () => {
    expect(recentMonths(Date.UTC(2026, 1, 10), 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });
});

describe('the loan lists through the merchant 360 provider (spec §7.4)', () => {
  it('asks one month of credit-line transactions at its path, pages from 0', async () => {
    const calls = stubFetch({
      success: true,
      message: 'Success',
      data: { content: [{ id: 'E1' }], totalElements: 23 },
    });
    const result = await list('m360-creditline-transactions', { merchantId: '1000011', month: '2026-11' }, 2);
    expect(result).toEqual({ data: [{ id: 'E1' }], total: 23 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/merchant-support/merchants/1000011/loans/creditline/monthly/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: '2026-11', page: '1', size: '20' });
  });

  it('asks service requests by merchant_id and store as query (the path has no merchant)', async () => {
    const calls = stubFetch({ success: true, message: 'Success', data: { content: [], totalElements: 0 } });
    await list('m360-service-requests', { merchant_id: '1000011', storeId: '5000011' });
    expect(calls[0]!.url).toContain('/api/merchant-support/bharat-swipe/crm/service/request?');
    expect(calls[0]!.url).toContain('merchant_id=1000011');
    expect(calls[0]!.url).toContain('storeId=5000011');
  });

  it('a whole list (excess NACH) is answered as it comes', async () => {
    stubFetch({ success: true, message: 'Success', data: [{ id: 'N1' }, { id: 'N2' }] });
    expect((await list('m360-excess-nach', { merchantId: '1' })).total).toBe(2);
  });

  it('every list is on the merchant-support backend', () => {
    for (const l of Object.values(MERCHANT_LOAN_LISTS)) expect(l.backend).toBe('merchant-support');
  });
});

describe('the tabs', () => {
  it('each tab has its own segment, a label in en.ts, and is hidden without the merchant read access', () => {
    const labels = en.merchant360Loans.tab as Record<string, string>;
    expect(MERCHANT_LOAN_TABS.map((t) => t.segment)).toEqual([
      'credit-line',
      'loan-details',
      'bharat-swipe',
      'send-money',
      'service-requests',
    ]);
    for (const tab of MERCHANT_LOAN_TABS) {
      expect(tab.resource).toBe('merchant-details');
      expect(labels[tab.label.split('.').pop()!]).toBeTruthy();
    }
  });
});

describe('all loan details', () => {
  const loan = {
    id: 1,
    loan_id: 'LN1',
    merchant_id: '1',
    product: 'TERM_LOAN',
    status: 'DISBURSED',
    amount: 100_000,
    outstanding: 60_000,
    tenure_months: 12,
    interest_rate: 18,
    emi: 9_167.99,
    applied_at: 0,
    disbursed_at: 1_000,
    closed_at: null,
    noc_sent_at: null,
    updated_at: 0,
    version: 1,
  };
  const nach = (loanId: string, excess: number) => ({
    id: 1,
    merchant_id: '1',
    nach_ref: `N${excess}`,
    loan_id: loanId,
    emi_amount: 1,
    debited_amount: 1,
    excess_amount: excess,
    status: 'REFUNDED',
    utr: null,
    debited_at: 0,
    refunded_at: null,
  });
  const month = 30 * 86_400_000;

  it('counts EMIs paid by months since disbursal, the next EMI, and only this loan’s excess NACH', () => {
    const d = toLoanDetailsDto(loan, [nach('LN1', 100.5), nach('LN2', 7)], 1_000 + 3 * month + 5);
    expect(d).toMatchObject({ emisPaid: 3, emisRemaining: 9, excessNachAmount: 100.5, totalPayable: 110_015.88 });
    expect(d.nextEmiAt).toBe(Math.floor((1_000 + 4 * month) / 1000));
  });

  it('an application not yet disbursed has no EMIs left to count and no next EMI (N/A)', () => {
    const d = toLoanDetailsDto({ ...loan, status: 'APPLIED', disbursed_at: null }, [], 10 * month);
    expect(d).toMatchObject({ emisPaid: 0, emisRemaining: null, nextEmiAt: null, excessNachAmount: 0 });
  });
});
