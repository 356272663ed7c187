import { describe, expect, it } from 'vitest';
import { L, P, consumerSuiteApp } from './consumer-helpers.js';

/**
 * Spec §7.5 lending calls, part B (issue 46 item 6): credit transactions, payouts, excess credit and its refund as a
 * payout request, bank details, refresh-account-limit, re-initiate-qr-refund. Demo seed: consumer-lending.ts.
 */
const h = consumerSuiteApp();
const ACTIVE = 1001;
const CLOSED = 1003;
const data = (r: { body: { data: unknown } }) => r.body.data as Record<string, unknown>;
const bankAccountOf = async (consumerId: number) =>
  h
    .db()
    .selectFrom('consumer_bank_accounts')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .where('verified', '=', 1)
    .executeTakeFirstOrThrow();
const refund = (who: string, amount: string, bankAccountId: number, key: string) =>
  h.call(
    who,
    'POST',
    `${L}/excess-credit/refund`,
    { consumerId: CLOSED, amount, bankAccountId, remarks: 'Excess repayment refund' },
    { 'idempotency-key': key },
  );

describe('credit transactions', () => {
  it('lists only the credit side, newest first, filtered by type and by a date range', async () => {
    const all = data(await h.call('viewer', 'GET', `${L}/credit-transactions?consumerId=${ACTIVE}&page=1&limit=20`));
    const rows = all.content as { txnIndicator: string; txnType: string; txnTime: number }[];
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((r) => r.txnIndicator === 'CREDIT')).toBe(true);
    expect(rows.map((r) => r.txnTime)).toEqual([...rows.map((r) => r.txnTime)].sort((a, b) => b - a));
    const refunds = data(
      await h.call('viewer', 'GET', `${L}/credit-transactions?consumerId=${ACTIVE}&types=QR_REFUND&page=1&limit=20`),
    );
    const refundRows = refunds.content as { txnType: string }[];
    expect(refundRows.length).toBeGreaterThan(0);
    expect(refundRows.every((r) => r.txnType === 'QR_REFUND')).toBe(true);
    const newest = rows[0]!.txnTime;
    const oneDay = data(
      await h.call(
        'viewer',
        'GET',
        `${L}/credit-transactions?consumerId=${ACTIVE}&from=${newest - 60}&to=${newest + 60}&page=1&limit=20`,
      ),
    );
    expect((oneDay.content as unknown[]).length).toBeGreaterThan(0);
    expect(oneDay.totalElements).toBeLessThan(all.totalElements as number);
  });

  it('refuses a debit type as a filter (400) and callers without the consumer view (403)', async () => {
    expect((await h.call('viewer', 'GET', `${L}/credit-transactions?consumerId=${ACTIVE}&types=PAYMENT`)).status).toBe(
      400,
    );
    expect((await h.call('noaccess', 'GET', `${L}/credit-transactions?consumerId=${ACTIVE}`)).status).toBe(403);
  });
});

