import { describe, expect, it } from 'vitest';
import { bannerPng } from '../../server/db/seed/banner-images.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * The pay-later admin pages (issue 46 item 2): BPL credit plans (consumers on each counted from consumer data; a
 * change to a plan's terms under four eyes as BPL_PLAN_CHANGE, validated here, the checker reading old → new; pause
 * and resume by ops) and app banners (an image checked by its bytes, size and pixel size; published and unpublished
 * by ops; a placement reordered at the order seen), each change one conditional update with one audit row.
 */
const { t, tokens, call, db } = signedInApp(['ops', 'maker', 'checker', 'support', 'noaccess'], '/api/crm');
const DAY = 86_400_000;

interface Terms {
  minLimit: number;
  maxLimit: number;
  billingDay: number;
  interestFreeDays: number;
  lateFee: number;
  interestRate: number;
}
interface Plan {
  id: number;
  code: string;
  name: string;
  segment: string;
  terms: Terms;
  state: string;
  consumers: number;
  pendingRequestId: number | null;
  version: number;
}
interface Banner {
  id: number;
  title: string;
  placement: string;
  position: number;
  state: string;
  version: number;
  width: number;
  mediaType: string;
}

const plans = async (who = 'support') => (await call(who, 'GET', '/bpl-plans')).body.data as Plan[];
const plan = async (code: string) => (await plans()).find((p) => p.code === code)!;
const raise = (p: Plan, terms: Partial<Terms>, who = 'maker', key?: string) =>
  call(
    who,
    'POST',
    '/bpl-plans/change-requests',
    { planId: p.id, version: p.version, terms: { ...p.terms, ...terms }, remarks: 'season' },
    key ? { 'idempotency-key': key } : {},
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `/maker/checker/bpl_plan_change/${id}/decision`, { isApproved, remarks: 'checked' });
const audits = async (entity: string, id: number | string) =>
  (
    await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', entity)
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((a) => a.action);

describe('BPL plans', () => {
  it('lists every plan with the consumers on it, counted from consumer data; refuses without a key', async () => {
    const all = await plans();
    expect(new Set(all.map((p) => p.state))).toEqual(new Set(['ACTIVE', 'PAUSED']));
    expect(all.some((p) => p.pendingRequestId !== null)).toBe(true);
    for (const p of all) {
      const { n } = await db()
        .selectFrom('consumers')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('kyc_level', '=', p.segment)
        .where('account_limit', '>=', p.terms.minLimit)
        .where('account_limit', '<=', p.terms.maxLimit)
        .executeTakeFirstOrThrow();
      expect(p.consumers).toBe(Number(n));
    }
    expect(all.reduce((s, p) => s + p.consumers, 0)).toBeGreaterThan(0);
    expect((await call('noaccess', 'GET', '/bpl-plans')).status).toBe(403);
  });

  it('validates a change on the server: min ≤ max, each term within its bounds, something changed', async () => {
    const p = await plan('BPL-STANDARD');
    const min = await raise(p, { minLimit: 40_000, maxLimit: 30_000 });
    expect(min.status).toBe(400);
    expect(JSON.stringify(min.body)).toContain('Minimum limit cannot be more than the maximum limit.');
    expect((await raise(p, { billingDay: 29 })).status).toBe(400);
    expect((await raise(p, { billingDay: 0 })).status).toBe(400);
    expect((await raise(p, { interestFreeDays: 61 })).status).toBe(400);
    expect((await raise(p, { interestRate: 48.01 })).status).toBe(400);
    expect((await raise(p, { interestRate: -1 })).status).toBe(400);
    expect((await raise(p, { lateFee: 1500.001 })).status).toBe(400);
    expect((await raise(p, { maxLimit: 500_001 })).status).toBe(400);
    const same = await raise(p, {});
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('Change at least one term.');
    expect((await raise({ ...p, version: p.version + 3 }, { billingDay: 2 })).status).toBe(412);
    expect((await raise(p, { billingDay: 2 }, 'ops')).status).toBe(403);
    expect((await raise(p, { billingDay: 2 }, 'checker')).status).toBe(403);
  });

  it('applies a change only by a second person, who reads old → new per changed term; audited', async () => {
    const p = await plan('BPL-STANDARD');
    const raised = await raise(p, { maxLimit: 40_000, interestRate: 27.5 }, 'maker', 'bpl-raise-1');
    expect(raised.status).toBe(201);
    const again = await raise(p, { maxLimit: 40_000, interestRate: 27.5 }, 'maker', 'bpl-raise-1');
    expect(again).toEqual(raised);
    const req = raised.body.data as { id: number };
    const row = await db()
      .selectFrom('approval_requests')
      .selectAll()
      .where('id', '=', req.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.proposed_json)).toEqual({ plan: 'Standard', maxLimit: 40_000, interestRate: 27.5 });
    expect(JSON.parse(row.previous_json!)).toEqual({ plan: 'Standard', maxLimit: 30_000, interestRate: 30 });
    expect((await plan('BPL-STANDARD')).pendingRequestId).toBe(req.id);
    const second = await raise(p, { billingDay: 3 });
    expect(second.status).toBe(409);
    expect((await decide('maker', req.id)).status).toBe(403);
    expect((await plan('BPL-STANDARD')).terms.maxLimit).toBe(30_000);
    expect((await decide('checker', req.id)).status).toBe(200);
    const after = await plan('BPL-STANDARD');
    expect(after.terms).toMatchObject({ maxLimit: 40_000, interestRate: 27.5, billingDay: 1 });
    expect(after.version).toBe(p.version + 1);
    expect(after.pendingRequestId).toBeNull();
    const decision = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'approval_requests')
      .where('entity_id', '=', String(req.id))
      .execute();
    expect(decision.map((d) => d.action)).toContain('bpl_plan_change_request.approve');
  });

  it('a change approved after the plan moved on is refused (409) and changes nothing', async () => {
    const p = await plan('BPL-STARTER');
    const req = (await raise(p, { lateFee: 120.5 })).body.data as { id: number };
    const paused = await call('ops', 'POST', `/bpl-plans/${p.id}/pause`, { version: p.version });
    expect(paused.status).toBe(200);
    expect((await decide('checker', req.id)).status).toBe(409);
    const now = await plan('BPL-STARTER');
    expect(now.terms.lateFee).toBe(100);
    expect(now.pendingRequestId).toBe(req.id);
    expect((await decide('checker', req.id, false)).status).toBe(200);
  });

  it('ops pause and resume a plan (one conditional update at the version seen, one audit row); 20 racers, one winner', async () => {
    const p = await plan('BPL-FESTIVE');
    expect(p.state).toBe('PAUSED');
    expect((await call('maker', 'POST', `/bpl-plans/${p.id}/resume`, { version: p.version })).status).toBe(403);
    expect((await call('ops', 'POST', `/bpl-plans/${p.id}/pause`, { version: p.version })).status).toBe(409);
    expect((await call('ops', 'POST', `/bpl-plans/${p.id}/resume`, { version: p.version + 1 })).status).toBe(412);
    const racers = await Promise.all(
      Array.from({ length: 20 }, () => call('ops', 'POST', `/bpl-plans/${p.id}/resume`, { version: p.version })),
    );
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racers.filter((r) => r.status !== 200).every((r) => r.status === 409 || r.status === 412)).toBe(true);
    const resumed = await plan('BPL-FESTIVE');
    expect(resumed.state).toBe('ACTIVE');
    expect(await audits('bpl_plans', p.id)).toEqual(['bpl_plan.resume']);
  });

  it('20 parallel raises on one plan: one request', async () => {
    const p = await plan('BPL-FESTIVE');
    const racers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => raise(p, { interestFreeDays: 10 + i, billingDay: 20 })),
    );
    expect(racers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(racers.filter((r) => r.status !== 201).every((r) => r.status === 409)).toBe(true);
  });
});

