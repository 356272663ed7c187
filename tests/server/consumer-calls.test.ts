import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Four spec §7.4 calls (issue 43 item 7, part 2), on the merchant-support backend: an investment account's interest
 * detail; a video-KYC link sent to a merchant (once per cooldown, audited, in the dev outbox); recharges (the bill
 * payments in a recharge category) with a complaint on one (one open per recharge, audited, idempotent); the
 * merchant's support language. Each refused without its key.
 */
const MAKER = 'treasury-maker@console.example';
const { call, db } = signedInApp(['support', 'agent', 'viewer', 'noaccess', 'ops', MAKER], '/api/merchant-support');

const auditsOf = async (action: string, entityId?: string) => {
  let q = db()
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action);
  if (entityId !== undefined) q = q.where('entity_id', '=', entityId);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('POST /investment/interest-detail', () => {
  it("answers an account's rate, period, accrued, paid and what is due; 404 unknown; 403 without the key", async () => {
    const account = await db().selectFrom('investment_accounts').select('id').orderBy('id').executeTakeFirstOrThrow();
    const res = await call(MAKER, 'POST', '/investment/interest-detail', { accountId: account.id });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.accountId).toBe(account.id);
    expect(d.rate).toBeGreaterThan(0);
    expect(d.periodTo).toBeGreaterThan(d.periodFrom);
    expect(d.due).toBeCloseTo(d.accrued - d.paid, 2);
    expect((await call('ops', 'POST', '/investment/interest-detail', { accountId: account.id })).status).toBe(200);
    expect((await call(MAKER, 'POST', '/investment/interest-detail', { accountId: 999999 })).status).toBe(404);
    expect((await call(MAKER, 'POST', '/investment/interest-detail', { accountId: 'x' })).status).toBe(400);
    expect((await call('agent', 'POST', '/investment/interest-detail', { accountId: account.id })).status).toBe(403);
  });
});

