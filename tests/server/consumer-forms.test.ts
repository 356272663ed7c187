import { describe, expect, it } from 'vitest';
import { L, P, consumerSuiteApp } from './consumer-helpers.js';

/**
 * The consumer 360's remaining §5.8 forms: card charges (with the payee), the manual refund (amount and comments)
 * and the whitelist. Each checks its permission and its fields on the server, writes one audit row, accepts an
 * Idempotency-Key, and moves money in one conditional update.
 */
const h = consumerSuiteApp();
const consumer = (id: number) =>
  h.db().selectFrom('consumers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const message = (body: unknown) => JSON.stringify(body);

const charge = {
  consumerId: 1001,
  amount: '149.50',
  chargeType: 'LATE_PRESENTMENT',
  payeeKind: 'VPA',
  payeeName: 'Cafe Mocha',
  vpa: 'cafemocha@okbank',
  parentTxnId: 'TXN-CARD-TODAY',
  merchantName: 'Cafe Mocha',
  mode: 'POS',
  bankReferenceNumber: 'UTR12345',
  narration1: 'Late presentment',
  narration2: '',
  narration3: '',
};

describe('card charges (spec §5.8, lending debit)', () => {
  it('adds a DEBIT of the charge type to the dues, with one audit row and Success!', async () => {
    const before = await consumer(1001);
    const res = await h.call('agent', 'POST', `${L}/debit`, charge);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Success!');
    const after = await consumer(1001);
    expect(Number(after.total_due_amount)).toBeCloseTo(Number(before.total_due_amount) + 149.5, 2);
    const txn = await h
      .db()
      .selectFrom('consumer_account_txns')
      .selectAll()
      .where('txn_id', '=', res.body.data.txnId)
      .executeTakeFirstOrThrow();
    expect(txn).toMatchObject({
      txn_type: 'LATE_PRESENTMENT',
      txn_indicator: 'DEBIT',
      vpa: 'cafemocha@okbank',
      mode: 'POS',
    });
    const extra = await h
      .db()
      .selectFrom('consumer_card_charges')
      .selectAll()
      .where('txn_id', '=', res.body.data.txnId)
      .executeTakeFirstOrThrow();
    expect(extra).toMatchObject({ parent_txn_id: 'TXN-CARD-TODAY', narration1: 'Late presentment', payee_kind: 'VPA' });
    expect((await h.audits('consumer.card_charge')).filter((a) => a.entity_id === res.body.data.txnId)).toHaveLength(1);
  });

  it('validates the spec limits: amount max 12, the three types, each payee kind, IFSC max 11, reference max 20', async () => {
    const post = (over: object) => h.call('agent', 'POST', `${L}/debit`, { ...charge, ...over });
    expect((await post({ amount: '123456789.12' })).status).toBe(200);
    const tooLong = await post({ amount: '1234567890.12' });
    expect(tooLong.status).toBe(400);
    expect(message(tooLong.body)).toContain('at most 12 characters');
    expect((await post({ chargeType: 'FEE' })).status).toBe(400);
    expect((await post({ mode: 'UPI' })).status).toBe(400);
    expect(message((await post({ vpa: 'not-a-vpa' })).body)).toContain('Enter a valid VPA');
    expect(message((await post({ payeeName: ' ' })).body)).toContain('Payee name is required.');
    const mobile = { payeeKind: 'MOBILE', vpa: undefined };
    expect(message((await post({ ...mobile, payeeMobile: '98765' })).body)).toContain('Mobile: 10 digits.');
    expect((await post({ ...mobile, payeeMobile: '9876543210' })).status).toBe(200);
    const account = { payeeKind: 'ACCOUNT', vpa: undefined, accountNumber: '123456789012' };
    expect((await post({ ...account, ifsc: 'HDFC00012345' })).status).toBe(400);
    expect((await post({ ...account, ifsc: 'hdfc0001234' })).status).toBe(200);
    expect(message((await post({ bankReferenceNumber: 'X'.repeat(21) })).body)).toContain('at most 20');
    expect(message((await post({ bankReferenceNumber: '' })).body)).toContain('Bank reference is required.');
    expect((await post({ parentTxnId: 'NO-SUCH-TXN' })).status).toBe(400);
  });

  it('refuses a text field one character over its limit, as the form does (issue 41 item 2: never cut)', async () => {
    const post = (over: object) => h.call('agent', 'POST', `${L}/debit`, { ...charge, ...over });
    const mobile = { payeeKind: 'MOBILE', vpa: undefined };
    const account = { payeeKind: 'ACCOUNT', vpa: undefined, ifsc: 'HDFC0001234' };
    for (const over of [
      { ...mobile, payeeMobile: '98765432101' },
      { ...account, accountNumber: '1'.repeat(19) },
      { vpa: `${'a'.repeat(95)}@okbank` },
      { payeeName: 'P'.repeat(121) },
      { parentTxnId: 'T'.repeat(41) },
      { merchantName: 'M'.repeat(121) },
      { narration1: 'N'.repeat(101) },
      { narration3: 'N'.repeat(101) },
    ])
      expect((await post(over)).status, JSON.stringify(over).slice(0, 60)).toBe(400);
    expect(message((await post({ narration2: 'N'.repeat(101) })).body)).toContain(
      'Narration 2: at most 100 characters.',
    );
    expect(message((await post({ merchantName: 'M'.repeat(121) })).body)).toContain('at most 120 characters');
  });

  it('refuses a CLOSED account, an agent without the permission, and replays an Idempotency-Key once', async () => {
    expect((await h.call('agent', 'POST', `${L}/debit`, { ...charge, consumerId: 1003, parentTxnId: '' })).status).toBe(
      409,
    );
    expect((await h.call('viewer', 'POST', `${L}/debit`, charge)).status).toBe(403);
    const headers = { 'idempotency-key': 'charge-once-1' };
    const first = await h.call('agent', 'POST', `${L}/debit`, charge, headers);
    const again = await h.call('agent', 'POST', `${L}/debit`, charge, headers);
    expect(again.body).toEqual(first.body);
    const rows = await h
      .db()
      .selectFrom('consumer_card_charges')
      .select('id')
      .where('txn_id', '=', first.body.data.txnId)
      .execute();
    expect(rows).toHaveLength(1);
    expect((await h.audits('consumer.card_charge')).filter((a) => a.entity_id === first.body.data.txnId)).toHaveLength(
      1,
    );
  });
});

describe('manual refund: amount and comments (spec §5.8)', () => {
  it('credits the account, never past what is due: two refunds of the whole due, exactly one applies', async () => {
    await h
      .db()
      .updateTable('consumers')
      .set({ used_limit: 500, total_due_amount: 500 })
      .where('id', '=', 1002)
      .execute();
    const body = { consumerId: 1002, amount: '500', comments: 'Goodwill refund' };
    const results = await Promise.all([
      h.call('agent', 'POST', `${L}/manual-refund`, body),
      h.call('agent2', 'POST', `${L}/manual-refund`, body),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(Number((await consumer(1002)).total_due_amount)).toBe(0);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body.message).toBe('Success!');
    expect((await h.audits('consumer.manual_refund')).filter((a) => a.entity_id === ok.body.data.txnId)).toHaveLength(
      1,
    );
    const refunds = await h
      .db()
      .selectFrom('consumer_manual_refunds')
      .selectAll()
      .where('consumer_id', '=', 1002)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.comments).toBe('Goodwill refund');
  });

  it('requires both fields and the permission', async () => {
    const post = (body: object, who = 'agent') => h.call(who, 'POST', `${L}/manual-refund`, body);
    expect(message((await post({ consumerId: 1001, amount: '10', comments: '' })).body)).toContain(
      'Comments are required.',
    );
    expect((await post({ consumerId: 1001, comments: 'x' })).status).toBe(400);
    expect((await post({ consumerId: 1001, amount: '0', comments: 'x' })).status).toBe(400);
    expect((await post({ consumerId: 1001, amount: '10', comments: 'x' }, 'viewer')).status).toBe(403);
  });
});

describe('whitelist (spec §5.8)', () => {
  it('records mobile, PQ limit and reason with the caller as whitelisted by; a second time says it already is', async () => {
    const body = { mobile: '9988776655', pqLimit: '25000', reason: 'Pre-approved campaign' };
    const res = await h.call('agent', 'POST', `${P}/whitelist`, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      mobile: '9988776655',
      pqLimit: 25000,
      whitelistedBy: 'agent@console.example',
    });
    const again = await h.call('agent2', 'POST', `${P}/whitelist`, body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This mobile is already whitelisted.');
    expect(await h.audits('consumer.whitelist')).toHaveLength(1);
  });

  it('requires a 10-digit mobile, a numeric PQ limit and a reason; whitelisted by cannot be sent', async () => {
    const post = (over: object, who = 'agent') =>
      h.call(who, 'POST', `${P}/whitelist`, { mobile: '9988776600', pqLimit: '1000', reason: 'r', ...over });
    expect(message((await post({ mobile: '99887' })).body)).toContain('Mobile: 10 digits.');
    expect(message((await post({ pqLimit: 'abc' })).body)).toContain('PQ limit: a positive number.');
    expect(message((await post({ reason: '' })).body)).toContain('Reason is required.');
    expect((await post({ whitelistedBy: 'someone@else' })).status).toBe(400);
    // Issue 41 item 2: what the form keeps and refuses, the server refuses too (an 11th digit, a 10-digit limit).
    expect(message((await post({ mobile: '99887766001' })).body)).toContain('Mobile: 10 digits.');
    expect(message((await post({ pqLimit: '1000000000' })).body)).toContain('PQ limit: a positive number.');
    expect(message((await post({ pqLimit: '1,00,000' })).body)).toContain('PQ limit: a positive number.');
    expect(message((await post({ reason: 'r'.repeat(301) })).body)).toContain('Cannot be more than 300 characters.');
    expect((await post({}, 'viewer')).status).toBe(403);
  });
});
