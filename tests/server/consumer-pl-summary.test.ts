import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_CONSUMERS as C } from '../../server/db/seed/consumer-extras.js';
import { consumerProductsApp, qs } from './consumer-products-helpers.js';

/** The personal-loan summary and the DSA lead (spec §3.24) on the lending backend, with the Trillion access. */
let h: Awaited<ReturnType<typeof consumerProductsApp>>;
beforeAll(async () => {
  h = await consumerProductsApp(['payments-agent', 'support', 'agent']);
}, 60_000);
afterAll(() => h.t.close());

describe('personal-loan summary and DSA lead', () => {
  it('answer the §3.24 fields in the lending envelope', async () => {
    const summary = await h.call('payments-agent', 'GET', `/api/lending/pl/summary${qs({ consumerId: C.full })}`);
    expect(summary.body).toMatchObject({
      success: true,
      data: { eligible: true, approvedLimit: 100000, availableLimit: 40000, usedLimit: 60000, totalActiveLoans: 1 },
    });
    const lead = await h.call('payments-agent', 'GET', `/api/lending/pl/dsa-lead${qs({ consumerId: C.full })}`);
    expect(lead.body).toMatchObject({ success: true, data: { lender: 'TRILLION', leadStatus: 'CONVERTED' } });
  });

  it('the lead’s e-mail goes out masked; the whole one only through the audited reveal (dsaLeadEmail)', async () => {
    const lead = await h.call('payments-agent', 'GET', `/api/lending/pl/dsa-lead${qs({ consumerId: C.full })}`);
    const email = (lead.body.data as { email: string }).email;
    const clear = `consumer${C.full}@example.com`;
    expect(email).toMatch(/^cX+@example\.com$/);
    expect(email).toHaveLength(clear.length);
    const body = { consumerId: C.full, field: 'dsaLeadEmail', reason: 'Lender asks which e-mail the lead used' };
    // Without the reveal key: refused, nothing written.
    const before = await h.auditCount();
    expect((await h.call('payments-agent', 'POST', '/api/postpe/pii/reveal', body)).status).toBe(403);
    expect(await h.auditCount()).toBe(before);
    const res = await h.call('agent', 'POST', '/api/postpe/pii/reveal', body);
    expect(res.body).toMatchObject({ success: true, data: { value: clear } });
    expect(await h.auditCount()).toBe(before + 1);
    // A consumer without a lead has no e-mail to reveal.
    const none = await h.call('agent', 'POST', '/api/postpe/pii/reveal', { ...body, consumerId: C.none });
    expect(none.status).toBe(404);
  });

  it("a consumer without one gets 404 'No Record Found!'; without the Trillion access 403", async () => {
    const none = await h.call('payments-agent', 'GET', `/api/lending/pl/summary${qs({ consumerId: C.none })}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No Record Found!');
    for (const path of ['/api/lending/pl/summary', '/api/lending/pl/dsa-lead'])
      expect((await h.call('support', 'GET', `${path}${qs({ consumerId: C.full })}`)).status).toBe(403);
  });
});