describe('POST /digitap/video/create-link', () => {
  const pendingMerchants = () =>
    db()
      .selectFrom('merchants')
      .select(['merchant_id', 'mobile'])
      .where('kyc_status', '!=', 'VERIFIED')
      .where('status', '!=', 'BLOCKED')
      .where('mobile', 'is not', null)
      .orderBy('merchant_id')
      .execute();

  it('sends a link to the masked mobile, expiring in 24 h, audited, in the dev outbox; again within 15 min is 429', async () => {
    const [m] = await pendingMerchants();
    const before = await auditsOf('merchant.video_kyc_link', m!.merchant_id);
    const res = await call('support', 'POST', '/digitap/video/create-link', { merchantId: m!.merchant_id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Video KYC link sent.');
    const link = res.body.data;
    expect(link.mobile).toMatch(/^X+\d{4}$/);
    expect(link.mobile.slice(-4)).toBe(m!.mobile!.slice(-4));
    expect(link.expiresAt - link.sentAt).toBe(24 * 3_600_000);
    expect(await auditsOf('merchant.video_kyc_link', m!.merchant_id)).toBe(before + 1);
    const stored = await db().selectFrom('video_kyc_links').selectAll().where('link_id', '=', link.linkId).execute();
    expect(stored).toHaveLength(1);
    const outbox = await call('support', 'GET', `/../crm/dev/outbox?mobile=${m!.mobile}`);
    expect(outbox.status).toBe(200);
    expect(outbox.body.data[0]).toMatchObject({ email: m!.mobile, code: link.linkId });
    const again = await call('support', 'POST', '/digitap/video/create-link', { merchantId: m!.merchant_id });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^A video KYC link was sent to this merchant less than 15 minutes ago\. Try again in \d+ minutes?\.$/,
    );
    expect(await auditsOf('merchant.video_kyc_link', m!.merchant_id)).toBe(before + 1);
  });

  it('replays a send with its Idempotency-Key: the same link, one audit row', async () => {
    const [, m] = await pendingMerchants();
    const key = { 'idempotency-key': `vkyc-${m!.merchant_id}` };
    const first = await call('support', 'POST', '/digitap/video/create-link', { merchantId: m!.merchant_id }, key);
    const replay = await call('support', 'POST', '/digitap/video/create-link', { merchantId: m!.merchant_id }, key);
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await auditsOf('merchant.video_kyc_link', m!.merchant_id)).toBe(1);
  });

  it('20 agents sending at once: one 200, nineteen 429, one link, one audit row', async () => {
    const [, , m] = await pendingMerchants();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('support', 'POST', '/digitap/video/create-link', { merchantId: m!.merchant_id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(429)]);
    const links = await db()
      .selectFrom('video_kyc_links')
      .select('id')
      .where('merchant_id', '=', m!.merchant_id)
      .execute();
    expect(links).toHaveLength(1);
    expect(await auditsOf('merchant.video_kyc_link', m!.merchant_id)).toBe(1);
  });

  it('refuses a verified merchant (409), an unknown one (404), and anyone without the key (403)', async () => {
    const verified = await db()
      .selectFrom('merchants')
      .select('merchant_id')
      .where('kyc_status', '=', 'VERIFIED')
      .executeTakeFirstOrThrow();
    const res = await call('support', 'POST', '/digitap/video/create-link', { merchantId: verified.merchant_id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This merchant’s KYC is already verified: no video KYC link is needed.');
    expect((await call('support', 'POST', '/digitap/video/create-link', { merchantId: '9999999' })).status).toBe(404);
    const [m] = await pendingMerchants();
    expect((await call('agent', 'POST', '/digitap/video/create-link', { merchantId: m!.merchant_id })).status).toBe(
      403,
    );
    expect((await call('noaccess', 'POST', '/digitap/video/create-link', { merchantId: m!.merchant_id })).status).toBe(
      403,
    );
  });
});

describe('GET /freshbots/language', () => {
  it("answers a merchant's language, null when not set; 404 unknown; 403 without the key", async () => {
    const set = await db().selectFrom('merchant_support_languages').selectAll().executeTakeFirstOrThrow();
    const res = await call('support', 'GET', `/freshbots/language?merchantId=${set.merchant_id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ merchantId: set.merchant_id, language: set.language });
    const unset = await db()
      .selectFrom('merchants')
      .select('merchant_id')
      .where('merchant_id', 'not in', db().selectFrom('merchant_support_languages').select('merchant_id'))
      .executeTakeFirstOrThrow();
    const none = await call('support', 'GET', `/freshbots/language?merchantId=${unset.merchant_id}`);
    expect(none.body.data).toEqual({ merchantId: unset.merchant_id, language: null, updatedAt: null });
    expect((await call('support', 'GET', '/freshbots/language?merchantId=9999999')).status).toBe(404);
    expect((await call('noaccess', 'GET', `/freshbots/language?merchantId=${set.merchant_id}`)).status).toBe(403);
  });
});

interface Recharge {
  id: number;
  consumerId: number;
  mobile: string;
  billerCategory: string;
  billOrderType: string;
  rechargeType: string;
  paymentDate: number;
  openComplaint: string | null;
}
const recharges = async (query = '') => {
  const res = await call('agent', 'GET', `/recharge/txn-list?limit=100&${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Recharge[]; totalElements: number; page: number; limit: number };
};
const raise = (body: object, key?: string, who = 'agent') =>
  call(who, 'POST', '/recharge/raise-complaint', body, key ? { 'idempotency-key': key } : {});

describe('GET /recharge/txn-list and /recharge/details', () => {
  it("lists only recharges ('Recharge' by biller category, as the bill-payment tab), newest first, by type and consumer", async () => {
    const all = await recharges();
    expect(all.totalElements).toBeGreaterThanOrEqual(24);
    expect(all.content.every((r) => r.billOrderType === 'Recharge')).toBe(true);
    const times = all.content.map((r) => r.paymentDate);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.content.map((r) => r.rechargeType))).toEqual(new Set(['MOBILE_PREPAID', 'DTH', 'FASTAG']));
    expect(all.content.every((r) => /^X+\d{4}$/.test(r.mobile))).toBe(true);
    const dth = await recharges('rechargeType=DTH');
    expect(dth.content.length).toBeGreaterThan(0);
    expect(dth.content.every((r) => r.billerCategory.toLowerCase() === 'dth')).toBe(true);
    const prepaid = await recharges('rechargeType=MOBILE_PREPAID');
    expect(new Set(prepaid.content.map((r) => r.billerCategory))).toEqual(
      new Set(['Mobile Prepaid', 'mobile prepaid']),
    );
    const asha = await recharges('q=9876543210');
    expect(new Set(asha.content.map((r) => r.consumerId))).toEqual(new Set([1001]));
    const byId = await recharges('q=1001');
    expect(byId.totalElements).toBe(asha.totalElements);
    const page2 = await call('agent', 'GET', '/recharge/txn-list?page=2&limit=5');
    expect(page2.body.data.content.map((r: Recharge) => r.id)).toEqual(all.content.slice(5, 10).map((r) => r.id));
    expect((await call('agent', 'GET', '/recharge/txn-list?rechargeType=ELECTRICITY')).status).toBe(400);
  });

  it('gives one recharge with its complaints; a non-recharge bill payment is not one (404)', async () => {
    const [withOpen] = (await recharges()).content.filter((r) => r.openComplaint !== null);
    const res = await call('agent', 'GET', `/recharge/details?txnId=${withOpen!.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.complaints[0]).toMatchObject({ reference: withOpen!.openComplaint, status: 'OPEN' });
    const electricity = await db()
      .selectFrom('consumer_bill_payments')
      .select('id')
      .where('biller_category', '=', 'Electricity')
      .executeTakeFirstOrThrow();
    expect((await call('agent', 'GET', `/recharge/details?txnId=${electricity.id}`)).status).toBe(404);
  });

  it('is read with the consumer 360 key: 403 without it', async () => {
    expect((await call('viewer', 'GET', '/recharge/txn-list')).status).toBe(200);
    expect((await call('noaccess', 'GET', '/recharge/txn-list')).status).toBe(403);
    expect((await call('support', 'GET', '/recharge/details?txnId=1')).status).toBe(403);
  });
});

describe('POST /recharge/raise-complaint', () => {
  const free = async () => (await recharges()).content.filter((r) => r.openComplaint === null);

  it('a resolved complaint does not block a new one on the same recharge', async () => {
    const resolved = await db()
      .selectFrom('recharge_complaints')
      .select('bill_payment_id')
      .where('status', '=', 'RESOLVED')
      .executeTakeFirstOrThrow();
    const res = await raise({ txnId: resolved.bill_payment_id, category: 'Other', description: 'Debited again' });
    expect(res.status).toBe(200);
    const details = await call('agent', 'GET', `/recharge/details?txnId=${resolved.bill_payment_id}`);
    expect(details.body.data.complaints.map((c: { status: string }) => c.status)).toContain('RESOLVED');
    expect(details.body.data.complaints.filter((c: { status: string }) => c.status === 'OPEN')).toHaveLength(1);
  });

  it('raises one complaint, audited, shown on the recharge; a second while open is a 409 naming it', async () => {
    const [r] = await free();
    const res = await raise({
      txnId: r!.id,
      category: 'Recharge not received',
      description: 'Operator shows no credit',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Complaint raised.');
    const c = res.body.data;
    expect(c).toMatchObject({ txnId: r!.id, status: 'OPEN', raisedBy: 'agent@console.example' });
    expect(c.reference).toMatch(/^RC-\d{6}$/);
    expect(await auditsOf('recharge_complaint.raise', c.reference)).toBe(1);
    const again = await raise({ txnId: r!.id, category: 'Other', description: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      `This recharge already has an open complaint (${c.reference}); it can be raised again once that one is resolved.`,
    );
    const after = await call('agent', 'GET', `/recharge/details?txnId=${r!.id}`);
    expect(after.body.data.openComplaint).toBe(c.reference);
  });

  it('replays a raise sent again with its Idempotency-Key: the same answer, one complaint, one audit row', async () => {
    const [r] = await free();
    const body = { txnId: r!.id, category: 'Refund not received', description: 'Failed recharge, no refund yet' };
    const first = await raise(body, `rc-${r!.id}`);
    const replay = await raise(body, `rc-${r!.id}`);
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await auditsOf('recharge_complaint.raise', first.body.data.reference)).toBe(1);
  });

  it('20 agents raising on one recharge at once: one 200, nineteen 409, one open complaint', async () => {
    const [r] = await free();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        raise({ txnId: r!.id, category: 'Other', description: `Agent ${i}` }, `rc-race-${r!.id}-${i}`),
      ),
    );
    expect(results.map((x) => x.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const rows = await db()
      .selectFrom('recharge_complaints')
      .select('id')
      .where('bill_payment_id', '=', r!.id)
      .where('status', '=', 'OPEN')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('checks the body and the key: category from the list, a description, a recharge; 403 without the key', async () => {
    const [r] = await free();
    expect((await raise({ txnId: r!.id, category: 'Because', description: 'x' })).status).toBe(400);
    expect((await raise({ txnId: r!.id, category: 'Other', description: '  ' })).status).toBe(400);
    expect((await raise({ txnId: r!.id, category: 'Other', description: 'x'.repeat(501) })).status).toBe(400);
    expect((await raise({ txnId: 99999999, category: 'Other', description: 'x' })).status).toBe(404);
    expect((await raise({ txnId: r!.id, category: 'Other', description: 'x' }, undefined, 'viewer')).status).toBe(403);
    expect((await raise({ txnId: r!.id, category: 'Other', description: 'x' }, undefined, 'noaccess')).status).toBe(
      403,
    );
  });
});
