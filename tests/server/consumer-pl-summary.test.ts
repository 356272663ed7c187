import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRAS_CONSUMERS as C } from '../../server/db/seed/consumer-extras.js';
import { consumerProductsApp, qs } from './consumer-products-helpers.js';

/** The personal-loan summary and the DSA lead (spec §3.24) on the lending backend, with the Trillion access. */
let h: Awaited<ReturnType<typeof consumerProductsApp>>;
beforeAll(async () => {
  h = await consumerProductsApp(['payments-agent', 'support']);
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

  it("a consumer without one gets 404 'No Record Found!'; without the Trillion access 403", async () => {
    const none = await h.call('payments-agent', 'GET', `/api/lending/pl/summary${qs({ consumerId: C.none })}`);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No Record Found!');
    for (const path of ['/api/lending/pl/summary', '/api/lending/pl/dsa-lead'])
      expect((await h.call('support', 'GET', `${path}${qs({ consumerId: C.full })}`)).status).toBe(403);
  });
});