const png = (w: number, h: number) => bannerPng(w, h, [10, 80, 160]).toString('base64');
const upload = (over: object = {}, who = 'ops', key?: string) =>
  call(
    who,
    'POST',
    '/app-banners',
    {
      title: 'Test banner',
      placement: 'HOME_TOP',
      start: Date.now() - 1000,
      end: Date.now() + 5 * DAY,
      image: { fileName: 'banner.png', content: png(1080, 360) },
      ...over,
    },
    key ? { 'idempotency-key': key } : {},
  );
const banners = async (who = 'support') => (await call(who, 'GET', '/app-banners')).body.data as Banner[];
const flip = (how: string, b: Banner, who = 'ops') =>
  call(who, 'POST', `/app-banners/${b.id}/${how}`, { version: b.version });

/** A JPEG header: SOI, an APP0 segment, then a baseline SOF0 giving height and width. */
function jpeg(width: number, height: number): string {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  const rest = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, ...rest]).toString('base64');
}
/** A lossless WebP header (VP8L) of the given size. */
function webp(width: number, height: number): string {
  const bits = (width - 1) | ((height - 1) << 14);
  const b = Buffer.alloc(30);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(22, 4);
  b.write('WEBP', 8, 'ascii');
  b.write('VP8L', 12, 'ascii');
  b.writeUInt32LE(8, 16);
  b[20] = 0x2f;
  b.writeUInt32LE(bits >>> 0, 21);
  return b.toString('base64');
}

