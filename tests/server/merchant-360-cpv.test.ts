import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/** The merchant 360's KYC tab reads (issue 15): CPV documents and audit, beside the KYC documents and audit. */
let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['ops', 'support', 'noaccess']) tokens[who] = await t.tokenFor(`${who}@console.example`);
});
afterAll(() => t.close());

const CRM = '/api/crm';
/** A seeded merchant with a finished CPV (photos and a report) and one whose visit is still scheduled. */
const VISITED = '1000011';
const SCHEDULED = '1000007';

async function get(who: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[who] ?? '') });
  return { status: res.statusCode, body: res.json() };
}

describe('CPV documents (GET /merchants/{id}/get-all-cpv-docs)', () => {
  it('answers each captured document with its bytes, typed from their content', async () => {
    const res = await get('support', `${CRM}/merchants/${VISITED}/get-all-cpv-docs`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const docs = res.body.data as { docType: string; mediaType: string; content: string; size: number }[];
    expect(docs.map((d) => d.docType).sort()).toEqual(['CPV_REPORT', 'SHOP_FRONT', 'SHOP_INSIDE']);
    for (const d of docs) {
      const bytes = Buffer.from(d.content, 'base64');
      expect(bytes.length).toBe(d.size);
      if (d.mediaType === 'image/png') expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      else expect(bytes.subarray(0, 5).toString('ascii')).toBe('%PDF-');
    }
  });

  it('answers an empty list for a merchant without a visit yet, or without a CPV', async () => {
    expect((await get('ops', `${CRM}/merchants/${SCHEDULED}/get-all-cpv-docs`)).body.data).toEqual([]);
    expect((await get('ops', `${CRM}/merchants/1000002/get-all-cpv-docs`)).body.data).toEqual([]);
  });

  it('is refused without a merchant read permission', async () => {
    expect((await get('noaccess', `${CRM}/merchants/${VISITED}/get-all-cpv-docs`)).status).toBe(403);
  });
});

describe('CPV audit (GET /merchants/{id}/get-cpv-audit)', () => {
  it('answers the steps newest first, each with its from and to status', async () => {
    const res = await get('support', `${CRM}/merchants/${VISITED}/get-cpv-audit`);
    expect(res.status).toBe(200);
    const steps = res.body.data as { toStatus: string; fromStatus: string | null; createdAt: number }[];
    expect(steps.map((s) => s.toStatus)).toEqual(['APPROVED', 'VISITED', 'SCHEDULED', 'INITIATED']);
    expect(steps.at(-1)?.fromStatus).toBeNull();
    expect(steps[0]!.createdAt).toBeGreaterThan(steps[1]!.createdAt);
    const open = await get('support', `${CRM}/merchants/${SCHEDULED}/get-cpv-audit`);
    expect(open.body.data.map((s: { toStatus: string }) => s.toStatus)).toEqual(['SCHEDULED', 'INITIATED']);
  });

  it('is refused without a merchant read permission', async () => {
    expect((await get('noaccess', `${CRM}/merchants/${VISITED}/get-cpv-audit`)).status).toBe(403);
  });
});
