import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_PRODUCT_MESSAGES as M } from '../../contract/consumer/messages.js';
import { EXTRAS_CONSUMERS as C } from '../../server/db/seed/consumer-extras.js';
import { consumerProductsApp, qs } from './consumer-products-helpers.js';

/** VAS cancel and the bill-payment Scratchcard / Limit actions (spec §4, §6, §8): checked, once, audited. */
let h: Awaited<ReturnType<typeof consumerProductsApp>>;
beforeAll(async () => {
  h = await consumerProductsApp(['payments-agent', 'support', 'admin']);
}, 60_000);
afterAll(() => h.t.close());

const bill = (ref: string) =>
  h.db().selectFrom('consumer_bill_payments').selectAll().where('source_ref_id', '=', ref).executeTakeFirstOrThrow();

describe('cancel VAS order', () => {
  it('cancels a cancellable order once: one audit row, the list shows it cancelled, a second try is 409', async () => {
    const audits = await h.auditCount();
    const orderId = `VAS${C.full}V0`;
    const res = await h.call('payments-agent', 'PUT', '/api/postpe/vas/cancel', { orderId, consumerId: C.full });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: M.vasCancelled,
      data: { status: 'CANCELLED', isCancellable: false },
    });
    expect(await h.auditCount()).toBe(audits + 1);
    const list = (await h.call('payments-agent', 'GET', `/api/postpe/vas/orders${qs({ consumerId: C.full })}`)).body
      .data as { vasOrderId: string; status: string }[];
    expect(list.find((o) => o.vasOrderId === orderId)?.status).toBe('CANCELLED');
    const again = await h.call('payments-agent', 'PUT', '/api/postpe/vas/cancel', { orderId, consumerId: C.full });
    expect(again.status).toBe(409);
    expect(await h.auditCount()).toBe(audits + 1);
  });

  it('refuses a non-cancellable order (409), another consumer’s order (404), and a user without the key (403)', async () => {
    expect(
      (
        await h.call('payments-agent', 'PUT', '/api/postpe/vas/cancel', {
          orderId: `VAS${C.some}V0`,
          consumerId: C.some,
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await h.call('payments-agent', 'PUT', '/api/postpe/vas/cancel', {
          orderId: `VAS${C.full}V1`,
          consumerId: C.some,
        })
      ).status,
    ).toBe(404);
    expect(
      (await h.call('support', 'PUT', '/api/postpe/vas/cancel', { orderId: `VAS${C.full}V1`, consumerId: C.full }))
        .status,
    ).toBe(403);
  });

  it('a replay with the same Idempotency-Key answers the first answer and writes nothing', async () => {
    const body = { orderId: `VAS${C.full}V1`, consumerId: C.full };
    const headers = { 'idempotency-key': 'vas-replay-1' };
    const first = await h.call('payments-agent', 'PUT', '/api/postpe/vas/cancel', body, headers);
    const audits = await h.auditCount();
    const replay = await h.call('payments-agent', 'PUT', '/api/postpe/vas/cancel', body, headers);
    expect(replay).toEqual(first);
    expect(await h.auditCount()).toBe(audits);
  });
});

describe('bill payment actions', () => {
  const url = async (ref: string, action: 'scratchcard' | 'limit') =>
    `/api/postpe/bill-payments/${(await bill(ref)).id}/${action}`;

  it('applies a scratchcard on a FULFILMENT_SUCCESS payment offering one; once; audited', async () => {
    const ref = `BP${C.full}C000`;
    const audits = await h.auditCount();
    const res = await h.call('payments-agent', 'POST', await url(ref, 'scratchcard'), { consumerId: C.full });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: M.scratchcardApplied,
      data: { showAddCashbackButton: false, scratchcard: { status: 'ISSUED' } },
    });
    expect(await h.auditCount()).toBe(audits + 1);
    expect((await h.call('payments-agent', 'POST', await url(ref, 'scratchcard'), { consumerId: C.full })).status).toBe(
      409,
    );
  });

  it('refuses a scratchcard without the button, on a POSTPE payment, or on a failed one', async () => {
    for (const ref of [`BP${C.full}C001`, `BP${C.full}C002`, `BP${C.full}C003`]) {
      const res = await h.call('payments-agent', 'POST', await url(ref, 'scratchcard'), { consumerId: C.full });
      expect(res.status, ref).toBe(409);
      expect(res.body.message).toBe(M.scratchcardRefused);
    }
  });

  it('updates the limit once for a CREDIT_SUCCESS payment; refuses POSTPE mode', async () => {
    const ok = await h.call('payments-agent', 'POST', await url(`BP${C.full}C001`, 'limit'), { consumerId: C.full });
    expect(ok.body).toMatchObject({ success: true, message: M.limitUpdated });
    expect(
      (await h.call('payments-agent', 'POST', await url(`BP${C.full}C001`, 'limit'), { consumerId: C.full })).status,
    ).toBe(409);
    expect(
      (await h.call('payments-agent', 'POST', await url(`BP${C.full}C002`, 'limit'), { consumerId: C.full })).status,
    ).toBe(409);
  });

  it('needs admin-consumer-bill-payment and CAN_CHANGE_CC_BILL_PAYMENT_POSTPE; the consumer must match', async () => {
    const target = await url(`BP${C.full}S000`, 'scratchcard');
    expect((await h.call('support', 'POST', target, { consumerId: C.full })).status).toBe(403);
    expect((await h.call('payments-agent', 'POST', target, { consumerId: C.some })).status).toBe(404);
  });

  it('two concurrent scratchcard applications: exactly one applies', async () => {
    const target = await url(`BP${C.full}S000`, 'scratchcard');
    const results = await Promise.all([
      h.call('payments-agent', 'POST', target, { consumerId: C.full }),
      h.call('admin', 'POST', target, { consumerId: C.full }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
