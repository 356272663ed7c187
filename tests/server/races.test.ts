import { sql } from 'kysely';
import { disputeRaiseBody, transactionWithoutDispute } from './helpers/dispute-raise.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_MESSAGES } from '../../contract/consumer/forms.js';
import { DISPUTE_MESSAGES } from '../../contract/disputes/rules.js';
import { MERCHANT_ID_FROM } from '../../server/db/seed/merchants.js';
import { proofPdf } from '../../server/db/seed/dispute-proof-files.js';
import { MERCHANT_MESSAGES } from '../../contract/merchant/messages.js';
import { ALREADY_PENDING as BANK_CHANGE_PENDING } from '../../server/routes/crm/merchant-bank-changes.js';
import { REVIEW_PENDING } from '../../server/routes/crm/merchant-kyc.js';
import { ALREADY_PENDING } from '../../server/routes/investment/request-flow.js';
import { SETTLEMENT_TYPE_PENDING } from '../../server/routes/merchant-support/settlement-type.js';
import { UNBLOCK_PENDING } from '../../server/routes/merchant-support/settlement-unblock.js';
import { CONFIG_DECIDED } from '../../server/routes/merchant-support/config-requests.js';
import { freshIp, latestCode, requestCode, verify } from './helpers/otp.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 38: every raise, decision, delete and once-only action, sent 20 times at once, has its one documented outcome
 * (one 2xx, the rest 409 or 404 as documented, one row, one audit row). On PostgreSQL (`npm run test:pg`) the 20
 * requests run on separate pooled connections at the same moment, so a rule only checked before writing would let
 * several through; the database's unique indexes (migration 0023), row locks and conditional writes hold them.
 */
const N = 20;
let t: TestApp;
const tokens: Record<string, string> = {};
const STAFF = [
  'maker',
  'checker',
  'admin',
  'ops',
  'agent',
  'disputes',
  'disputes2',
  'treasury-maker',
  'treasury-checker',
] as const;
type Who = (typeof STAFF)[number];
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of STAFF) tokens[who] = await t.tokenFor(`${who}@console.example`);
  pdf = await proofPdf('Invoice', ['Amount: INR 100']);
  // PostgreSQL's pool opens connections on demand: hold N at once now, so the first race is as concurrent as the rest.
  if (t.database.handle.dialect === 'postgres') {
    let release!: () => void;
    const all = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    await Promise.all(
      Array.from({ length: N }, () =>
        db()
          .connection()
          .execute(async (c) => {
            await sql`select 1`.execute(c);
            if (++held === N) release();
            await all;
          }),
      ),
    );
  }
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.handle.db;

/** The targets that already have a request of `kind` (any status): a test picks one that has none. */
const targetsOf = (kind: string) =>
  db()
    .selectFrom('approval_requests')
    .select('target_id')
    .where('kind', '=', kind)
    .where('target_id', 'is not', null)
    .$narrowType<{ target_id: number }>();
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Answer {
  status: number;
  body: { message?: string; data?: Record<string, unknown> & { id?: number } } & Record<string, unknown>;
}
async function call(who: Who, method: Method, url: string, payload?: object): Promise<Answer> {
  const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: bearer(tokens[who] ?? '') });
  return { status: res.statusCode, body: res.json() };
}

/** The same request N times at once; the answers in order. */
const race = (send: (i: number) => Promise<Answer>) => Promise.all(Array.from({ length: N }, (_, i) => send(i)));
const statuses = (answers: readonly Answer[]) => answers.map((a) => a.status).sort((a, b) => a - b);
/** One `ok` and N - 1 `refused`, each refusal saying `message` when given. */
function expectOneWinner(answers: readonly Answer[], ok: number, refused: number, message?: string) {
  expect(statuses(answers)).toEqual([ok, ...Array<number>(N - 1).fill(refused)].sort((a, b) => a - b));
  if (message) for (const a of answers.filter((x) => x.status === refused)) expect(a.body.message).toBe(message);
  return answers.find((a) => a.status === ok)!;
}

