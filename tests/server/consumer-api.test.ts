import { describe, expect, it } from 'vitest';
import { L, P, consumerSuiteApp, nowSeconds } from './consumer-helpers.js';

/** Consumer 360 reads (spec §2.13, §3.12–§3.22, §7.5, §9): lookup, masking, paging, filters and tab permissions. */
const h = consumerSuiteApp();

describe('lookup and summary', () => {
  it('finds a consumer by mobile, by consumer id and by a pasted +91 mobile; the mobile is masked', async () => {
    for (const id of ['9876543210', '1001', '919876543210']) {
      const res = await h.call('agent', 'GET', `${P}/summary?id=${id}`);
      expect(res.status, id).toBe(200);
      expect(res.body.data.consumerId).toBe(1001);
      expect(res.body.data.mobileNumber).toBe('XXXXXX3210');
      expect(res.body.data.postPaidAccount.availableLimit).toBe(50_000 - 18_250.5);
    }
  });
  it('an unknown id says so; a non-numeric or too long one is refused', async () => {
    const res = await h.call('agent', 'GET', `${P}/summary?id=5555`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No consumer found for this mobile or consumer id.');
    expect((await h.call('agent', 'GET', `${P}/summary?id=98765abc`)).status).toBe(400);
    expect((await h.call('agent', 'GET', `${P}/summary?id=1234567890123`)).status).toBe(400);
  });
  it('shows the blocked and write-off flags of the blocked consumer', async () => {
    const { body } = await h.call('agent', 'GET', `${P}/summary?id=9123456780`);
    expect(body.data.permanentBlockedUser).toEqual({
      blocked: true,
      reason: 'Fraud',
      remark: 'Confirmed by the risk team',
    });
    expect(body.data.isWriteOff).toBe(true);
    expect(body.data.writeOffAmount).toBe(12_500);
  });
});

describe('tab permissions (the server refuses what the console hides)', () => {
  it('a viewer reads the open tabs but not kyc, bank transfers or any action', async () => {
    expect((await h.call('viewer', 'GET', `${P}/summary?id=1001`)).status).toBe(200);
    expect((await h.call('viewer', 'GET', `${P}/kyc-docs?consumerId=1001`)).status).toBe(403);
    expect((await h.call('viewer', 'GET', `${L}/bank-transfers?consumerId=1001`)).status).toBe(403);
    const hold = await h.call('viewer', 'PUT', `${P}/disputed-txn`, {
      txnId: 'TXN-CARD-TODAY',
      status: 'HOLD',
      consumerId: 1001,
    });
    expect(hold.status).toBe(403);
    const reveal = await h.call('viewer', 'POST', `${P}/pii/reveal`, {
      consumerId: 1001,
      field: 'mobile',
      reason: 'asked by customer',
    });
    expect(reveal.status).toBe(403);
  });
  it('someone without the consumer 360 cannot look anyone up', async () => {
    expect((await h.call('noaccess', 'GET', `${P}/summary?id=1001`)).status).toBe(403);
  });
  it('the Unity card state is sent only to holders of CAN_VIEW_UNITY_BANK_CARD', async () => {
    expect((await h.call('agent', 'GET', `${P}/card/details?consumerId=1001`)).body.data.unityCard.state).toBe(
      'ACTIVE',
    );
    expect((await h.call('viewer', 'GET', `${P}/card/details?consumerId=1001`)).body.data.unityCard).toBeNull();
  });
});

describe('tab data', () => {
  it('kyc: PAN and address masked, the year of birth only', async () => {
    const { body } = await h.call('agent', 'GET', `${P}/kyc-docs?consumerId=1001`);
    expect(body.data.panNumber).toMatch(/^X{6}\d{3}F$/);
    expect(body.data.docs[0].address).toBe('XX XX XXXX, XXXXXXXXXXX, Bengaluru 560038');
    expect(body.data.docs[0].formattedDob).toBe('XX/XX/1990');
  });
  it('limits: PAYMENT and BANK_TRANSFER panels; the send-money limit of the loan overview', async () => {
    const { body } = await h.call(
      'agent',
      'GET',
      `${P}/creditLimit/details?consumerId=1001&txnTypes=BANK_TRANSFER,PAYMENT`,
    );
    expect(Object.keys(body.data).sort()).toEqual(['BANK_TRANSFER', 'PAYMENT']);
    expect(body.data.PAYMENT.monthLimit).toBe(50_000);
    const sm = await h.call('agent', 'GET', `${L}/loan/overview?consumerId=1001`);
    expect(sm.body.data).toEqual({
      approvedSmLimit: 20000,
      availableSmLimit: 15000,
      usedSmLimit: 5000,
      plAmountBlockedOnSmUsage: 0,
    });
  });
  it('account statement: 0-based page_num, status and type filters; a one-ended date range is ignored', async () => {
    const all = await h.call('agent', 'GET', `${L}/account-statement?consumerId=1001&page_num=0&page_size=5`);
    expect(all.body.data.content).toHaveLength(5);
    const total = all.body.data.totalElements as number;
    // 13 of the demo seed, and the failed and the re-initiated QR refunds of the lending calls (issue 46 item 6).
    expect(total).toBe(15);
    const second = await h.call('agent', 'GET', `${L}/account-statement?consumerId=1001&page_num=2&page_size=5`);
    expect(second.body.data.content).toHaveLength(5);
    const failed = await h.call('agent', 'GET', `${L}/account-statement?consumerId=1001&statuses=FAILED`);
    expect(failed.body.data.content.map((t: { txnId: string }) => t.txnId)).toEqual([
      'TXN-QR-FAILED',
      'TXN-QR-REFUND-FAILED',
    ]);
    const oneEnd = await h.call('agent', 'GET', `${L}/account-statement?consumerId=1001&from=${nowSeconds()}`);
    expect(oneEnd.body.data.totalElements).toBe(total);
    const both = await h.call('agent', 'GET', `${L}/account-statement?consumerId=1001&from=0&to=1`);
    expect(both.body.data.totalElements).toBe(0);
  });
  it('the LDC disbursal still PENDING carries its expected completion time; its account number is masked', async () => {
    const { body } = await h.call('agent', 'GET', `${L}/account-statement?consumerId=1001&txnId=TXN-LDC-PENDING`);
    expect(body.data.content[0].expectedCompletionTime).toBeGreaterThan(0);
    expect(body.data.content[0].accountNo).toBe('XXXXXXXX9012');
  });
  it('repayments page from 1 with refund info; the CRM audit pages from 0 in requestAudits', async () => {
    const r = await h.call('agent', 'GET', `${P}/repayments?id=1001&page=1&limit=20`);
    const rows = r.body.data.account_statement.statement_details;
    expect(rows).toHaveLength(2);
    expect(rows[1].refundInfo.status).toBe('COMPLETED');
    expect((await h.call('agent', 'GET', `${P}/repayments?id=1001&page=0`)).status).toBe(400);
    const audits = await h.call('agent', 'GET', `${P}/request-audits?consumerId=1001&page=0&limit=10`);
    expect(audits.body.data.requestAudits.length).toBeGreaterThan(0);
  });
  it('bills with their statuses; a bill lists its transactions; the PDF is a PDF', async () => {
    const { body } = await h.call('agent', 'GET', `${P}/bills?consumerId=1001&page=0&size=20`);
    expect(body.data.content.map((b: { billStatus: string }) => b.billStatus)).toEqual([
      'DUE',
      'PAID',
      'CARRY_FORWARDED',
      'CONVERTED TO EMI',
    ]);
    const pdf = await h.call('agent', 'GET', `${P}/bill-pdf?billId=${body.data.content[1].billId}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).slice(0, 8)).toBe('%PDF-1.4');
  });
  it('bank transfers: page 1, limit 20, UTR search, account masked to the last 4 digits', async () => {
    const { body } = await h.call('agent', 'GET', `${L}/bank-transfers?consumerId=1001&page=1&limit=20`);
    expect(body.data.content).toHaveLength(3);
    expect(body.data.content[0].accountNo).toBe('XXXXXXXX9001');
    const one = await h.call('agent', 'GET', `${L}/bank-transfers?consumerId=1001&utr=UTR900002`);
    expect(one.body.data.content.map((t: { status: string }) => t.status)).toEqual(['PENDING']);
  });
  it('EMIs with the foreclosure flag; the quote and ledger only for ACTIVE, FORECLOSED and CLOSED', async () => {
    const { body } = await h.call('agent', 'GET', `${P}/emis?consumerId=1001&page=0&size=20`);
    const byStatus = (s: string) => body.data.content.filter((e: { loanStatus: string }) => e.loanStatus === s);
    expect(
      byStatus('ACTIVE')
        .map((e: { canForeclose: boolean }) => e.canForeclose)
        .sort(),
    ).toEqual([false, true]);
    const pending = byStatus('PENDING')[0];
    expect((await h.call('agent', 'GET', `${L}/foreclose/quote?loanId=${pending.id}`)).status).toBe(409);
    const closed = byStatus('CLOSED')[0];
    expect((await h.call('agent', 'GET', `${L}/loan-ledger?loanId=${closed.id}`)).status).toBe(200);
  });
  it('the empty consumer has empty lists (the console shows the empty states)', async () => {
    for (const url of [
      `${P}/bills?consumerId=1004`,
      `${P}/emis?consumerId=1004`,
      `${L}/bank-transfers?consumerId=1004`,
      `${L}/account-statement?consumerId=1004`,
    ]) {
      const { body } = await h.call('agent', 'GET', url);
      expect(body.data.content, url).toEqual([]);
    }
  });
});
