import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { auditCount, CRM, merchantCaller } from './helpers/merchant-360-calls.js';

/** Merchant Declaration- NPCI (issue 15): POST /crm/sherloc/notify-merchant asks a merchant near its limit to declare. */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const NOTIFY = `${CRM}/crm/sherloc/notify-merchant`;
const DUE = '1000021';
const WITHIN = '1000025';

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['ops', 'support']) tokens[who] = await t.tokenFor(`${who}@console.example`);
  // Arranged: one merchant, KYC pending, has used 90% of its NPCI annual limit; another only 10%.
  const db = t.database.handle.db;
  await db
    .updateTable('merchants')
    .set({ kyc_status: 'PENDING', status: 'ACTIVE', annual_limit: 4_000_000, annual_used: 3_600_000 })
    .where('merchant_id', '=', DUE)
    .execute();
  await db
    .updateTable('merchants')
    .set({ kyc_status: 'PENDING', status: 'ACTIVE', annual_limit: 4_000_000, annual_used: 400_000 })
    .where('merchant_id', '=', WITHIN)
    .execute();
});
afterAll(() => t.close());

const messagesOf = async (merchantId: string) =>
  (await call('support', 'GET', `${CRM}/merchant/message/${merchantId}?page=0&size=50`)).body.data.content as {
    template: string;
  }[];

describe('POST /crm/sherloc/notify-merchant', () => {
  it('sends the declaration notice once per Idempotency-Key, recorded with the messages, one audit row', async () => {
    const before = await auditCount(t, 'merchants', DUE);
    const headers = { 'Idempotency-Key': 'declaration-notice-1' };
    const res = await call('ops', 'POST', NOTIFY, { merchantId: DUE }, headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Success', data: { declaration: 'DUE' } });
    const again = await call('ops', 'POST', NOTIFY, { merchantId: DUE }, headers);
    expect(again.body.data.messageId).toBe(res.body.data.messageId);
    expect(await auditCount(t, 'merchants', DUE)).toBe(before + 1);
    const sent = (await messagesOf(DUE)).filter((m) => m.template === 'NPCI_DECLARATION');
    expect(sent).toHaveLength(1);
    const audit = (await call('support', 'GET', `${CRM}/merchants/${DUE}/audit/history?page=0&size=5`)).body.data;
    expect(audit.content[0]).toMatchObject({ action: 'merchant.declaration_notice' });
  });

  it('refuses a merchant under 80% of its limit (409) and one whose KYC is verified', async () => {
    const res = await call('ops', 'POST', NOTIFY, { merchantId: WITHIN });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This merchant need not declare: the NPCI annual limit is not near.');
    await t.database.handle.db
      .updateTable('merchants')
      .set({ kyc_status: 'VERIFIED' })
      .where('merchant_id', '=', WITHIN)
      .execute();
    expect((await call('ops', 'POST', NOTIFY, { merchantId: WITHIN })).status).toBe(409);
    expect((await call('ops', 'POST', NOTIFY, { merchantId: '9999999' })).status).toBe(404);
  });

  it('is refused without CAN_UPDATE_MERCHANT_FIELDS, and nothing is sent', async () => {
    const before = await auditCount(t, 'merchants', DUE);
    expect((await call('support', 'POST', NOTIFY, { merchantId: DUE })).status).toBe(403);
    expect(await auditCount(t, 'merchants', DUE)).toBe(before);
  });
});
