import { istDayOf } from '../../contract/business-time.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPI_MANDATE_STATUSES } from '../../contract/consumer/filters.js';
import { TRILLION_MESSAGES } from '../../contract/consumer/plans.js';
import { EXTRAS_CONSUMERS as C } from '../../server/db/seed/consumer-extras.js';
import { consumerProductsApp, qs } from './consumer-products-helpers.js';

/** Consumer 360 part 2 reads (spec §7.5, §3.14, §3.18, §3.19, §3.23, §3.24) on the seeded consumers. */
let h: Awaited<ReturnType<typeof consumerProductsApp>>;
beforeAll(async () => {
  h = await consumerProductsApp(['payments-agent', 'support', 'noaccess', 'agent']);
}, 60_000);
afterAll(() => h.t.close());

type Page = {
  content: Record<string, unknown>[];
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
};
const get = async (url: string, as = 'payments-agent') => h.call(as, 'GET', url);

describe('UPI', () => {
  it('summary: the §3.23 profile, null for a consumer without UPI', async () => {
    const full = await get(`/api/lending/upi/summary${qs({ consumerId: C.full })}`);
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ success: true, data: { upi_id: 'asha.verma@postpe', account_status: 'ACTIVE' } });
    const none = await get(`/api/lending/upi/summary${qs({ consumerId: C.none })}`);
    expect(none.body.data).toBeNull();
  });

  it('summary: the mobile goes out masked; the whole one only through the audited reveal (issue 38 M3)', async () => {
    const full = await get(`/api/lending/upi/summary${qs({ consumerId: C.full })}`);
    expect((full.body.data as { mobile_number: string }).mobile_number).toBe('XXXXXX3210');
    const body = { consumerId: C.full, field: 'upiMobile', reason: 'Customer cannot receive UPI PIN SMS' };
    expect((await h.call('payments-agent', 'POST', '/api/postpe/pii/reveal', body)).status).toBe(403);
    const before = await h.auditCount();
    const res = await h.call('agent', 'POST', '/api/postpe/pii/reveal', body);
    expect(res.body).toMatchObject({ success: true, data: { value: '9876543210' } });
    expect(await h.auditCount()).toBe(before + 1);
  });

  it('transactions: 0-based pages of 20, newest first, narrowed by status, type, RRN and a full date range', async () => {
    const first = await get(`/api/lending/upi/transactions${qs({ consumerId: C.full, page: 0, size: 20 })}`);
    const p = first.body.data as Page;
    expect(p).toMatchObject({ page: 0, size: 20, totalElements: 27, totalPages: 2 });
    expect(p.content).toHaveLength(20);
    const times = p.content.map((r) => Number(r.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const deemed = (await get(`/api/lending/upi/transactions${qs({ consumerId: C.full, txn_status: 'DEEMED' })}`)).body
      .data as Page;
    expect(deemed.content.length).toBeGreaterThan(0);
    expect(deemed.content.every((r) => r.status === 'DEEMED')).toBe(true);
    const collect = (await get(`/api/lending/upi/transactions${qs({ consumerId: C.full, txn_type: 'COLLECT' })}`)).body
      .data as Page;
    expect(collect.content.every((r) => r.txn_type === 'COLLECT')).toBe(true);
    const rrn = String(p.content[3]!.bank_rrn);
    const byRrn = (await get(`/api/lending/upi/transactions${qs({ consumerId: C.full, bank_rrn: rrn })}`)).body
      .data as Page;
    expect(byRrn.content.map((r) => r.bank_rrn)).toEqual([rrn]);
    const day = istDayOf(Number(p.content[0]!.created_at) * 1000);
    const oneDay = (
      await get(`/api/lending/upi/transactions${qs({ consumerId: C.full, start_date: day, end_date: day })}`)
    ).body.data as Page;
    expect(oneDay.totalElements).toBe(1);
    const halfRange = (await get(`/api/lending/upi/transactions${qs({ consumerId: C.full, start_date: day })}`)).body
      .data as Page;
    expect(halfRange.totalElements).toBe(27);
  });

  it('refuses an unknown status with a 400 naming the field', async () => {
    const res = await get(`/api/lending/upi/transactions${qs({ consumerId: C.full, txn_status: 'NOPE' })}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('txn_status');
  });

  it('mandates: one of each of the nine statuses, filtered by mandate_status', async () => {
    const all = (await get(`/api/lending/upi/mandates${qs({ consumerId: C.full })}`)).body.data as Page;
    expect(new Set(all.content.map((m) => m.status))).toEqual(new Set(UPI_MANDATE_STATUSES));
    const revoked = (await get(`/api/lending/upi/mandates${qs({ consumerId: C.full, mandate_status: 'REVOKED' })}`))
      .body.data as Page;
    expect(revoked.content.map((m) => m.status)).toEqual(['REVOKED']);
  });

  it('complaints: the UDIR complaints of the disputed transactions; none for a consumer without UPI', async () => {
    const all = (await get(`/api/lending/upi/complaints${qs({ consumerId: C.full })}`)).body.data as Page;
    expect(all.totalElements).toBe(3);
    expect(all.content[0]).toHaveProperty('complaint_ref_no');
    const none = (await get(`/api/lending/upi/complaints${qs({ consumerId: C.none })}`)).body.data as Page;
    expect(none).toMatchObject({ content: [], totalElements: 0 });
  });

  it('each UPI tab needs its own key: support sees UPI, noaccess nothing, and no token is 401', async () => {
    expect((await get(`/api/lending/upi/mandates${qs({ consumerId: C.full })}`, 'support')).status).toBe(200);
    expect((await get(`/api/lending/upi/mandates${qs({ consumerId: C.full })}`, 'noaccess')).status).toBe(403);
    expect((await get(`/api/lending/upi/mandates${qs({ consumerId: C.full })}`, 'nobody')).status).toBe(401);
    expect((await get(`/api/lending/trillion/application${qs({ consumerId: C.full })}`, 'support')).status).toBe(403);
  });
});

describe('rewards, plans, cashback, referrals', () => {
  it('Zillion: summary, and transactions paged from page_no 1 with page_size 20', async () => {
    const s = await get(`/api/lending/rewards/summary${qs({ consumerId: C.full })}`);
    expect(s.body.data).toMatchObject({ coins_balance: 1250 });
    const p1 = (await get(`/api/lending/rewards/transactions${qs({ consumerId: C.full, page_no: 1, page_size: 20 })}`))
      .body.data as Page;
    const p2 = (await get(`/api/lending/rewards/transactions${qs({ consumerId: C.full, page_no: 2, page_size: 20 })}`))
      .body.data as Page;
    expect([p1.content.length, p2.content.length, p1.totalElements]).toEqual([20, 3, 23]);
    expect(p1.content[0]!.transaction_id).not.toBe(p2.content[0]!.transaction_id);
    expect((await get(`/api/lending/rewards/summary${qs({ consumerId: C.none })}`)).body.data).toBeNull();
  });

  it('BP Shield plan orders (§3.14) and VAS orders with isCancellable', async () => {
    const shield = (await get(`/api/lending/membership/details${qs({ consumerId: C.full })}`)).body.data as Record<
      string,
      unknown
    >[];
    expect(shield.map((o) => o.status)).toEqual(['ACTIVE', 'EXPIRED']);
    const vas = (await get(`/api/postpe/vas/orders${qs({ consumerId: C.full })}`)).body.data as Record<
      string,
      unknown
    >[];
    expect(vas.map((o) => o.isCancellable).sort()).toEqual([false, true]);
    expect((await get(`/api/lending/membership/details${qs({ consumerId: C.none })}`)).body.data).toEqual([]);
  });

  it('cashback: balance = earned − redeemed − expired, the ledger and tier history; null when none', async () => {
    const c = (await get(`/api/postpe/cashback${qs({ consumerId: C.full })}`)).body.data as {
      cashbackBalance: number;
      cashbackEarned: number;
      cashbackRedeemed: number;
      cashbackExpired: number;
      cashbackTier: number;
      ledger: unknown[];
      tierAudit: unknown[];
    };
    expect(c.cashbackBalance).toBe(c.cashbackEarned - c.cashbackRedeemed - c.cashbackExpired);
    expect([c.ledger.length, c.tierAudit.length, c.cashbackTier]).toEqual([6, 3, 3]);
    expect((await get(`/api/postpe/cashback${qs({ consumerId: C.none })}`)).body.data).toBeNull();
    const m = (await get(`/api/postpe/cashback/milestone${qs({ consumerId: C.full })}`)).body.data as unknown[];
    expect(m).toHaveLength(2);
  });

  it('referrals: total with active and inactive lists', async () => {
    const r = (await get(`/api/postpe/referrals${qs({ id: C.full })}`)).body.data as {
      totalReferral: number;
      activeReferrals: unknown[];
      inactiveReferrals: unknown[];
    };
    expect([r.totalReferral, r.activeReferrals.length, r.inactiveReferrals.length]).toEqual([3, 2, 1]);
  });
});

describe('bill payments, loans, Trillion, calculator', () => {
  it('credit-card bill payments: pageNum 0, pageSize 20, with the order type and VAS order', async () => {
    const p = (
      await get(`/api/postpe/bill-payments${qs({ consumerId: C.full, kind: 'CREDIT_CARD', pageNum: 0, pageSize: 20 })}`)
    ).body.data as Page;
    expect(p).toMatchObject({ page: 0, size: 20, totalElements: 24, totalPages: 2 });
    expect(p.content[0]).toMatchObject({ billOrderType: 'Non Recharge', vasOrderDetailDto: { isCancellable: true } });
    const postpe = (await get(`/api/postpe/bill-payments${qs({ consumerId: C.full, kind: 'POSTPE' })}`)).body
      .data as Page;
    expect(postpe.content.map((b) => b.billOrderType)).toEqual(['Recharge', 'Recharge', 'Recharge', 'Non Recharge']);
  });

  it('loans: current and previous per identifier, pageNum from 1', async () => {
    const cur = (
      await get(
        `/api/lending/loans/current${qs({ consumerId: C.full, loanIdentifier: 'CONSUMER_DURABLE_LOAN', pageNum: 1, pageSize: 20 })}`,
      )
    ).body.data as Page;
    expect(cur.content.map((l) => l.loanStatus)).toEqual(['ACTIVE']);
    const prev = (
      await get(`/api/lending/loans/previous${qs({ consumerId: C.full, loanIdentifier: 'CONSUMER_TRANSACTIONS' })}`)
    ).body.data as Page;
    expect(prev).toMatchObject({ page: 1, totalElements: 2 });
    const none = (
      await get(`/api/lending/loans/current${qs({ consumerId: C.none, loanIdentifier: 'CONSUMER_TRANSACTIONS' })}`)
    ).body.data as Page;
    expect(none.totalElements).toBe(0);
  });

  it("Trillion: the application with metaData and status_message; 'Application details not found' for none", async () => {
    const full = await get(`/api/lending/trillion/application${qs({ consumerId: C.full })}`);
    expect(full.body).toMatchObject({
      success: true,
      status_message: 'Success',
      data: { metaData: { lan_id: 'LAN88001' } },
    });
    const none = await get(`/api/lending/trillion/application${qs({ consumerId: C.none })}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(TRILLION_MESSAGES.serverNotFound);
  });

  it('calculator: config, BPI to the 5th and a schedule whose principal sums to the amount', async () => {
    const cfg = (await get(`/api/lending/pl/emi-calculator/config${qs({ consumerId: C.full })}`)).body.data;
    expect(cfg).toMatchObject({ maxLimit: 100000, processingFee: 2, minTenure: 3, maxTenure: 12 });
    const b = (
      await get(`/api/lending/loan-calculator${qs({ consumerId: C.full, amount: 36500, date: '2026-11-25' })}`)
    ).body.data;
    expect(b).toEqual({ bpiDays: 10, bpiAmount: 160 });
    const s = (
      await get(
        `/api/lending/installment-schedule${qs({ tenure: 6, amount: 30000, date: '2026-11-25', interestRate: 16 })}`,
      )
    ).body.data as { principle: number; date: string }[];
    expect(s).toHaveLength(6);
    expect(s[0]!.date).toBe('2027-01-05');
    expect(Math.round(s.reduce((a, r) => a + r.principle, 0) * 100) / 100).toBe(30000);
  });
});
