import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MERCHANT_ID } from '../../server/db/seed/merchant-360.js';
import { demoMobile, demoVpa } from '../../server/db/seed/merchant-360-rows.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { auditCount, CRM, merchantCaller, MS } from './helpers/merchant-360-calls.js';

/** The merchant 360's lookup, profile and everyday changes (spec §7.3, §7.4, §9; DESIGN.md §5). */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const M = DEMO_MERCHANT_ID;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'ops', 'support', 'noaccess']) tokens[who] = await t.tokenFor(`${who}@console.example`);
}, 60_000);
afterAll(() => t.close());

const profile = async () => (await call('support', 'GET', `${MS}/merchants/${M}`)).body.data;

describe('lookup and profile', () => {
  it('finds the demo merchant by id, mobile, VPA and store, each to the same merchant', async () => {
    const index = Number(M) - 1_000_001;
    for (const q of [
      `merchantId=${M}`,
      `mobile=${demoMobile(index)}`,
      `vpa=${demoVpa(M, index)}`,
      `storeId=${5_000_001 + index}`,
    ]) {
      const res = await call('support', 'GET', `${MS}/merchants/lookup?${q}`);
      expect(res.status, q).toBe(200);
      expect(res.body.data.map((m: { merchantId: string }) => m.merchantId)).toContain(M);
    }
  });

  it('refuses a lookup with no key or two keys, and a malformed mobile, naming the rule', async () => {
    expect((await call('support', 'GET', `${MS}/merchants/lookup`)).status).toBe(400);
    expect((await call('support', 'GET', `${MS}/merchants/lookup?merchantId=${M}&mobile=9800000011`)).status).toBe(400);
    const bad = await call('support', 'GET', `${MS}/merchants/lookup?mobile=98`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Mobile must be 10 digits.');
  });

  it('answers the profile with personal data masked and MCC 6513 labelled Rent Payments', async () => {
    const p = await profile();
    expect(p.mobile).toMatch(/^X{6}\d{4}$/);
    expect(p.pan).toMatch(/^X+/);
    const categories = (await call('support', 'GET', `${MS}/meta-data/business-categories`)).body.data;
    expect(categories).toContainEqual({ mcc: '6513', name: 'Rent Payments' });
  });

  it('reveals one field with a reason and writes one audit row', async () => {
    const before = await auditCount(t, 'merchants', M);
    const res = await call('support', 'POST', `${MS}/merchants/${M}/reveal`, {
      field: 'mobile',
      reason: 'caller verification',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.value).toMatch(/^\d{10}$/);
    expect(await auditCount(t, 'merchants', M)).toBe(before + 1);
    expect(
      (await call('support', 'POST', `${MS}/merchants/${M}/reveal`, { field: 'mobile', reason: 'x' })).status,
    ).toBe(400);
  });

  it('reading the merchant is not enough to reveal: the reveal has its own permission', async () => {
    const before = await auditCount(t, 'merchants', M);
    // Operations lists merchant details (CAN_LIST_MERCHANT_DETAILS) but does not hold CAN_REVEAL_MERCHANT_PII.
    expect((await call('ops', 'GET', `${MS}/merchants/${M}`)).status).toBe(200);
    const res = await call('ops', 'POST', `${MS}/merchants/${M}/reveal`, {
      field: 'mobile',
      reason: 'caller verification',
    });
    expect(res.status).toBe(403);
    expect(await auditCount(t, 'merchants', M)).toBe(before);
  });

  it('an unknown merchant is 404 No Record Found!', async () => {
    const res = await call('support', 'GET', `${MS}/merchants/9999999999`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No Record Found!');
  });
});

describe('QR name, referral code, business category', () => {
  it('changes the QR name (one audit row, in the audit history) and a replay of its key changes nothing', async () => {
    const p = await profile();
    const key = { 'idempotency-key': 'qr-name-1' };
    const before = await auditCount(t, 'merchants', M);
    const body = { qrName: 'Lakshmi Tiffin Centre', version: p.version };
    const res = await call('ops', 'POST', `${CRM}/merchants/${M}/update/qr-name`, body, key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Success', data: { qrName: 'Lakshmi Tiffin Centre' } });
    const replay = await call('ops', 'POST', `${CRM}/merchants/${M}/update/qr-name`, body, key);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await auditCount(t, 'merchants', M)).toBe(before + 1);
    const history = (await call('support', 'GET', `${CRM}/merchants/${M}/audit/history?page=0&size=10`)).body.data;
    expect(history.content[0]).toMatchObject({
      action: 'merchant.qr_name',
      after: { qr_name: 'Lakshmi Tiffin Centre' },
    });
  });

  it('refuses a stale version with 412 and writes nothing', async () => {
    const p = await profile();
    const before = await auditCount(t, 'merchants', M);
    const res = await call('ops', 'POST', `${CRM}/merchants/${M}/update/qr-name`, {
      qrName: 'Other Name',
      version: p.version - 1,
    });
    expect(res.status).toBe(412);
    expect(await auditCount(t, 'merchants', M)).toBe(before);
  });

  it('two concurrent edits of the same version: exactly one wins', async () => {
    const p = await profile();
    const results = await Promise.all(
      ['Alpha Stores', 'Beta Stores'].map((qrName) =>
        call('ops', 'POST', `${CRM}/merchants/${M}/update/qr-name`, { qrName, version: p.version }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 412]);
  });

  it('checks the QR name and referral code rules, and a referral code held by another merchant', async () => {
    const p = await profile();
    expect(
      (await call('ops', 'POST', `${CRM}/merchants/${M}/update/qr-name`, { qrName: '<b>', version: p.version })).status,
    ).toBe(400);
    const taken = await call('ops', 'POST', `${CRM}/merchants/${M}/update/ref-code`, {
      referralCode: 'REF1000001',
      version: p.version,
    });
    expect(taken.status).toBe(409);
    const okRes = await call('ops', 'POST', `${CRM}/merchants/${M}/update/ref-code`, {
      referralCode: 'lakshmi42',
      version: p.version,
    });
    expect(okRes.status).toBe(200);
    expect(okRes.body.data.referralCode).toBe('LAKSHMI42');
  });

  it('files the merchant under 6513 Rent Payments', async () => {
    const p = await profile();
    const res = await call('ops', 'POST', `${MS}/merchants/${M}/update/business-category`, {
      mcc: '6513',
      version: p.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ mcc: '6513', businessCategory: 'Rent Payments' });
    expect(
      (
        await call('ops', 'POST', `${MS}/merchants/${M}/update/business-category`, {
          mcc: '0000',
          version: p.version + 1,
        })
      ).status,
    ).toBe(400);
  });

  it('updates notification preferences', async () => {
    const p = await profile();
    const body = { merchantId: M, sms: false, whatsapp: true, email: true, push: false, version: p.version };
    const res = await call('ops', 'POST', `${MS}/bharat-swipe/crm/payment/updateMerchantPreference`, body);
    expect(res.status).toBe(200);
    const prefs = (await call('support', 'GET', `${CRM}/merchants/${M}/notification-preferences`)).body.data;
    expect(prefs).toMatchObject({ sms: false, whatsapp: true, email: true, push: false });
  });
});

describe('permissions: a read-only agent reads but the server refuses every change', () => {
  it('support (CAN_LIST_MERCHANT_DETAILS only) gets 403 on changes; no permission at all gets 403 on reads', async () => {
    const p = await profile();
    const refused = [
      [`${CRM}/merchants/${M}/update/qr-name`, { qrName: 'Read Only', version: p.version }],
      [`${CRM}/merchants/${M}/update/ref-code`, { referralCode: 'READONLY1', version: p.version }],
      [`${CRM}/merchants/${M}/kyc-sms`, undefined],
      [`${MS}/merchants/${M}/update/business-category`, { mcc: '5411', version: p.version }],
      [`${MS}/merchants/settlement/ondemand/update`, { merchantId: M }],
    ] as const;
    for (const [url, body] of refused) expect((await call('support', 'POST', url, body)).status, url).toBe(403);
    expect((await call('noaccess', 'GET', `${MS}/merchants/${M}`)).status).toBe(403);
  });
});