describe('payouts and bank details', () => {
  it('lists the consumer’s payouts from the payouts table, newest first, masked, with status', async () => {
    const p = data(await h.call('viewer', 'GET', `${L}/payouts?consumerId=${CLOSED}&page=1&limit=20`));
    const rows = p.content as { consumerId: string; status: string; accountNo: string; createdAt: number }[];
    expect(rows.map((r) => r.status).sort()).toEqual(['APPROVED', 'REJECTED']);
    expect(rows[0]!.createdAt).toBeGreaterThanOrEqual(rows[1]!.createdAt);
    expect(rows.every((r) => r.consumerId === String(CLOSED) && r.accountNo.endsWith('6677'))).toBe(true);
    expect(rows.every((r) => !r.accountNo.includes('000401556677'))).toBe(true);
    expect((await h.call('noaccess', 'GET', `${L}/payouts?consumerId=${CLOSED}`)).status).toBe(403);
  });

  it('lists bank accounts masked; the clear number only through the audited reveal', async () => {
    const accounts = (await h.call('viewer', 'GET', `${L}/bank-details?consumerId=${ACTIVE}`)).body.data as {
      id: number;
      accountNumber: string;
      verified: boolean;
      ifsc: string;
    }[];
    expect(accounts.map((a) => [a.accountNumber, a.ifsc, a.verified])).toEqual([
      ['XXXXXXXX9012', 'HDFC0001234', true],
      ['XXXXXXX3445', 'SBIN0000456', false],
    ]);
    const reveal = {
      consumerId: ACTIVE,
      field: 'bankAccountNumber',
      recordId: accounts[0]!.id,
      reason: 'Customer asked',
    };
    expect((await h.call('viewer', 'POST', `${P}/pii/reveal`, reveal)).status).toBe(403);
    const shown = await h.call('agent', 'POST', `${P}/pii/reveal`, reveal);
    expect(shown.body.data).toEqual({ value: '123456789012' });
    const audit = (await h.audits('consumer.pii_reveal')).filter((a) => a.after_json?.includes('bankAccountNumber'));
    expect(audit).toHaveLength(1);
    expect((await h.call('noaccess', 'GET', `${L}/bank-details?consumerId=${ACTIVE}`)).status).toBe(403);
  });
});

