import { beforeEach, describe, expect, it } from 'vitest';
import { L, P, consumerSuiteApp, nowSeconds } from './consumer-helpers.js';

/**
 * Consumer 360 actions (spec §4, §5.8, §6, §8; DESIGN.md §5): each checks its permission and its state on the
 * server, writes one audit row, and is one conditional update, so concurrent callers cannot both apply.
 */
const h = consumerSuiteApp();
const txn = (txnId: string) =>
  h.db().selectFrom('consumer_account_txns').selectAll().where('txn_id', '=', txnId).executeTakeFirstOrThrow();
/** The seed's clock is fixed; "today" and "last week" are set against the real clock the rules read. */
const touch = (txnId: string, secondsAgo: number) =>
  h
    .db()
    .updateTable('consumer_account_txns')
    .set({ updated_at: nowSeconds() - secondsAgo })
    .where('txn_id', '=', txnId)
    .execute();
/** Two agents POST at once (one body each): exactly one is answered 200, the other 409; answers the winner. */
async function twoAgentsAtOnce(path: string, first: object, second: object) {
  const results = await Promise.all([h.call('agent', 'POST', path, first), h.call('agent2', 'POST', path, second)]);
  expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  return results.find((r) => r.status === 200)!;
}

describe('card transaction hold (spec §4)', () => {
  beforeEach(async () => {
    await touch('TXN-CARD-TODAY', 3600);
    await touch('TXN-CARD-WEEK', 7 * 86_400);
  });
  it('a card DEBIT in SUCCESS updated today goes to HOLD and back, each with Success! and one audit row', async () => {
    const hold = await h.call('agent', 'PUT', `${P}/disputed-txn`, {
      txnId: 'TXN-CARD-TODAY',
      status: 'HOLD',
      consumerId: 1001,
    });
    expect(hold.status).toBe(200);
    expect(hold.body.message).toBe('Success!');
    expect(hold.body.data.status).toBe('HOLD');
    const back = await h.call('agent', 'PUT', `${P}/disputed-txn`, {
      txnId: 'TXN-CARD-TODAY',
      status: 'SUCCESS',
      consumerId: 1001,
    });
    expect(back.body.data.status).toBe('SUCCESS');
    expect(await h.audits('consumer.txn_hold')).toHaveLength(1);
    expect(await h.audits('consumer.txn_success')).toHaveLength(1);
  });
  it('refuses a SUCCESS card debit updated a week ago, a card credit, a QR payment and a wrong consumer', async () => {
    const put = (txnId: string, consumerId = 1001) =>
      h.call('agent', 'PUT', `${P}/disputed-txn`, { txnId, status: 'HOLD', consumerId });
    expect((await put('TXN-CARD-WEEK')).status).toBe(409);
    expect((await put('TXN-CARD-CREDIT')).status).toBe(409);
    expect((await put('TXN-QR-NEW')).status).toBe(409);
    expect((await put('TXN-CARD-TODAY', 1002)).status).toBe(404);
    expect((await txn('TXN-CARD-WEEK')).status).toBe('SUCCESS');
  });
});

