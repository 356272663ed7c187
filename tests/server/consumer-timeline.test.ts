import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_KINDS, type TimelineRow } from '../../contract/consumer/timeline.js';
import { EXTRAS_CONSUMERS as C } from '../../server/db/seed/consumer-extras.js';
import { consumerProductsApp, qs } from './consumer-products-helpers.js';

/** The Timeline (issue 13): every kind of one consumer in one date order, keyset pages, narrowed by kind. */
let h: Awaited<ReturnType<typeof consumerProductsApp>>;
beforeAll(async () => {
  h = await consumerProductsApp(['payments-agent', 'noaccess']);
}, 60_000);
afterAll(() => h.t.close());

type Page = { content: TimelineRow[]; size: number; next: string | null };
const timeline = async (q: Record<string, string | number>) =>
  (await h.call('payments-agent', 'GET', `/api/postpe/timeline${qs(q)}`)).body.data as Page;

async function walk(q: Record<string, string | number>): Promise<TimelineRow[]> {
  const all: TimelineRow[] = [];
  let after: string | null = '';
  while (after !== null) {
    const p = await timeline({ ...q, ...(after ? { after } : {}) });
    all.push(...p.content);
    after = p.next;
  }
  return all;
}

const key = (r: TimelineRow) => [r.at, TIMELINE_KINDS.indexOf(r.kind), r.id] as const;
const isDescending = (rows: TimelineRow[]) =>
  rows.every((r, i) => {
    if (i === 0) return true;
    const [a, b] = [key(rows[i - 1]!), key(r)];
    return a[0] > b[0] || (a[0] === b[0] && (a[1] > b[1] || (a[1] === b[1] && a[2] > b[2])));
  });

describe('timeline', () => {
  it('merges the kinds in date order; walking the keyset pages gives every row once', async () => {
    const rows = await walk({ consumerId: C.full, size: 7 });
    expect(isDescending(rows)).toBe(true);
    expect(new Set(rows.map((r) => `${r.kind}:${r.id}`)).size).toBe(rows.length);
    const kinds = new Set(rows.map((r) => r.kind));
    for (const k of ['TRANSACTION', 'UPI', 'BILL_PAYMENT', 'CASHBACK'] as const) expect(kinds.has(k), k).toBe(true);
    const big = await walk({ consumerId: C.full, size: 100 });
    expect(big).toEqual(rows);
  });

  it('a filter narrows it to the chosen kinds', async () => {
    const rows = await walk({ consumerId: C.full, kinds: 'UPI,CASHBACK', size: 20 });
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['UPI', 'CASHBACK']));
    expect(rows.filter((r) => r.kind === 'UPI')).toHaveLength(27);
    expect(isDescending(rows)).toBe(true);
  });

  it('is empty for a consumer with nothing; refuses an unknown kind or a forged cursor; needs the view key', async () => {
    expect(await timeline({ consumerId: C.none, kinds: 'UPI,BILL_PAYMENT,CASHBACK' })).toMatchObject({
      content: [],
      next: null,
    });
    expect(
      (await h.call('payments-agent', 'GET', `/api/postpe/timeline${qs({ consumerId: C.full, kinds: 'NOPE' })}`))
        .status,
    ).toBe(400);
    expect(
      (await h.call('payments-agent', 'GET', `/api/postpe/timeline${qs({ consumerId: C.full, after: 'x~y' })}`)).status,
    ).toBe(400);
    expect((await h.call('noaccess', 'GET', `/api/postpe/timeline${qs({ consumerId: C.full })}`)).status).toBe(403);
  });

  it("opens each kind's row as its own tab lists it; another consumer's row is not found", async () => {
    const rows = await walk({ consumerId: C.full, size: 100 });
    const detail = (consumerId: number, r: TimelineRow) =>
      h.call('payments-agent', 'GET', `/api/postpe/timeline/detail${qs({ consumerId, kind: r.kind, id: r.id })}`);
    const seen = new Set<string>();
    for (const r of rows) {
      if (seen.has(r.kind)) continue;
      seen.add(r.kind);
      const res = await detail(C.full, r);
      expect(res.status, r.kind).toBe(200);
      const data = res.body.data as { kind: string; record: Record<string, unknown> };
      expect(data.kind).toBe(r.kind);
      // Transactions are keyed by their txnId in their own tab; every other kind by its numeric id.
      expect(r.kind === 'TRANSACTION' ? data.record.txnId : Number(data.record.id), r.kind).toBe(
        r.kind === 'TRANSACTION' ? r.ref : r.id,
      );
      expect((await detail(C.none, r)).status, r.kind).toBe(404);
    }
    const byKind = (k: string) => rows.find((r) => r.kind === k)!;
    const pay = (await detail(C.full, byKind('BILL_PAYMENT'))).body.data as { record: Record<string, unknown> };
    expect(pay.record).toMatchObject({ sourceRefId: byKind('BILL_PAYMENT').ref, statusHistory: expect.any(Array) });
    const history = pay.record.statusHistory as { status: string; at: number }[];
    expect(history[0]?.status).toBe('PAYMENT_INITIATED');
    expect(history.map((h) => h.status)).toContain(pay.record.status);
    expect(history.every((h, i) => i === 0 || h.at >= history[i - 1]!.at)).toBe(true);
    const upi = (await detail(C.full, byKind('UPI'))).body.data as { record: Record<string, unknown> };
    expect(upi.record.transaction_id).toBe(byKind('UPI').ref);
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});