describe('excess credit', () => {
  it('is the ledger’s credits beyond its debits, less what refunds hold (a rejected one gives it back)', async () => {
    const e = data(await h.call('viewer', 'GET', `${L}/excess-credit?consumerId=${CLOSED}`));
    expect(e).toMatchObject({ credits: 1700, debits: 200, excess: 1500, held: 500, refundable: 1000 });
    expect((e.refunds as { status: string; holds: boolean }[]).map((r) => [r.status, r.holds]).sort()).toEqual([
      ['APPROVED', true],
      ['REJECTED', false],
    ]);
    expect(data(await h.call('viewer', 'GET', `${L}/excess-credit?consumerId=${ACTIVE}`)).excess).toBe(0);
  });

  it('a refund beyond what is refundable is refused (409); to an unverified account, 400; without the key, 403', async () => {
    const account = await bankAccountOf(CLOSED);
    const over = await refund('agent', '1000.01', account.id, 'exr-over');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('At most ₹1000.00 of the excess can be refunded (the rest is refunded or pending).');
    const unverified = await h
      .db()
      .selectFrom('consumer_bank_accounts')
      .select('id')
      .where('verified', '=', 0)
      .executeTakeFirstOrThrow();
    expect((await refund('agent', '10', unverified.id, 'exr-unverified')).status).toBe(400);
    expect((await refund('viewer', '10', account.id, 'exr-viewer')).status).toBe(403);
  });

  it('20 refunds of the whole refundable excess at once: one payout request raised, pending for a checker', async () => {
    const account = await bankAccountOf(CLOSED);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, k) => refund(k % 2 ? 'agent2' : 'agent', '1000', account.id, `exr-race-${k}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const won = results.find((r) => r.status === 200)!;
    const payoutId = (won.body.data as { payoutId: number }).payoutId;
    const payout = await h.db().selectFrom('payouts').selectAll().where('id', '=', payoutId).executeTakeFirstOrThrow();
    expect(payout).toMatchObject({
      status: 'APPROVAL_PENDING',
      consumer_id: String(CLOSED),
      account_no: '000401556677',
    });
    expect(Number(payout.amount)).toBe(1000);
    expect(data(await h.call('viewer', 'GET', `${L}/excess-credit?consumerId=${CLOSED}`)).refundable).toBe(0);
    expect(await h.audits('consumer.excess_refund')).toHaveLength(1);
    // Replayed with its key: the same answer, nothing more raised.
    const k = results.indexOf(won);
    const again = await refund(k % 2 ? 'agent2' : 'agent', '1000', account.id, `exr-race-${k}`);
    expect(again.body).toEqual(won.body);
    expect(await h.audits('consumer.excess_refund')).toHaveLength(1);
    // A checker rejects it on /postpe-payouts: the excess is refundable again.
    const decided = await h.call(
      'checker',
      'POST',
      '/api/payouts/payout-requests/decision',
      { payoutRequestId: payoutId, isApproved: false, remarks: 'Wrong account', consumerId: String(CLOSED) },
      { 'idempotency-key': 'exr-decide' },
    );
    expect(decided.status).toBe(200);
    expect(data(await h.call('viewer', 'GET', `${L}/excess-credit?consumerId=${CLOSED}`)).refundable).toBe(1000);
  });
});

describe('refresh-account-limit', () => {
  it('recomputes the available limit from the ledger (sanctioned − outstanding − holds): before → after, audited, replayable', async () => {
    await h.db().updateTable('consumers').set({ used_limit: 1 }).where('id', '=', ACTIVE).execute();
    const first = await h.call(
      'agent',
      'POST',
      `${L}/refresh-account-limit`,
      { consumerId: ACTIVE },
      { 'idempotency-key': 'lr-1' },
    );
    expect(first.status).toBe(200);
    const d = first.body.data as Record<'sanctioned' | 'outstanding' | 'holds' | 'before' | 'after', number>;
    expect(d.before).toBe(49_999);
    expect(d.sanctioned).toBe(50_000);
    expect(d.holds).toBeGreaterThan(0);
    expect(d.after).toBe(Math.round((50_000 - d.outstanding - d.holds) * 100) / 100);
    const c = await h
      .db()
      .selectFrom('consumers')
      .select('used_limit')
      .where('id', '=', ACTIVE)
      .executeTakeFirstOrThrow();
    expect(Number(c.used_limit)).toBe(Math.round((50_000 - d.after) * 100) / 100);
    const again = await h.call(
      'agent',
      'POST',
      `${L}/refresh-account-limit`,
      { consumerId: ACTIVE },
      { 'idempotency-key': 'lr-1' },
    );
    expect(again.body).toEqual(first.body);
    expect(await h.audits('consumer.limit_refresh')).toHaveLength(1);
  });

  it('is refused (403) without the key', async () => {
    const r = await h.call(
      'viewer',
      'POST',
      `${L}/refresh-account-limit`,
      { consumerId: ACTIVE },
      { 'idempotency-key': 'lr-v' },
    );
    expect(r.status).toBe(403);
  });
});

describe('re-initiate-qr-refund', () => {
  const reinit = (who: string, txnId: string, key: string) =>
    h.call(who, 'POST', `${L}/re-initiate-qr-refund`, { consumerId: ACTIVE, txnId }, { 'idempotency-key': key });

  it('20 at once on a FAILED refund: one re-initiates it (PENDING, REINITIATED), the rest are 409 naming its state', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, k) => reinit(k % 2 ? 'agent2' : 'agent', 'TXN-QR-REFUND-FAILED', `qr-race-${k}`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(refused[0]!.body.message).toBe(
      'This QR refund was already re-initiated once (now PENDING); it cannot be re-initiated again.',
    );
    expect(results.find((r) => r.status === 200)!.body.data).toMatchObject({
      status: 'PENDING',
      subStatus: 'REINITIATED',
    });
    expect(
      (await h.audits('consumer.qr_refund_reinitiate')).filter((a) => a.entity_id === 'TXN-QR-REFUND-FAILED'),
    ).toHaveLength(1);
  });

  it('a refund not FAILED is 409 naming its state; an unknown one 404; without the key 403', async () => {
    const ok = await reinit('agent', 'TXN-QR-REFUND', 'qr-success');
    expect(ok.status).toBe(409);
    expect(ok.body.message).toBe('This QR refund is SUCCESS; only a FAILED QR refund can be re-initiated.');
    expect((await reinit('agent', 'TXN-NOPE', 'qr-none')).status).toBe(404);
    expect((await reinit('viewer', 'TXN-QR-REFUND', 'qr-viewer')).status).toBe(403);
  });
});