describe('apply cashback (spec §4, §5.8, §6)', () => {
  it('two agents applying cashback to one transaction at once: exactly one applies, one audit row', async () => {
    const body = {
      txnId: 'TXN-QR-NEW',
      consumerId: 1001,
      cashbackRuleCode: 'CASHBACK_FIRST_QR_TRANSACTION',
      cashbackAmount: '50',
    };
    const winner = await twoAgentsAtOnce(`${P}/cashback`, body, { ...body, cashbackAmount: '75' });
    expect(winner.body.message).toBe('Cashback applied Successfully!');
    expect([50, 75]).toContain(Number((await txn('TXN-QR-NEW')).cashback_amount));
    expect(await h.audits('consumer.cashback_apply')).toHaveLength(1);
  });
  it('a tier rule takes a tier 1–5 (its amount from the tier); other rules an amount of at most 3 characters', async () => {
    await h
      .db()
      .updateTable('consumer_account_txns')
      .set({ cashback_amount: null })
      .where('txn_id', '=', 'TXN-CARD-WEEK')
      .execute();
    const base = { txnId: 'TXN-CARD-WEEK', consumerId: 1001 };
    expect(
      (await h.call('agent', 'POST', `${P}/cashback`, { ...base, cashbackRuleCode: 'CARD_TXN_CASHBACK_TIER' })).status,
    ).toBe(400);
    const long = { ...base, cashbackRuleCode: 'CASHBACK_FIRST_CARD_TRANSACTION', cashbackAmount: '1000' };
    expect((await h.call('agent', 'POST', `${P}/cashback`, long)).status).toBe(400);
    const wrongType = { ...base, cashbackRuleCode: 'QR_TXN_CASHBACK_TIER', tier: 2 };
    expect((await h.call('agent', 'POST', `${P}/cashback`, wrongType)).status).toBe(400);
    const tier = await h.call('agent', 'POST', `${P}/cashback`, {
      ...base,
      cashbackRuleCode: 'CARD_TXN_CASHBACK_TIER',
      tier: 3,
    });
    expect(tier.status).toBe(200);
    expect(tier.body.data).toMatchObject({ cashbackAmount: 30, cashbackTier: 3 });
  });
  it('refuses a transaction that already has cashback, a failed one and a refund', async () => {
    const apply = (txnId: string) =>
      h.call('agent', 'POST', `${P}/cashback`, {
        txnId,
        consumerId: 1001,
        cashbackRuleCode: 'CASHBACK_FIRST_QR_TRANSACTION',
        cashbackAmount: '10',
      });
    expect((await apply('TXN-QR-CASHBACK')).status).toBe(409);
    expect((await apply('TXN-QR-FAILED')).status).toBe(409);
    expect((await apply('TXN-QR-REFUND')).status).toBe(400);
  });
  it('a replay with the same Idempotency-Key answers the first answer and writes nothing more', async () => {
    await h
      .db()
      .updateTable('consumer_account_txns')
      .set({ cashback_amount: null })
      .where('txn_id', '=', 'TXN-RENT')
      .execute();
    const body = {
      txnId: 'TXN-RENT',
      consumerId: 1001,
      cashbackRuleCode: 'CASHBACK_FIRST_QR_TRANSACTION',
      cashbackAmount: '5',
    };
    const headers = { 'idempotency-key': 'cb-rent-1' };
    const first = await h.call('agent', 'POST', `${P}/cashback`, body, headers);
    const again = await h.call('agent', 'POST', `${P}/cashback`, body, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = (await h.audits('consumer.cashback_apply')).filter((a) => a.entity_id === 'TXN-RENT');
    expect(rows).toHaveLength(1);
  });
});

describe('QR refund revert and bank-transfer check (spec §4)', () => {
  it('reverts a QR refund once; a reverted one is refused', async () => {
    const revert = (txnId: string) => h.call('agent', 'PUT', `${P}/qr-refund/revert`, { txnId, consumerId: 1001 });
    expect((await revert('TXN-QR-REFUND')).status).toBe(200);
    expect((await txn('TXN-QR-REFUND')).sub_status).toBe('REVERTED');
    expect((await revert('TXN-QR-REFUND')).status).toBe(409);
    expect((await revert('TXN-QR-REFUND-REVERTED')).status).toBe(409);
  });
  it('Check runs the settlement check for a SUCCESS transfer only', async () => {
    const check = (settlementOrderId: string) =>
      h.call('agent', 'POST', `${L}/bank-transfers/settlement-check`, { settlementOrderId });
    const ok = await check('SETTLE-1');
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Success!');
    expect(ok.body.data.settlementStatus).toBe('SETTLED');
    expect((await check('SETTLE-2')).status).toBe(409);
  });
});

describe('EMI foreclosure (spec §3.17, §4, §5.8)', () => {
  const loans = async () =>
    h.db().selectFrom('consumer_emis').selectAll().where('consumer_id', '=', 1001).orderBy('id').execute();
  it('quotes, then forecloses once: EMI Foreclosed; a concurrent second one is refused', async () => {
    const loan = (await loans()).find((l) => l.loan_status === 'ACTIVE' && l.can_foreclose === 1)!;
    const quote = await h.call('agent', 'GET', `${L}/foreclose/quote?loanId=${loan.id}`);
    expect(quote.body.data).toMatchObject({ emiChosen: 6, paidPrincipal: 4000, foreclosurePrincipal: 8000 });
    const body = {
      bankReferenceNumber: 'UTR123',
      consumerId: 1001,
      loanId: loan.id,
      comments: '',
      txnType: 'OFFLINE_BILL_PAYMENT',
    };
    const winner = await twoAgentsAtOnce(`${L}/foreclose`, body, { ...body, bankReferenceNumber: 'UTR456' });
    expect(winner.body.message).toBe('EMI Foreclosed');
    expect((await loans()).find((l) => l.id === loan.id)!.loan_status).toBe('FORECLOSED');
    expect(await h.audits('consumer.emi_foreclose')).toHaveLength(1);
  });
  it('refuses a loan whose canForeclose is false, a bank reference over 20 and a missing one', async () => {
    const loan = (await loans()).find((l) => l.loan_status === 'ACTIVE' && l.can_foreclose === 0)!;
    const body = { bankReferenceNumber: 'UTR9', consumerId: 1001, loanId: loan.id, txnType: 'OFFLINE_BILL_PAYMENT' };
    expect((await h.call('agent', 'POST', `${L}/foreclose`, body)).status).toBe(409);
    expect(
      (await h.call('agent', 'POST', `${L}/foreclose`, { ...body, bankReferenceNumber: 'X'.repeat(21) })).status,
    ).toBe(400);
    expect((await h.call('agent', 'POST', `${L}/foreclose`, { ...body, bankReferenceNumber: '' })).status).toBe(400);
    expect((await h.call('viewer', 'POST', `${L}/foreclose`, body)).status).toBe(403);
  });
});

describe('Update limit (maker/checker) and account status', () => {
  it('places a request; nothing changes until a checker approves it in the inbox; the maker cannot decide it', async () => {
    const placed = await h.call('agent', 'PUT', `${P}/limit`, {
      consumerId: 1001,
      newLimit: '60000',
      remarks: 'Good repayment',
    });
    expect(placed.status).toBe(200);
    expect(placed.body.message).toBe('Limit update request placed successfully!');
    const id = placed.body.data.requestId as number;
    const limit = async () =>
      Number(
        (await h.db().selectFrom('consumers').select('account_limit').where('id', '=', 1001).executeTakeFirstOrThrow())
          .account_limit,
      );
    expect(await limit()).toBe(50_000);
    expect(
      (await h.call('agent', 'PUT', `${P}/limit`, { consumerId: 1001, newLimit: '1234567', remarks: 'x' })).status,
    ).toBe(400);
    const url = `/api/crm/maker/checker/consumer_limit/${id}/decision`;
    expect((await h.call('agent', 'POST', url, { isApproved: true, remarks: 'mine' })).status).toBe(403);
    const decided = await h.call('checker', 'POST', url, { isApproved: true, remarks: 'ok' });
    expect(decided.status).toBe(200);
    expect(await limit()).toBe(60_000);
  });
  it('blocks an active account with a reason, refuses to block a closed one, unblocks the blocked one', async () => {
    const put = (consumerId: number, action: string, reason: string) =>
      h.call('agent', 'PUT', `${P}/account`, { consumerId, action, reason, remarks: 'per ticket 42' });
    expect((await put(1003, 'BLOCK', 'Fraud')).status).toBe(409);
    expect((await put(1002, 'UNBLOCK', 'Not a reason')).status).toBe(400);
    const unblocked = await put(1002, 'UNBLOCK', 'Others');
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.data.accountStatus).toBe('ACTIVE');
    const logs = await h.call('agent', 'GET', `${L}/deactivation-logs?consumerId=1002&page=0&size=20`);
    expect(logs.body.data.content[0]).toMatchObject({ action: 'UNBLOCK', reason: 'Others' });
  });
  it('waives at most the due penalty', async () => {
    expect((await h.call('agent', 'POST', `${P}/waive-penalty`, { consumerId: 1001, amount: '300' })).status).toBe(409);
    const ok = await h.call('agent', 'POST', `${P}/waive-penalty`, { consumerId: 1001, amount: '100' });
    expect(ok.body.data.postPaidAccount.duePenalty).toBe(150);
  });
});

