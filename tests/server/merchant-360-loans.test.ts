import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '../../contract/merchant/loan-calls.js';
import { DEMO_MERCHANT_ID } from '../../server/db/seed/merchant-360.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { merchantCaller, MS } from './helpers/merchant-360-calls.js';

/** Credit line, loan details, excess NACH, Bharat Swipe, send money and service requests of the merchant 360 (§7.4). */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const M = DEMO_MERCHANT_ID;
/** A seeded merchant with none of these (the empty states). */
const EMPTY = '1000002';
const get = async (url: string, who = 'support') => {
  const res = await call(who, 'GET', `${MS}${url}`);
  expect(res.status, url).toBe(200);
  expect(res.body).toMatchObject({ success: true, message: 'Success' });
  return res.body.data;
};
type Row = { status: string; createdAt: number; kind?: string; month?: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['support', 'noaccess']) tokens[who] = await t.tokenFor(`${who}@console.example`);
}, 60_000);
afterAll(() => t.close());

describe('credit line', () => {
  it('answers the credit line, its details and its application; null for a merchant without one', async () => {
    expect(await get(`/merchants/${M}/loans/creditline`)).toMatchObject({
      creditLineId: `CL${M}`,
      status: 'ACTIVE',
      sanctionedLimit: 200_000,
      utilisedLimit: 70_000,
      availableLimit: 130_000,
    });
    const details = await get(`/merchants/${M}/loans/creditline/details`);
    expect(details).toMatchObject({ interestRate: 21, penaltyRate: 3, dueDay: 5, closedAt: null });
    expect(details.sanctionedAt).toBeLessThan(10_000_000_000);
    expect(await get(`/merchants/${M}/loans/creditline/application`)).toMatchObject({
      applicationId: `CLA${M}`,
      status: 'APPROVED',
      requestedLimit: 200_000,
    });
    for (const part of ['', '/details', '/application']) {
      expect(await get(`/merchants/${EMPTY}/loans/creditline${part}`)).toBeNull();
    }
  });

  it('pages the month’s transactions from page 0 newest first; refunds and repayments show every state', async () => {
    const month = monthOf(Date.now());
    const first = await get(`/merchants/${M}/loans/creditline/monthly/transactions?month=${month}&page=0&size=20`);
    expect(first).toMatchObject({ page: 0, size: 20, totalElements: 23, totalPages: 2 });
    expect(first.content.every((r: Row) => r.kind === 'TRANSACTION' && r.month === month)).toBe(true);
    expect(first.content[0].createdAt).toBeGreaterThanOrEqual(first.content[1].createdAt);
    const second = await get(`/merchants/${M}/loans/creditline/monthly/transactions?month=${month}&page=1&size=20`);
    expect(second.content).toHaveLength(3);
    const refunds = await get(`/merchants/${M}/loans/creditline/monthly/refunds?month=${month}`);
    expect(new Set(refunds.content.map((r: Row) => r.status))).toEqual(new Set(['SUCCESS', 'PENDING', 'FAILED']));
    const repayments = await get(`/merchants/${M}/loans/creditline/monthly/repayments?month=${month}`);
    expect(new Set(repayments.content.map((r: Row) => r.status))).toEqual(new Set(['SUCCESS', 'PENDING', 'BOUNCED']));
    const empty = await get(`/merchants/${M}/loans/creditline/monthly/refunds?month=2001-01`);
    expect(empty).toMatchObject({ content: [], totalElements: 0 });
  });

  it('lists interest and penalty charges, one kind when asked; refuses a malformed month', async () => {
    const all = await get(`/merchants/${M}/loans/creditline/interest-penalty?size=50`);
    expect(new Set(all.content.map((r: Row) => r.kind))).toEqual(new Set(['INTEREST', 'PENALTY']));
    expect(all.totalElements).toBe(12);
    const penalties = await get(`/merchants/${M}/loans/creditline/interest-penalty?kind=PENALTY&size=50`);
    expect(penalties.content.every((r: Row) => r.kind === 'PENALTY')).toBe(true);
    const bad = await call('support', 'GET', `${MS}/merchants/${M}/loans/creditline/monthly/refunds?month=2026-13`);
    expect(bad.status).toBe(400);
  });
});

