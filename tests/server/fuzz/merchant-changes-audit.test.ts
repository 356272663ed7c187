import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueSessionToken } from '../../../server/plugins/tokens.js';
import { addStaff, bearer, createTestApp, type TestApp } from '../helpers/test-app.js';
import { auditGaps, takeSnapshot, type Snapshot } from './audit-coverage.js';
import { describeFailures, fuzzRoutes, type FuzzReport } from './fuzz-engine.js';

/**
 * The fuzz suite's audit check, on the merchant money change routes alone (issue 16: bank account changes and their
 * verification, settlement unblocks and type changes, KYC cases, and the maker/checker decisions that apply them),
 * run as a super-admin who did not raise the seeded pending requests, so decisions and their effects happen too.
 * Quick enough for a busy machine, where the whole suite may not finish its run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261116);
const FUZZ_ADMIN_ID = 900_002;
const OURS = /\/(bank-ac|bank-change|bank-accounts|settlement\/|merchantkyc|kyc\/|maker\/checker\/)/;

let t: TestApp;
let before: Snapshot;
let report: FuzzReport;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.handle.db;
  await addStaff(t, {
    id: FUZZ_ADMIN_ID,
    email: 'fuzz-mc@console.example',
    name: 'Fuzz MC',
    roleId: t.config.superAdminRoleId,
  });
  before = await takeSnapshot(db);
  report = await fuzzRoutes({
    app: t.app,
    seed: SEED,
    token: () => issueSessionToken(db, t.config, FUZZ_ADMIN_ID),
    runsPerRoute: 30,
    naughtyPerRoute: 15,
    queriesPerRoute: 10,
    only: (route) => OURS.test(route.url),
  });
  console.info(`merchant changes fuzz: ${report.requests} requests, answers ${JSON.stringify(report.statuses)}`);
}, 300_000);
afterAll(() => t?.close());

it('no merchant change route answers 5xx, and some requests were accepted', () => {
  expect(report.failures, describeFailures(SEED, report)).toEqual([]);
  const accepted = Object.entries(report.statuses)
    .filter(([status]) => Number(status) < 300)
    .reduce((n, [, c]) => n + c, 0);
  expect(accepted).toBeGreaterThan(20);
});

it('every merchant change row written has its audit row, and every audit row its change', async () => {
  const db = t.database.handle.db;
  expect(await auditGaps(db, before)).toEqual([]);
});

/** One of each mutation of the area, made as maker, checker and admin would: each writes exactly one audit row. */
it('a journey through every merchant change mutation writes one audit row per mutation, each with its change', async () => {
  const db = t.database.handle.db;
  const tokens: Record<string, string> = {};
  for (const who of ['maker', 'checker', 'ops']) tokens[who] = await t.tokenFor(`${who}@console.example`);
  let mutations = 0;
  const post = async (who: string, url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(tokens[who]!) });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
    mutations++;
    return res.json().data;
  };
  const get = async (who: string, url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) })).json().data;
  const decide = (kind: string, id: number, isApproved = true) =>
    post('checker', `/api/crm/maker/checker/${kind}/${id}/decision`, { isApproved, remarks: 'checked' });
  const start = await takeSnapshot(db);

  const account = { purpose: 'SETTLEMENT', accountNumber: '778899004432', ifsc: 'HDFC0000001' };
  const v = await post('maker', '/api/merchant-support/bank-ac/verify', { merchantId: '1000031', ...account });
  const bank = await post('maker', '/api/crm/merchants/1000031/bank-change/request', {
    ...account,
    beneficiaryName: 'New Owner Name',
    verificationId: v.verificationId,
    remarks: 'Merchant moved bank',
  });
  await decide('bank_change', bank.id);

  const holds = await get('maker', '/api/merchant-support/merchants/settlement/blocks?status=ACTIVE&size=100');
  const hold = holds.content.find((h: { pendingRequestId: number | null }) => h.pendingRequestId === null);
  const unblock = await post('maker', `/api/merchant-support/merchants/${hold.merchantId}/settlement/unblock/request`, {
    blockId: hold.id,
    reason: 'Chargeback resolved',
    remarks: 'Case closed',
  });
  await decide('settlement_unblock', unblock.id);

  const type = await post('maker', '/api/merchant-support/merchants/1000032/settlement/type/request', {
    settlementType: 'INSTANT_SETTLEMENT',
    reason: 'Risk review',
    remarks: 'Low risk merchant',
  });
  await decide('settlement_type', type.id);
  const rejected = await post('maker', '/api/merchant-support/merchants/1000033/settlement/type/request', {
    settlementType: 'INSTANT_SETTLEMENT',
    reason: 'Others',
    remarks: 'Try instant',
  });
  await decide('settlement_type', rejected.id, false);

  const cases = await get('ops', '/api/crm/merchantkyc/cases?status=PENDING&size=1');
  const kase = cases.content[0];
  const maker = await db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', 'maker@console.example')
    .executeTakeFirstOrThrow();
  await post('ops', `/api/crm/merchantkyc/cases/${kase.id}/assign`, { assigneeId: maker.id, version: kase.version });
  const review = await post('maker', `/api/crm/merchantkyc/cases/${kase.id}/review`, {
    decision: 'APPROVE',
    reason: 'Documents match',
  });
  await decide('kyc_review', review.id);

  const audits = await db.selectFrom('audit_log').select('action').where('id', '>', start.lastAuditId).execute();
  expect(audits).toHaveLength(mutations);
  expect(await auditGaps(db, start)).toEqual([]);
});