describe('offline repayment (spec §5.8 transfer form and offline reason)', () => {
  const body = {
    consumerId: 1001,
    amount: '500',
    bankReferenceNumber: 'UTR-OFF-1',
    transferType: 'NBFC_DIRECT',
    offlineReason: 'Offline bill payment',
    comments: 'Paid at the branch',
  };
  it('records it once against the dues, lists it in Repayments and writes one audit row', async () => {
    const due = async () =>
      Number(
        (
          await h
            .db()
            .selectFrom('consumers')
            .select('total_due_amount')
            .where('id', '=', 1001)
            .executeTakeFirstOrThrow()
        ).total_due_amount,
      );
    const before = await due();
    const res = await h.call('agent', 'POST', `${L}/part-payment`, body);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success!');
    expect(await due()).toBe(before - 500);
    const rows = (await h.call('agent', 'GET', `${P}/repayments?id=1001`)).body.data.account_statement
      .statement_details;
    expect(rows[0]).toMatchObject({ amount: 500, bankReferenceNumber: 'UTR-OFF-1' });
    expect(await h.audits('consumer.offline_repayment')).toHaveLength(1);
  });
  it('refuses a reason outside the nine, more than is due, a closed account and a viewer', async () => {
    expect((await h.call('agent', 'POST', `${L}/part-payment`, { ...body, offlineReason: 'Because' })).status).toBe(
      400,
    );
    expect((await h.call('agent', 'POST', `${L}/part-payment`, { ...body, amount: '9999999' })).status).toBe(409);
    expect((await h.call('agent', 'POST', `${L}/part-payment`, { ...body, consumerId: 1003 })).status).toBe(409);
    expect((await h.call('viewer', 'POST', `${L}/part-payment`, body)).status).toBe(403);
  });
});