describe('loan details and excess NACH', () => {
  it('gives every loan with its payable total, EMIs paid and its excess NACH total', async () => {
    const [loan] = await get(`/merchants/${M}/loan/all-details`);
    expect(loan).toMatchObject({ loanId: `LN${M}`, status: 'CLOSED', emisPaid: 12, emisRemaining: 0, nextEmiAt: null });
    expect(loan.totalPayable).toBeCloseTo(loan.emi * 12, 2);
    const nach = await get(`/merchants/${M}/loan/excess-nach-amount-details/new`);
    expect(new Set(nach.map((n: Row) => n.status))).toEqual(
      new Set(['REFUND_PENDING', 'REFUNDED', 'ADJUSTED', 'FAILED']),
    );
    const total = nach.reduce((s: number, n: { excessAmount: number }) => s + n.excessAmount, 0);
    expect(loan.excessNachAmount).toBeCloseTo(total, 2);
    expect(nach.find((n: Row) => n.status === 'REFUNDED')).toMatchObject({ utr: expect.any(String) });
    expect(await get(`/merchants/${EMPTY}/loan/all-details`)).toEqual([]);
    expect(await get(`/merchants/${EMPTY}/loan/excess-nach-amount-details/new`)).toEqual([]);
  });
});

describe('Bharat Swipe and send money', () => {
  it('lists accounts in every state and pages withdrawals, narrowed by status', async () => {
    const accounts = await get(`/merchants/${M}/bharatswipe/accounts`);
    expect(accounts.map((a: Row) => a.status).sort()).toEqual(['ACTIVE', 'CLOSED', 'FROZEN']);
    const page = await get(`/merchants/${M}/bharatswipe/withdrawals?page=0&size=20`);
    expect(page).toMatchObject({ totalElements: 24, totalPages: 2 });
    expect(new Set(page.content.map((w: Row) => w.status)).size).toBe(5);
    const failed = await get(`/merchants/${M}/bharatswipe/withdrawals?status=FAILED`);
    expect(failed.content.every((w: { status: string; failureReason: string }) => w.failureReason)).toBe(true);
    expect(await get(`/merchants/${EMPTY}/bharatswipe/accounts`)).toEqual([]);
  });

  it('pages send-money transactions with the beneficiary account masked to its last 4 digits', async () => {
    const page = await get(`/merchants/${M}/sendmoney/transactions?size=5`);
    expect(page).toMatchObject({ totalElements: 22, totalPages: 5 });
    expect(page.content[0].accountNo).toMatch(/^X+\d{4}$/);
    const all = await get(`/merchants/${M}/sendmoney/transactions?size=50`);
    expect(new Set(all.content.map((s: Row) => s.status))).toEqual(
      new Set(['SUCCESS', 'PENDING', 'FAILED', 'REFUNDED']),
    );
    expect((await get(`/merchants/${EMPTY}/sendmoney/transactions`)).totalElements).toBe(0);
  });
});

describe('card-swipe service requests', () => {
  it('lists a merchant’s requests, one store’s, and one request by id', async () => {
    const all = await get(`/bharat-swipe/crm/service/request?merchant_id=${M}`);
    expect(all.totalElements).toBe(6);
    const store = await get(`/bharat-swipe/crm/service/request?merchant_id=${M}&storeId=6000011`);
    expect(store.content.length).toBeGreaterThan(0);
    expect(store.content.every((r: { storeId: string }) => r.storeId === '6000011')).toBe(true);
    const one = await get(`/bharat-swipe/crm/service/request/${all.content[0].requestId}`);
    expect(one).toMatchObject({ requestId: all.content[0].requestId, merchantId: M });
    expect((await call('support', 'GET', `${MS}/bharat-swipe/crm/service/request/SR0`)).status).toBe(404);
    expect((await call('support', 'GET', `${MS}/bharat-swipe/crm/service/request`)).status).toBe(400);
  });
});

describe('permissions and unknown merchants', () => {
  it('refuses every read without CAN_LIST_MERCHANT_DETAILS and answers 404 for an unknown merchant', async () => {
    const urls = [
      `/merchants/${M}/loans/creditline`,
      `/merchants/${M}/loans/creditline/monthly/transactions`,
      `/merchants/${M}/loans/creditline/interest-penalty`,
      `/merchants/${M}/loan/all-details`,
      `/merchants/${M}/loan/excess-nach-amount-details/new`,
      `/merchants/${M}/bharatswipe/accounts`,
      `/merchants/${M}/bharatswipe/withdrawals`,
      `/merchants/${M}/sendmoney/transactions`,
      `/bharat-swipe/crm/service/request?merchant_id=${M}`,
    ];
    for (const url of urls) expect((await call('noaccess', 'GET', `${MS}${url}`)).status, url).toBe(403);
    expect((await call('support', 'GET', `${MS}/merchants/1999999/loans/creditline`)).status).toBe(404);
    expect((await call('support', 'GET', `${MS}/merchants/1999999/sendmoney/transactions`)).status).toBe(404);
  });
});
