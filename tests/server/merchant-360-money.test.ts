import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID } from '../../server/db/seed/merchant-360.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { auditCount, CRM, merchantCaller, MS } from './helpers/merchant-360-calls.js';

/** Transactions, settlements, stores, loans, gold, KYC SMS and support desk of the merchant 360 (spec §7.3, §7.4). */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const M = DEMO_MERCHANT_ID;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'ops', 'support']) tokens[who] = await t.tokenFor(`${who}@console.example`);
}, 60_000);
afterAll(() => t.close());

describe('transactions and refunds', () => {
  it('pages a merchant’s transactions from page 0, newest first, with Spring totals and times in seconds', async () => {
    const res = await call('support', 'GET', `${MS}/merchants/${M}/transactions?page=0&size=5`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ page: 0, size: 5, totalElements: 12, totalPages: 3 });
    expect(d.content).toHaveLength(5);
    expect(d.content[0].createdAt).toBeGreaterThanOrEqual(d.content[1].createdAt);
    expect(d.content[0].createdAt).toBeLessThan(10_000_000_000);
  });

  it('searches across merchants (payments-tesseract), the rejected ones, one transaction with its refunds', async () => {
    const all = (await call('support', 'GET', `${MS}/payments-tesseract/transactions/big-query?size=3`)).body.data;
    expect(all.content).toHaveLength(3);
    const rejected = (await call('support', 'GET', `${MS}/payments-tesseract/rejected/big-query?size=50`)).body.data;
    expect(rejected.content.every((r: { status: string }) => ['REJECTED', 'FAILED'].includes(r.status))).toBe(true);
    const one = await call('support', 'GET', `${MS}/payments-tesseract/${all.content[0].txnId}`);
    expect(one.body.data).toMatchObject({ txnId: all.content[0].txnId, refunds: expect.any(Array) });
    expect((await call('support', 'GET', `${MS}/payments-tesseract/NOPE`)).status).toBe(404);
  });

  it('lists refunds and finds one by refund id or transaction id', async () => {
    const refunds = (await call('support', 'GET', `${MS}/payments-tesseract/transactions/big-query?size=1`)).status;
    expect(refunds).toBe(200);
    const byId = await call('support', 'GET', `${MS}/bharat-swipe/crm/refund/RFD0000000001`);
    expect(byId.body.data[0]).toMatchObject({ refundId: 'RFD0000000001' });
    const again = await call('support', 'GET', `${MS}/bharat-swipe/crm/refund/${byId.body.data[0].txnId}`);
    expect(again.body.data.map((r: { refundId: string }) => r.refundId)).toContain('RFD0000000001');
  });
});

describe('settlements', () => {
  it('lists settlements and deductions', async () => {
    const s = (await call('support', 'GET', `${MS}/merchants/${M}/settlements`)).body.data;
    expect(s.totalElements).toBe(4);
    const d = (await call('support', 'GET', `${MS}/merchants/${M}/settlements/deductions`)).body.data;
    expect(d.content[0]).toMatchObject({ kind: expect.any(String), settlementRef: expect.stringMatching(/^STL/) });
  });

  it('on-demand settlement needs CAN_PERFORM_SETTLEMENT, settles the unsettled money once, and is audited', async () => {
    const unsettled = (await call('admin', 'GET', `${MS}/merchants/${M}/settlements/unsettled`)).body.data.amount;
    expect(unsettled).toBeGreaterThan(0);
    expect((await call('ops', 'POST', `${MS}/merchants/settlement/ondemand/update`, { merchantId: M })).status).toBe(
      403,
    );
    const before = await auditCount(t, 'merchant-settlements', M);
    const [a, b] = await Promise.all(
      [1, 2].map(() => call('admin', 'POST', `${MS}/merchants/settlement/ondemand/update`, { merchantId: M })),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const won = a!.status === 200 ? a! : b!;
    expect(won.body.data).toMatchObject({ type: 'ON_DEMAND', status: 'SETTLED', grossAmount: unsettled });
    expect(await auditCount(t, 'merchant-settlements', M)).toBe(before + 1);
    const audit = (await call('support', 'GET', `${MS}/merchants/${M}/get-settlement-audit`)).body.data;
    expect(audit.content[0]).toMatchObject({ action: 'settlement.on_demand' });
    const again = await call('admin', 'POST', `${MS}/merchants/settlement/ondemand/update`, { merchantId: M });
    expect(again.status).toBe(409);
  });

  it('updates a PENDING or FAILED settlement only, with its UTR when settled', async () => {
    const list = (await call('admin', 'GET', `${MS}/merchants/${M}/settlements?size=50`)).body.data.content;
    const settled = list.find((s: { status: string }) => s.status === 'SETTLED');
    const res = await call('admin', 'POST', `${MS}/merchants/${M}/settlement/update`, {
      settlementId: settled.id,
      status: 'FAILED',
    });
    expect(res.status).toBe(409);
    const noUtr = await call('admin', 'POST', `${MS}/merchants/${M}/settlement/update`, {
      settlementId: settled.id,
      status: 'SETTLED',
    });
    expect(noUtr.status).toBe(400);
  });

  it('a FAILED or PENDING settlement is corrected once with its UTR, audited; only with CAN_PERFORM_SETTLEMENT', async () => {
    const other = '1000002';
    const list = (await call('admin', 'GET', `${MS}/merchants/${other}/settlements?size=50`)).body.data.content;
    const open = list.find((s: { status: string }) => s.status === 'PENDING' || s.status === 'FAILED');
    const body = { settlementId: open.id, status: 'SETTLED', utr: 'UTR998877665544' };
    const url = `${MS}/merchants/${other}/settlement/update`;
    expect((await call('ops', 'POST', url, body)).status).toBe(403);
    const before = await auditCount(t, 'merchant-settlements', other);
    const res = await call('admin', 'POST', url, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'SETTLED', utr: 'UTR998877665544' });
    expect(await auditCount(t, 'merchant-settlements', other)).toBe(before + 1);
    expect((await call('admin', 'POST', url, body)).status).toBe(409);
  });
});