describe('send money (spec §5.8, §9)', () => {
  const body = {
    consumerId: 1001,
    amount: '1000',
    accountNumber: '998877665544',
    ifsc: 'ICIC0001234',
    waiveConvenienceFee: false,
    remarks: 'Customer request',
  };
  const available = async () =>
    Number(
      (
        await h
          .db()
          .selectFrom('consumer_limits')
          .select('available_limit')
          .where('consumer_id', '=', 1001)
          .where('txn_type', '=', 'BANK_TRANSFER')
          .executeTakeFirstOrThrow()
      ).available_limit,
    );
  it('takes the amount and the 25-rupee IMPS charge from the send-money limit, or the amount alone when waived', async () => {
    const start = await available();
    const res = await h.call('agent', 'POST', `${L}/initiate-payout`, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'PENDING', accountNo: 'XXXXXXXX5544' });
    expect(await available()).toBe(start - 1025);
    await h.call('agent', 'POST', `${L}/initiate-payout`, { ...body, waiveConvenienceFee: true });
    expect(await available()).toBe(start - 2025);
  });
  it('refuses more than the limit, a bad IFSC, a blocked account and someone without the key', async () => {
    expect((await h.call('agent', 'POST', `${L}/initiate-payout`, { ...body, amount: '999999' })).status).toBe(409);
    expect((await h.call('agent', 'POST', `${L}/initiate-payout`, { ...body, ifsc: 'ICIC1234' })).status).toBe(400);
    expect((await h.call('agent', 'POST', `${L}/initiate-payout`, { ...body, consumerId: 1003 })).status).toBe(409);
    expect((await h.call('viewer', 'POST', `${L}/initiate-payout`, body)).status).toBe(403);
  });
});

describe('reveal (masked by default)', () => {
  it('returns the clear account number only with a reason, and the reveal is in the audit trail', async () => {
    const transfer = await h
      .db()
      .selectFrom('consumer_bank_transfers')
      .selectAll()
      .where('order_id', '=', 'BT-ORDER-1')
      .executeTakeFirstOrThrow();
    const body = {
      consumerId: 1001,
      field: 'accountNumber',
      recordId: transfer.id,
      reason: 'Customer disputes the payee',
    };
    expect((await h.call('agent', 'POST', `${P}/pii/reveal`, { ...body, reason: 'x' })).status).toBe(400);
    const res = await h.call('agent', 'POST', `${P}/pii/reveal`, body);
    expect(res.body.data.value).toBe('123456789001');
    const rows = await h.audits('consumer.pii_reveal');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.after_json!)).toMatchObject({
      field: 'accountNumber',
      reason: 'Customer disputes the payee',
    });
    expect(rows[0]!.actor_email).toBe('agent@console.example');
  });
  it("another consumer's record reveals nothing", async () => {
    const transfer = await h
      .db()
      .selectFrom('consumer_bank_transfers')
      .selectAll()
      .where('order_id', '=', 'BT-ORDER-1')
      .executeTakeFirstOrThrow();
    const res = await h.call('agent', 'POST', `${P}/pii/reveal`, {
      consumerId: 1002,
      field: 'accountNumber',
      recordId: transfer.id,
      reason: 'checking something',
    });
    expect(res.status).toBe(404);
  });
});
