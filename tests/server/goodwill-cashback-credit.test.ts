import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Issue 43 item 8: an approved goodwill cashback credits the consumer's cashback ledger (the consumer 360's Cashback
 * tab, GET /api/postpe/cashback), once whatever the retries; a rejected one credits nothing.
 */
const { call, db } = signedInApp(['maker', 'checker', 'admin'], '', true);
const MC = '/api/crm/maker/checker';
const CONSUMER = '1001';

interface Ledger {
  cashbackBalance: number;
  cashbackEarned: number;
  ledger: { uniqueReference: string; type: string; amount: number; reason: string; txnId: string }[];
}
const cashback = async (): Promise<Ledger> => {
  const res = await call('admin', 'GET', `/api/postpe/cashback?consumerId=${CONSUMER}`);
  expect(res.status).toBe(200);
  return res.body.data as Ledger;
};
const creditsOf = (l: Ledger, id: number) => l.ledger.filter((e) => e.uniqueReference === `GOODWILL-${id}`);

async function raise(amount: string) {
  const res = await call('maker', 'POST', `${MC}/cashback/request`, {
    consumerId: CONSUMER,
    txnId: 'TXN-QR-NEW',
    amount,
    remarks: 'Goodwill for a failed QR payment',
  });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}
const decide = (who: string, id: number, isApproved: boolean, key?: string) =>
  call(
    who,
    'POST',
    `${MC}/cashback/${id}/decision`,
    { isApproved, remarks: isApproved ? 'Approved' : 'Not eligible' },
    key ? { 'idempotency-key': key } : {},
  );

describe('goodwill cashback that pays', () => {
  it('approval credits the amount to the ledger once: the tab lists it and the balance grows by it', async () => {
    const before = await cashback();
    const id = await raise('75');
    expect(creditsOf(await cashback(), id)).toHaveLength(0);

    const first = await decide('checker', id, true, `goodwill-${id}`);
    expect(first.status).toBe(200);
    const after = await cashback();
    expect(creditsOf(after, id)).toEqual([
      expect.objectContaining({ type: 'EARNED', amount: 75, reason: 'Goodwill cashback', txnId: 'TXN-QR-NEW' }),
    ]);
    expect(after.cashbackBalance).toBe(before.cashbackBalance + 75);
    expect(after.cashbackEarned).toBe(before.cashbackEarned + 75);

    // The same decision replayed (a retry with its Idempotency-Key) answers the same and credits nothing more.
    const replay = await decide('checker', id, true, `goodwill-${id}`);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    // A second decision, by anyone, is refused.
    expect((await decide('admin', id, true)).status).toBe(409);
    const last = await cashback();
    expect(creditsOf(last, id)).toHaveLength(1);
    expect(last.cashbackBalance).toBe(after.cashbackBalance);

    // The approval's audit row names the credit.
    const audit = await db()
      .selectFrom('audit_log')
      .select('after_json')
      .where('entity', '=', 'approval_requests')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'cashback_request.approve')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after_json).toContain(`GOODWILL-${id}`);
  });

  it('rejection credits nothing', async () => {
    const before = await cashback();
    const id = await raise('40');
    expect((await decide('checker', id, false)).status).toBe(200);
    const after = await cashback();
    expect(creditsOf(after, id)).toHaveLength(0);
    expect(after.cashbackBalance).toBe(before.cashbackBalance);
  });

  it('20 approvals at once by two checkers: one wins, one credit', async () => {
    const before = await cashback();
    const id = await raise('20');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(i % 2 ? 'admin' : 'checker', id, true)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const after = await cashback();
    expect(creditsOf(after, id)).toHaveLength(1);
    expect(after.cashbackBalance).toBe(before.cashbackBalance + 20);
  });

  it('the ledger refuses a second credit of one request outright (the database, not only the decision)', async () => {
    const row = {
      consumer_id: Number(CONSUMER),
      kind: 'CASHBACK_LEDGER',
      record_id: 'GOODWILL-999999',
      at: 1,
      status: null,
      sub_type: 'EARNED',
      bank_rrn: null,
      amount: 1,
      detail_json: '{}',
    };
    await db().insertInto('consumer_records').values(row).execute();
    await expect(db().insertInto('consumer_records').values(row).execute()).rejects.toThrow();
  });
});