const auditRows = async (action: string, entityId?: number | string) => {
  let q = db()
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action);
  if (entityId !== undefined) q = q.where('entity_id', '=', String(entityId));
  return Number((await q.executeTakeFirstOrThrow()).n);
};
const pendingOn = (kind: string, targetId: number) =>
  db()
    .selectFrom('approval_requests')
    .select('id')
    .where('kind', '=', kind)
    .where('target_id', '=', targetId)
    .where('status', '=', 'PENDING')
    .execute();

/** A raise sent N times at once: one 201 (or `ok`), N - 1 409s; exactly one PENDING request and one create audit. */
async function expectOneRaise(
  o: { kind: string; targetId: number; audit: string; ok?: number; message: string },
  send: (i: number) => Promise<Answer>,
) {
  const before = await auditRows(o.audit);
  expectOneWinner(await race(send), o.ok ?? 201, 409, o.message);
  expect(await pendingOn(o.kind, o.targetId)).toHaveLength(1);
  expect(await auditRows(o.audit)).toBe(before + 1);
}

describe('one pending request per target (H1, L2): 20 identical raises at once, one request', () => {
  it('a payout guardrail change', async () => {
    const g = await db()
      .selectFrom('payout_guardrails')
      .selectAll()
      .where('channel', '=', 'NEFT')
      .executeTakeFirstOrThrow();
    await expectOneRaise(
      { kind: 'PAYOUT_GUARDRAIL', targetId: g.id, audit: 'payout_guardrail_request.create', message: ALREADY_PENDING },
      () =>
        call('treasury-maker', 'POST', '/api/payouts/payout/guardrail/raise-request', {
          guardrailId: g.id,
          daily_max_count: Number(g.daily_max_count) + 7,
          remarks: 'Race: more NEFT transfers a day',
        }),
    );
  });

  it('a deposit guardrail change and a deposit guardrail (de)activation', async () => {
    const BASE = '/api/investment/investment/guardrail';
    const of = (product: string) =>
      db().selectFrom('deposit_guardrails').selectAll().where('product', '=', product).executeTakeFirstOrThrow();
    const p2p = await of('P2P');
    await expectOneRaise(
      {
        kind: 'DEPOSIT_GUARDRAIL',
        targetId: p2p.id,
        audit: 'deposit_guardrail_request.create',
        message: ALREADY_PENDING,
      },
      () =>
        call('treasury-maker', 'POST', `${BASE}/raise-request`, {
          guardrailId: p2p.id,
          max_amount: 65_000,
          remarks: 'Race: tighten P2P',
        }),
    );
    const bp = await of('BP_ACCOUNT');
    await expectOneRaise(
      {
        kind: 'DEPOSIT_GUARDRAIL',
        targetId: bp.id,
        audit: 'deposit_guardrail_request.create',
        message: ALREADY_PENDING,
      },
      () =>
        call('treasury-maker', 'POST', `${BASE}/activate-deactivate`, {
          guardrailId: bp.id,
          status: bp.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE',
          remarks: 'Race: switch BP caps',
        }),
    );
  });

  it('a settlement unblock', async () => {
    const block = await db()
      .selectFrom('settlement_blocks')
      .selectAll()
      .where('status', '=', 'ACTIVE')
      .where('id', 'not in', targetsOf('SETTLEMENT_UNBLOCK'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectOneRaise(
      {
        kind: 'SETTLEMENT_UNBLOCK',
        targetId: block.id,
        audit: 'settlement_unblock_request.create',
        message: UNBLOCK_PENDING,
      },
      () =>
        call('maker', 'POST', `/api/merchant-support/merchants/${block.merchant_id}/settlement/unblock/request`, {
          blockId: block.id,
          reason: 'Chargeback resolved',
          remarks: 'Race: case closed',
        }),
    );
  });

  it('a bank account change, on a replaced account and on a merchant without one for the purpose', async () => {
    const change = async (merchantId: string, purpose: 'SETTLEMENT' | 'LOAN', accountNumber: string) => {
      const v = await call('maker', 'POST', '/api/merchant-support/bank-ac/verify', {
        merchantId,
        purpose,
        accountNumber,
        ifsc: 'HDFC0000001',
      });
      expect(v.status).toBe(200);
      const before = await auditRows('bank_change_request.create');
      const answers = await race(() =>
        call('maker', 'POST', `/api/crm/merchants/${merchantId}/bank-change/request`, {
          purpose,
          accountNumber,
          ifsc: 'HDFC0000001',
          beneficiaryName: 'Race Owner Name',
          verificationId: v.body.data!.verificationId,
          remarks: 'Race: merchant asked to move settlements',
        }),
      );
      expectOneWinner(answers, 201, 409, BANK_CHANGE_PENDING);
      const pending = await db()
        .selectFrom('approval_requests')
        .innerJoin('merchant_change_requests', 'merchant_change_requests.approval_id', 'approval_requests.id')
        .select('approval_requests.id')
        .where('merchant_change_requests.merchant_id', '=', merchantId)
        .where('merchant_change_requests.purpose', '=', purpose)
        .where('approval_requests.status', '=', 'PENDING')
        .execute();
      expect(pending).toHaveLength(1);
      expect(await auditRows('bank_change_request.create')).toBe(before + 1);
    };
    await change(String(MERCHANT_ID_FROM + 40), 'SETTLEMENT', '123456789040');
    const noLoanAccount = await db()
      .selectFrom('merchants')
      .select('merchant_id')
      .where(
        'merchant_id',
        'not in',
        db().selectFrom('merchant_bank_accounts').select('merchant_id').where('purpose', '=', 'LOAN'),
      )
      .orderBy('merchant_id')
      .executeTakeFirstOrThrow();
    await change(noLoanAccount.merchant_id, 'LOAN', '123456789041');
  });

  it('a settlement type change', async () => {
    const m = await db()
      .selectFrom('merchants')
      .selectAll()
      .where('settlement_type', '=', 'AUTO_SETTLEMENT')
      .where((eb) => eb.or([eb('settlement_hold', 'is', null), eb('settlement_hold', '<>', 'DELAYED')]))
      .where('id', 'not in', targetsOf('SETTLEMENT_TYPE'))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectOneRaise(
      {
        kind: 'SETTLEMENT_TYPE',
        targetId: m.id,
        audit: 'settlement_type_request.create',
        message: SETTLEMENT_TYPE_PENDING,
      },
      () =>
        call('maker', 'POST', `/api/merchant-support/merchants/${m.merchant_id}/settlement/type/request`, {
          settlementType: 'INSTANT_SETTLEMENT',
          reason: 'Merchant request',
          remarks: 'Race: instant payouts',
        }),
    );
  });

  it('an investment limit, an investment transaction action and a P2P add-money', async () => {
    await expectOneRaise(
      { kind: 'INVESTMENT_LIMIT', targetId: 3, audit: 'investment_limit_request.create', message: ALREADY_PENDING },
      () =>
        call('treasury-maker', 'POST', '/api/investment/investment/account/change-limit/raise-request', {
          accountId: 3,
          newLimit: 555_555,
          remarks: 'Race: premium investor',
        }),
    );
    const txn = await db()
      .selectFrom('investment_transactions')
      .selectAll()
      .where('status', '=', 'ACTION_REQUIRED')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectOneRaise(
      { kind: 'INVESTMENT_TXN', targetId: txn.id, audit: 'investment_txn_request.create', message: ALREADY_PENDING },
      () =>
        call('treasury-maker', 'POST', '/api/investment/investment/transaction/raise-request', {
          transactionId: txn.id,
          action: 'FORCED_WITHDRAWAL',
          remarks: 'Race: investor asked to withdraw',
        }),
    );
    const account = await db()
      .selectFrom('investment_accounts')
      .selectAll()
      .where('product', '=', 'P2P')
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectOneRaise(
      { kind: 'P2P_ADD_MONEY', targetId: account.id, audit: 'p2p_add_money_request.create', message: ALREADY_PENDING },
      () =>
        call('treasury-maker', 'POST', '/api/investment/investment/p2p/add-money/raise-request', {
          accountId: account.id,
          amount: 2500,
          reference: 'NEFTRACE1',
          remarks: 'Race: investor top-up',
        }),
    );
  });

  it('a KYC review of an assigned case', async () => {
    const kase = await db()
      .selectFrom('kyc_cases')
      .selectAll()
      .where('status', '=', 'PENDING')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const maker = await db()
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'maker@console.example')
      .executeTakeFirstOrThrow();
    const assigned = await call('ops', 'POST', `/api/crm/merchantkyc/cases/${kase.id}/assign`, {
      assigneeId: maker.id,
      version: kase.version,
    });
    expect(assigned.status).toBe(200);
    await expectOneRaise(
      {
        kind: 'KYC_REVIEW',
        targetId: kase.id,
        audit: 'kyc_review_request.create',
        message: REVIEW_PENDING,
      },
      () =>
        call('maker', 'POST', `/api/crm/merchantkyc/cases/${kase.id}/review`, {
          decision: 'REJECT',
          reason: 'PAN photo unreadable',
        }),
    );
  });

  it('a consumer limit (L2): one pending limit request per consumer', async () => {
    await expectOneRaise(
      {
        kind: 'CONSUMER_LIMIT',
        targetId: 1002,
        audit: 'consumer_limit_request.create',
        ok: 200,
        message: CONSUMER_MESSAGES.limitPending,
      },
      (i) =>
        call('agent', 'PUT', '/api/postpe/limit', { consumerId: 1002, newLimit: String(61_000 + i), remarks: 'Race' }),
    );
  });
});

describe('settlement-config and P2PM uploads: one pending request per merchant, applied only from a current dry run', () => {
  const BASE = '/api/merchant-support';
  const M = (i: number) => String(MERCHANT_ID_FROM + i);
  function multipart(content: string) {
    const boundary = '----races-boundary';
    return {
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="race.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(content),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    };
  }
  async function upload(path: string, content: string): Promise<Answer> {
    const body = multipart(content);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}${path}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.maker ?? '') },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const decide = (path: string, id: number, who: Who = 'checker') =>
    call(who, 'POST', `${BASE}${path}/requests/${id}/decision`, { isApproved: true, remarks: 'checked' });
  const pendingOf = (kind: string) =>
    db()
      .selectFrom('approval_requests')
      .select('id')
      .where('kind', '=', kind)
      .where('status', '=', 'PENDING')
      .execute();
  const merchant = (id: string) =>
    db().selectFrom('merchants').selectAll().where('merchant_id', '=', id).executeTakeFirstOrThrow();

  it('20 identical settlement-config uploads at once: one request; 20 approvals at once: applied once', async () => {
    const file = `merchantId,status,settlementType,startDate,endDate,type,remarks\n${M(60)},ACTIVE,AUTO_SETTLEMENT,2026-12-01,2026-12-05,BLOCKED,race\n${M(61)},ACTIVE,AUTO_SETTLEMENT,2026-12-01,2026-12-05,DELAYED,race\n`;
    const before = await pendingOf('SETTLEMENT_CONFIG');
    const answers = await race(() => upload('/upload/settlement-config', file));
    const won = expectOneWinner(answers, 200, 409);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.message).toMatch(/already pending approval|already in a pending request/);
    expect(await pendingOf('SETTLEMENT_CONFIG')).toHaveLength(before.length + 1);
    const requestId = won.body.data!.requestId as number;
    const versions = [(await merchant(M(60))).version, (await merchant(M(61))).version];
    const audits = await auditRows('upload.settlement-config.approve', requestId);
    expectOneWinner(
      await race((i) => decide('/upload/settlement-config', requestId, i % 2 ? 'checker' : 'admin')),
      200,
      409,
      CONFIG_DECIDED,
    );
    expect((await merchant(M(60))).settlement_remarks).toBe('race');
    expect([(await merchant(M(60))).version, (await merchant(M(61))).version]).toEqual(versions.map((v) => v + 1));
    expect(await auditRows('upload.settlement-config.approve', requestId)).toBe(audits + 1);
  });

  it('20 P2PM uploads naming one merchant at once: one request', async () => {
    const before = await pendingOf('P2PM_CONFIG');
    const answers = await race((i) =>
      upload('/upload/p2pm-config', `merchantId,p2pmFlag\n${M(70)},true\n${M(71 + i)},true\n`),
    );
    expectOneWinner(answers, 200, 409);
    expect(await pendingOf('P2PM_CONFIG')).toHaveLength(before.length + 1);
  });

  it('a request whose dry run is no longer current cannot apply (409), and applies nothing', async () => {
    // Outside M(70)–M(90), which the P2PM race above names: its winner may hold any one of them pending.
    const id = M(95);
    const was = await merchant(id);
    const raised = await upload(
      '/upload/p2pm-config',
      `merchantId,p2pmFlag\n${id},${Number(was.p2pm_enabled) ? 'false' : 'true'}\n`,
    );
    expect(raised.status).toBe(200);
    // The merchant changes after the dry run (another request approved, an edit): the dry run is stale.
    await db()
      .updateTable('merchants')
      .set({ p2pm_enabled: Number(was.p2pm_enabled) ? 0 : 1, version: was.version + 1 })
      .where('merchant_id', '=', id)
      .execute();
    const stale = await decide('/upload/p2pm-config', raised.body.data!.requestId as number);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(`Merchant ${id} changed after this request's dry run`);
    expect((await merchant(id)).version).toBe(was.version + 1);
    const request = await db()
      .selectFrom('approval_requests')
      .select('status')
      .where('id', '=', raised.body.data!.requestId as number)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('PENDING');
  });
});