describe('KYC SMS, messages, stores and devices, loans, gold, tickets', () => {
  it('sends the KYC SMS to a merchant whose KYC is pending; it shows in the messages and the audit history', async () => {
    const res = await call('ops', 'POST', `${CRM}/merchants/${M}/kyc-sms`, {}, { 'idempotency-key': 'kyc-sms-1' });
    expect(res.status).toBe(200);
    const messages = (await call('support', 'GET', `${CRM}/merchant/message/${M}`)).body.data.content;
    expect(messages[0]).toMatchObject({ template: 'KYC_REMINDER', sentBy: 'ops@console.example' });
    const history = (await call('support', 'GET', `${CRM}/merchants/${M}/audit/history`)).body.data.content;
    expect(history[0]).toMatchObject({ action: 'merchant.kyc_sms', actorEmail: 'ops@console.example' });
  });

  it('stores with terminals, devices by product, invoices, and a device return once', async () => {
    const stores = (await call('support', 'GET', `${MS}/merchants/1000001/stores?withTerminals=true`)).body.data;
    expect(stores[0].terminals.length).toBeGreaterThan(0);
    const device = stores[0].terminals[0];
    const devices = (await call('support', 'GET', `${MS}/merchants/1000001/${device.product}-swipe/getDevices`)).body
      .data;
    expect(devices.map((d: { deviceSerial: string }) => d.deviceSerial)).toContain(device.deviceSerial);
    const inv = await call(
      'support',
      'GET',
      `${MS}/merchants/1000001/swipe-invoices?deviceSerial=${device.deviceSerial}`,
    );
    expect(inv.status).toBe(200);
    const url = `${MS}/merchants/1000001/${device.product}-swipe/returnDevices`;
    const body = { deviceSerial: device.deviceSerial, reason: 'Merchant closing shop' };
    expect((await call('ops', 'POST', url, body)).body.data.status).toBe('RETURN_REQUESTED');
    expect((await call('ops', 'POST', url, body)).status).toBe(409);
  });

  it('loans: summary, list, cancel an application only while APPLIED/APPROVED, NOC only for a CLOSED loan', async () => {
    const loans = (await call('support', 'GET', `${MS}/merchants/1000001/loans`)).body.data;
    expect(loans.length).toBeGreaterThan(0);
    const summary = (await call('support', 'GET', `${MS}/merchants/1000001/loans/summary`)).body.data;
    expect(summary.totalLoans).toBe(loans.length);
    const loan = loans[0];
    const cancel = await call('ops', 'POST', `${MS}/merchants/1000001/cancel-loan-application`, {
      loanId: loan.loanId,
    });
    expect(cancel.status).toBe(['APPLIED', 'APPROVED'].includes(loan.status) ? 200 : 409);
    const noc = await call('ops', 'POST', `${MS}/merchants/1000001/lending/send-noc`, { loanId: loan.loanId });
    expect(noc.status).toBe(loan.status === 'CLOSED' ? 200 : 409);
  });

  it('SafeGold detail and transactions; tickets, calls and SMS templates; sending a template', async () => {
    const gold = (await call('support', 'GET', `${MS}/merchants/${M}/safeGold/detail`)).body.data;
    expect(gold.hasAccount).toBe(true);
    expect((await call('support', 'GET', `${MS}/merchants/${M}/safeGold/transactions`)).body.data).toHaveLength(3);
    expect((await call('support', 'GET', `${CRM}/freshbots/tickets?merchantId=${M}`)).body.data.length).toBe(2);
    expect((await call('support', 'GET', `${CRM}/freshbots/call?merchantId=${M}`)).status).toBe(200);
    const templates = (
      await call('support', 'GET', `${CRM}/notification-service/get-sms-templates?serviceName=settlement`)
    ).body.data;
    const sent = await call('ops', 'POST', `${CRM}/notification-service/settlement/send-notification`, {
      merchantId: M,
      templateId: templates[0].templateId,
    });
    expect(sent.status).toBe(200);
    expect((await call('ops', 'POST', `${CRM}/freshbots/click-to-call`, { merchantId: M })).status).toBe(200);
  });

  it('a push notification and an SMS link: each recorded with the merchant messages, one audit row each', async () => {
    const audits = await auditCount(t, 'merchants', M);
    const messages = async () =>
      (await t.database.handle.db.selectFrom('merchant_messages').selectAll().where('merchant_id', '=', M).execute())
        .length;
    const sent = await messages();
    const push = { merchantId: M, message: 'Your settlement is on its way' };
    expect((await call('ops', 'POST', `${CRM}/freshbots/notify-merchant`, push)).status).toBe(200);
    const sms = await call('ops', 'POST', `${MS}/merchants/${M}/send/sms/APP_LINK`);
    expect(sms.status).toBe(200);
    expect(sms.body.data.messageId).toEqual(expect.any(Number));
    expect(await messages()).toBe(sent + 2);
    expect(await auditCount(t, 'merchants', M)).toBe(audits + 2);
  });
});
