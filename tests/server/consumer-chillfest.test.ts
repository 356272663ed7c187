import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILLFEST_STATUSES, type ChillfestEntry } from '../../contract/consumer/chillfest.js';
import { EXTRAS_CONSUMERS as C } from '../../server/db/seed/consumer-extras.js';
import { consumerProductsApp, qs } from './consumer-products-helpers.js';

/** Postpe Chillfest (spec §2.13's tab; issue 13): a consumer's campaign entries, paged from pageNum 0. */
let h: Awaited<ReturnType<typeof consumerProductsApp>>;
beforeAll(async () => {
  h = await consumerProductsApp(['payments-agent', 'noaccess']);
}, 60_000);
afterAll(() => h.t.close());

type Page = { content: ChillfestEntry[]; totalElements: number; pageable?: unknown };
const list = async (q: Record<string, string | number>, as = 'payments-agent') =>
  h.call(as, 'GET', `/api/postpe/chillfest${qs(q)}`);

describe('postpe chillfest', () => {
  it("lists the seeded consumer's entries newest first, every status, in the postpe envelope", async () => {
    const res = await list({ consumerId: C.full });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const p = res.body.data as Page;
    expect(p.totalElements).toBe(CHILLFEST_STATUSES.length + 1);
    expect(new Set(p.content.map((e) => e.status))).toEqual(new Set(CHILLFEST_STATUSES));
    expect(p.content.every((e, i) => i === 0 || e.enrolledAt <= p.content[i - 1]!.enrolledAt)).toBe(true);
    expect(p.content[0]).toMatchObject({
      chillfestId: expect.stringMatching(/^CHF/),
      campaignName: expect.stringContaining('Chillfest'),
      rewardType: expect.any(String),
    });
    expect(p.content.find((e) => e.status === 'EXPIRED')?.rewardAmount).toBe(0);
  });

  it('pages from pageNum 0 without overlap', async () => {
    const first = (await list({ consumerId: C.full, pageNum: 0, pageSize: 2 })).body.data as Page;
    const second = (await list({ consumerId: C.full, pageNum: 1, pageSize: 2 })).body.data as Page;
    expect(first.content).toHaveLength(2);
    expect(second.content.length).toBeGreaterThan(0);
    const ids = [...first.content, ...second.content].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is empty for a consumer without entries, refuses a bad page and needs the view key', async () => {
    expect(((await list({ consumerId: C.none })).body.data as Page).content).toEqual([]);
    expect((await list({ consumerId: C.full, pageNum: -1 })).status).toBe(400);
    expect((await list({ consumerId: C.full }, 'noaccess')).status).toBe(403);
  });
});