describe('decisions: 20 approvals of one request at once, one wins', () => {
  it('through the approvals inbox and through a backend’s own action', async () => {
    const pending = await db()
      .selectFrom('approval_requests')
      .select(['id', 'kind'])
      .where('kind', '=', 'PAYOUT_GUARDRAIL')
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow();
    const audits = await auditRows('payout_guardrail_request.approve', pending.id);
    expectOneWinner(
      await race((i) =>
        i % 2
          ? call('treasury-checker', 'POST', `/api/crm/maker/checker/payout_guardrail/${pending.id}/decision`, {
              isApproved: true,
              remarks: 'ok',
            })
          : call('admin', 'POST', '/api/payouts/payout/guardrail/action', {
              requestId: pending.id,
              isApproved: true,
              remarks: 'ok',
            }),
      ),
      200,
      409,
      'This request has already been decided.',
    );
    expect(await auditRows('payout_guardrail_request.approve', pending.id)).toBe(audits + 1);
  });
});

describe('disputes (L3): one open dispute per transaction', () => {
  const raiseBody = (transactionId: number) => disputeRaiseBody(transactionId, pdf);
  const freshTxn = () => transactionWithoutDispute(db());
  const openOn = (transactionId: number) =>
    db()
      .selectFrom('disputes')
      .select('id')
      .where('transaction_id', '=', transactionId)
      .where('status', '<>', 'Resolved')
      .execute();

  it('20 raises on one transaction at once: one dispute, the rest 409 with the rule', async () => {
    const txn = await freshTxn();
    const audits = await auditRows('dispute.raise');
    const answers = await race(() =>
      call('disputes', 'POST', '/api/chargeback/chargeback/add/dispute/txn', raiseBody(txn.id)),
    );
    expectOneWinner(answers, 200, 409, DISPUTE_MESSAGES.openDispute);
    expect(await openOn(txn.id)).toHaveLength(1);
    expect(await auditRows('dispute.raise')).toBe(audits + 1);
  });

  /** INIT → Processing (the dispute modal) → Resolved, lost. */
  async function lose(id: number) {
    const modal = { disputeId: id, disputeReason: 'Issuer raised chargeback' };
    expect((await call('disputes', 'POST', '/api/chargeback/chargeback/update/dispute', modal)).status).toBe(200);
    expect((await call('disputes2', 'POST', '/api/chargeback/chargeback/lost', { disputeId: id })).status).toBe(200);
  }

  it('a re-raise while another case on the transaction is open is refused; 20 re-raises at once, one wins', async () => {
    const txn = await freshTxn();
    const raised = await call('disputes', 'POST', '/api/chargeback/chargeback/add/dispute/txn', raiseBody(txn.id));
    const id = raised.body.data!.id as number;
    await lose(id);
    const audits = await auditRows('dispute.re-raise', id);
    expectOneWinner(
      await race(() => call('disputes', 'POST', '/api/chargeback/chargeback/re/raise/dispute', { disputeId: id })),
      200,
      409,
    );
    expect(await auditRows('dispute.re-raise', id)).toBe(audits + 1);
    await lose(id);
    const second = await call('disputes', 'POST', '/api/chargeback/chargeback/add/dispute/txn', raiseBody(txn.id));
    expect(second.status).toBe(200);
    const again = await call('disputes', 'POST', '/api/chargeback/chargeback/re/raise/dispute', { disputeId: id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DISPUTE_MESSAGES.openDispute);
    expect(await openOn(txn.id)).toHaveLength(1);
  });
});

describe('deletes (L1): 20 deletes of one row at once, one 200 and one audit row, the rest 404', () => {
  it('a user', async () => {
    const created = await call('admin', 'POST', '/api/admin/users', {
      email: 'race.delete@console.example',
      name: 'Race Delete',
    });
    expect(created.status).toBe(201);
    const id = (created.body as unknown as { id: number }).id;
    expectOneWinner(await race(() => call('admin', 'DELETE', `/api/admin/users/${id}`)), 200, 404);
    expect(await auditRows('user.delete', id)).toBe(1);
    expect(await db().selectFrom('staff').select('id').where('id', '=', id).execute()).toHaveLength(0);
  });

  it('a saved view', async () => {
    const saved = await call('ops', 'POST', '/api/crm/saved-views', {
      listKey: 'postpe-payouts',
      name: 'Race view',
      filters: { status: 'APPROVAL_PENDING' },
      sort: { field: 'createdAt', order: 'DESC' },
      columns: ['id', 'amount', 'status'],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.data!.id as number;
    expectOneWinner(await race(() => call('ops', 'DELETE', `/api/crm/saved-views/${id}`)), 200, 404);
    expect(await auditRows('saved-view.delete', id)).toBe(1);
  });
});

describe('other once-only values', () => {
  it('20 first enables of one alert at once: all applied, one alert row (an upsert), a log and audit row each', async () => {
    const target = { alert_type: 'WITHDRAWAL_ALERT', product: 'ALL' };
    const answers = await race((i) =>
      call('ops', 'POST', '/api/investment/accounts/enable-alert', {
        ...target,
        header: 'Withdrawals paused',
        body: `Race ${i}`,
        expiry_time: Date.now() + 3_600_000,
      }),
    );
    expect(statuses(answers)).toEqual(Array<number>(N).fill(200));
    const rows = await db()
      .selectFrom('alerts')
      .select('id')
      .where('alert_type', '=', target.alert_type)
      .where('product', '=', target.product)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await auditRows('alert.enable')).toBe(N);
  });

  it('a day of P2P earning credited by 20 uploads at once is credited once', async () => {
    const account = await db()
      .selectFrom('investment_accounts')
      .selectAll()
      .where('product', '=', 'P2P')
      .where('status', '=', 'ACTIVE')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const send = async (i: number): Promise<Answer> => {
      const boundary = '----races-earning';
      const csv = `accountNo,interestRate,forDate,remarks\n${account.account_no},12,2026-09-03,Race ${i}\n`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/investment/investment/p2p/variable-earning',
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rates-${i}.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
        ),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...bearer(tokens['treasury-maker'] ?? ''),
        },
      });
      return { status: res.statusCode, body: res.json() };
    };
    const answers = await race(send);
    // The day already credited: 400 naming the row when the upload's check sees the credit, 409 when a concurrent
    // upload's credit lands first (migration 0024's unique index). Either way one credit.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(a.status);
      expect(JSON.stringify(a.body)).toContain('This day is already credited to this account.');
    }
    const credits = await db()
      .selectFrom('investment_transactions')
      .select('id')
      .where('account_id', '=', account.id)
      .where('txn_type', '=', 'INTEREST')
      .where('remarks', 'like', 'Race %')
      .execute();
    expect(credits).toHaveLength(1);
  });

  it('a referral code claimed by 20 merchants at once is held by one', async () => {
    const ids = Array.from({ length: N }, (_, i) => String(MERCHANT_ID_FROM + 200 + i));
    const rows = await db()
      .selectFrom('merchants')
      .select(['merchant_id', 'version'])
      .where('merchant_id', 'in', ids)
      .execute();
    const version = new Map(rows.map((r) => [r.merchant_id, r.version]));
    const answers = await race((i) =>
      call('ops', 'POST', `/api/crm/merchants/${ids[i]}/update/ref-code`, {
        referralCode: 'RACE2026',
        version: version.get(ids[i]!),
      }),
    );
    expectOneWinner(answers, 200, 409, MERCHANT_MESSAGES.referralTaken);
    expect(
      await db().selectFrom('merchants').select('id').where('referral_code', '=', 'RACE2026').execute(),
    ).toHaveLength(1);
  });
});