describe('app banners', () => {
  it('lists banners in every state to a reader; refuses without a key, and uploads by anyone but ops', async () => {
    const all = await banners();
    expect(new Set(all.map((b) => b.state))).toEqual(new Set(['UNPUBLISHED', 'SCHEDULED', 'LIVE', 'EXPIRED']));
    expect((await call('noaccess', 'GET', '/app-banners')).status).toBe(403);
    expect((await upload({}, 'maker')).status).toBe(403);
    const image = await t.app.inject({
      method: 'GET',
      url: `/api/crm/app-banners/${all[0]!.id}/image`,
      headers: { authorization: `Bearer ${tokens.support}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes a PNG, JPEG or WebP of the placement size, judged by its bytes; the stored image is served back', async () => {
    const window = { start: Date.now() - 1000, end: Date.now() + DAY };
    const made = await upload(window, 'ops', 'banner-up-1');
    expect(made.status).toBe(201);
    expect(await upload(window, 'ops', 'banner-up-1')).toEqual(made);
    const b = made.body.data as Banner;
    expect(b).toMatchObject({ state: 'UNPUBLISHED', mediaType: 'image/png', width: 1080 });
    expect((await upload({ placement: 'OFFERS', image: { fileName: 'x.jpg', content: jpeg(1080, 540) } })).status).toBe(
      201,
    );
    const w = await upload({ placement: 'OFFERS', image: { fileName: 'x.webp', content: webp(1080, 540) } });
    expect(w.status).toBe(201);
    expect(w.body.data.mediaType).toBe('image/webp');
    expect(await audits('app_banners', b.id)).toEqual(['app_banner.upload']);
  });

  it('refuses other bytes under a .png name, an image over 1 MB, and the wrong pixel size', async () => {
    const fake = await upload({
      image: { fileName: 'banner.png', content: Buffer.from('GIF89a not really an image').toString('base64') },
    });
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('The image must be a PNG, JPEG or WebP file.');
    const pdf = await upload({
      image: { fileName: 'banner.png', content: Buffer.from('%PDF-1.4 x').toString('base64') },
    });
    expect(pdf.status).toBe(400);
    const big = Buffer.concat([Buffer.from(png(1080, 360), 'base64'), Buffer.alloc(1024 * 1024)]);
    const large = await upload({ image: { fileName: 'big.png', content: big.toString('base64') } });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe('The image must not exceed 1 MB.');
    const wrong = await upload({ placement: 'OFFERS' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('This placement needs a 1080×540 image; this one is 1080×360.');
    expect((await upload({ image: { fileName: 'j.jpg', content: jpeg(1000, 360) } })).status).toBe(400);
    expect((await upload({ end: Date.now() - 1000, start: Date.now() - 5000 })).status).toBe(400);
  });

  it('publishes and unpublishes at the version seen, audited; 20 racers, one winner', async () => {
    const b = (await upload({ title: 'Race' })).body.data as Banner;
    expect((await flip('publish', b, 'maker')).status).toBe(403);
    expect((await flip('unpublish', b)).status).toBe(409);
    const racers = await Promise.all(Array.from({ length: 20 }, () => flip('publish', b)));
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racers.filter((r) => r.status !== 200).every((r) => r.status === 409 || r.status === 412)).toBe(true);
    const live = (await banners()).find((x) => x.id === b.id)!;
    expect(live.state).toBe('LIVE');
    expect((await flip('unpublish', { ...live, version: live.version + 5 })).status).toBe(412);
    const down = await flip('unpublish', live);
    expect(down.body.data.state).toBe('UNPUBLISHED');
    expect(await audits('app_banners', b.id)).toEqual([
      'app_banner.upload',
      'app_banner.publish',
      'app_banner.unpublish',
    ]);
  });

  it('reorders a placement at the order seen; a stale order is refused; 20 racers, one winner', async () => {
    const order = async () => (await banners()).filter((b) => b.placement === 'HOME_TOP').map((b) => b.id);
    const seen = await order();
    const turned = [...seen].reverse();
    expect(
      (await call('maker', 'POST', '/app-banners/order', { placement: 'HOME_TOP', seen, ids: turned })).status,
    ).toBe(403);
    expect(
      (await call('ops', 'POST', '/app-banners/order', { placement: 'HOME_TOP', seen, ids: turned.slice(1) })).status,
    ).toBe(400);
    const racers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('ops', 'POST', '/app-banners/order', { placement: 'HOME_TOP', seen, ids: turned }),
      ),
    );
    expect(racers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(racers.filter((r) => r.status !== 200).every((r) => r.status === 412)).toBe(true);
    expect(await order()).toEqual(turned);
    expect(await audits('app_banners', 'HOME_TOP')).toEqual(['app_banner.reorder']);
  });
});