describe('sign-in codes (issue 39 item 6)', () => {
  const ask = async (email: string) => {
    const uuid = await requestCode(t.app, email, freshIp());
    return { uuid, code: (await latestCode(t.app, email))! };
  };
  const failuresOf = async (email: string) => {
    const staff = await db().selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const row = await db()
      .selectFrom('otp_failures')
      .select('consecutive')
      .where('staff_id', '=', staff.id)
      .executeTakeFirst();
    return Number(row?.consecutive ?? 0);
  };

  it('19 wrong codes for one challenge at once: 5 are evaluated and each counted as a failure, the rest refused', async () => {
    const email = 'treasury-maker@console.example';
    const { uuid, code } = await ask(email);
    const wrongCode = String((Number(code) + 1) % 10000).padStart(4, '0');
    const answers = await Promise.all(
      Array.from({ length: 19 }, () => verify(t.app, uuid, email, wrongCode, freshIp())),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(19).fill(400));
    expect(await failuresOf(email)).toBe(5);
    const challenge = await db()
      .selectFrom('otp_challenges')
      .select('attempts')
      .where('id', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(Number(challenge.attempts)).toBe(5);
  });

  it('the right code racing wrong ones that would lock: never both signed in and locked', async () => {
    const email = 'treasury-checker@console.example';
    for (let round = 0; round < 4; round++) {
      // 9 failures already: the next wrong code evaluated locks the account.
      const staff = await db().selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      await db().deleteFrom('otp_failures').where('staff_id', '=', staff.id).execute();
      await db()
        .insertInto('otp_failures')
        .values({ staff_id: staff.id, consecutive: 9, updated_at: Date.now() })
        .execute();
      await db()
        .updateTable('staff')
        .set({ otp_locked: 0, otp_locked_until: null, otp_lock_count: 0 })
        .where('id', '=', staff.id)
        .execute();
      const { uuid, code } = await ask(email);
      const wrongCode = String((Number(code) + 1) % 10000).padStart(4, '0');
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => verify(t.app, uuid, email, i === round ? code : wrongCode, freshIp())),
      );
      const signedIn = answers.filter((a) => a.status === 200).length;
      const row = await db()
        .selectFrom('staff')
        .select(['otp_locked', 'otp_locked_until'])
        .where('id', '=', staff.id)
        .executeTakeFirstOrThrow();
      const locked = Number(row.otp_locked) === 1 && Number(row.otp_locked_until) > Date.now();
      expect([signedIn, locked]).not.toEqual([1, true]);
      expect(signedIn + (locked ? 1 : 0)).toBe(1);
    }
  });
});
