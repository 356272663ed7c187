import { describe, expect, it } from 'vitest';
import { requestAudits } from './helpers/audit-rows.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Issue 45 item 4: Payout FMS (company accounts, ledgers, fund transfers under four eyes that move the balances once,
 * thresholds that raise a top-up once per crossing) and /payout/config (channel changes under four eyes).
 */
const MAKER = 'treasury-maker@console.example';
const CHECKER = 'treasury-checker@console.example';
const CHECKER2 = 'checker@console.example';
const { call, db } = signedInApp([MAKER, CHECKER, CHECKER2, 'noaccess@console.example']);
const P = '/api/payouts/payout';
const CRM = '/api/crm/maker/checker';

interface Account {
  id: number;
  name: string;
  type: string;
  balance: number;
  threshold: number | null;
  belowThreshold: boolean;
  pendingTopUpId: number | null;
  version: number;
}
const accounts = async (): Promise<Account[]> => (await call(MAKER, 'GET', `${P}/fms/accounts`)).body.data;
const named = async (name: string) => (await accounts()).find((a) => a.name === name)!;
const raise = (fromAccountId: number, toAccountId: number, amount: number, mode = 'DIRECT', headers = {}) =>
  call(MAKER, 'POST', `${P}/fms/transfers`, { fromAccountId, toAccountId, amount, mode, remarks: 'Fund it' }, headers);
const decide = (who: string, kind: string, id: number, isApproved = true, headers = {}) =>
  call(who, 'POST', `${CRM}/${kind}/${id}/decision`, { isApproved, remarks: 'checked' }, headers);
const ledgerRows = (requestId: number) =>
  db().selectFrom('fms_ledger').selectAll().where('request_id', '=', requestId).orderBy('id').execute();
const pendingTopUps = (accountId: number) =>
  db()
    .selectFrom('approval_requests')
    .selectAll()
    .where('kind', '=', 'FMS_TRANSFER')
    .where('target_id', '=', accountId)
    .where('status', '=', 'PENDING')
    .execute();

describe('accounts and ledgers', () => {
  it('lists the company accounts typed, with balances and thresholds; one below its threshold with its top-up pending', async () => {
    const all = await accounts();
    expect(all.map((a) => a.type)).toEqual(expect.arrayContaining(['NODAL', 'ESCROW', 'PAYOUT']));
    const upi = all.find((a) => a.name === 'UPI payout account')!;
    expect(upi).toMatchObject({ balance: 350_000, threshold: 1_000_000, belowThreshold: true });
    expect(upi.pendingTopUpId).toEqual(expect.any(Number));
    expect((await call('noaccess@console.example', 'GET', `${P}/fms/accounts`)).status).toBe(403);
  });

  it('pages an account ledger on the server, newest first, the newest balance after being the balance', async () => {
    const nodal = all((await accounts()).filter((a) => a.type === 'NODAL'));
    const first = await call(MAKER, 'GET', `${P}/fms/accounts/${nodal.id}/ledger?page=1&limit=10`);
    expect(first.status).toBe(200);
    expect(first.body.data.content).toHaveLength(10);
    expect(first.body.data.totalElements).toBeGreaterThan(10);
    expect(first.body.data.content[0].balanceAfter).toBe(nodal.balance);
    const at = first.body.data.content.map((r: { createdAt: number }) => r.createdAt);
    expect([...at].sort((a, b) => b - a)).toEqual(at);
    const second = await call(MAKER, 'GET', `${P}/fms/accounts/${nodal.id}/ledger?page=2&limit=10`);
    expect(second.body.data.content[0].id).not.toBe(first.body.data.content[0].id);
    expect((await call(MAKER, 'GET', `${P}/fms/accounts/99999/ledger`)).status).toBe(404);
  });
});

function all<T>(xs: T[]): T {
  expect(xs.length).toBeGreaterThan(0);
  return xs[0]!;
}

describe('direct fund transfer under four eyes', () => {
  it('raised by the maker (replay: the same request), not decidable by them, approved once by another: balances move once', async () => {
    const escrow = await named('Escrow account');
    const ops = await named('Operating account');
    const headers = { 'idempotency-key': 'fms-direct-1' };
    const raised = await raise(escrow.id, ops.id, 12_345.67, 'DIRECT', headers);
    expect(raised.status).toBe(201);
    expect(raised.body.message).toBe('Fund transfer raised; balances move once a checker approves it.');
    const replay = await raise(escrow.id, ops.id, 12_345.67, 'DIRECT', headers);
    expect(replay.body.data.id).toBe(raised.body.data.id);
    const id = raised.body.data.id as number;
    const listed = await call(CHECKER, 'GET', `${P}/fms/transfers?status=PENDING`);
    expect(listed.body.data.content.map((t: { id: number }) => t.id)).toContain(id);
    expect((await named('Escrow account')).balance).toBe(escrow.balance);

    expect((await decide(MAKER, 'fms_transfer', id)).status).toBe(403);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(i % 2 ? CHECKER : CHECKER2, 'fms_transfer', id)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [e, o] = [await named('Escrow account'), await named('Operating account')];
    expect(e.balance).toBeCloseTo(escrow.balance - 12_345.67, 2);
    expect(o.balance).toBeCloseTo(ops.balance + 12_345.67, 2);
    const rows = await ledgerRows(id);
    expect(rows.map((r) => [r.account_id, r.entry, Number(r.amount)])).toEqual([
      [escrow.id, 'DEBIT', 12_345.67],
      [ops.id, 'CREDIT', 12_345.67],
    ]);
    expect(Number(rows[0]!.balance_after)).toBeCloseTo(e.balance, 2);
    const audit = await requestAudits(db(), 'fms_transfer_request.approve', id);
    expect(audit).toHaveLength(1);
    expect(await requestAudits(db(), 'fms_transfer_request.create', id)).toHaveLength(1);
  });

  it('refuses at approval when the debited account cannot cover it, naming the balance; nothing moves, still pending', async () => {
    const ops = await named('Operating account');
    const escrow = await named('Escrow account');
    const raised = await raise(ops.id, escrow.id, ops.balance + 1);
    expect(raised.status).toBe(201);
    const id = raised.body.data.id as number;
    const res = await decide(CHECKER, 'fms_transfer', id);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('Insufficient balance in Operating account');
    expect(res.body.message).toContain(`${ops.balance.toFixed(2)} available`);
    expect((await named('Operating account')).balance).toBe(ops.balance);
    expect(await ledgerRows(id)).toHaveLength(0);
    const row = await db()
      .selectFrom('approval_requests')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    expect((await decide(CHECKER, 'fms_transfer', id, false)).status).toBe(200);
  });

  it('refuses the same account twice, unknown accounts and callers without the key', async () => {
    const nodal = await named('Nodal account');
    expect((await raise(nodal.id, nodal.id, 10)).status).toBe(400);
    expect((await raise(nodal.id, 99999, 10)).status).toBe(404);
    const res = await call('noaccess@console.example', 'POST', `${P}/fms/transfers`, {
      fromAccountId: 1,
      toAccountId: 2,
      amount: 1,
      mode: 'DIRECT',
      remarks: 'x',
    });
    expect(res.status).toBe(403);
  });
});

describe('one ledger for every move', () => {
  it("an approved internal transfer writes its debit and credit to the same accounts' ledgers", async () => {
    const [nodal, ops] = [await named('Nodal account'), await named('Operating account')];
    const base = '/api/payouts/payout/internal-ac-transfer';
    const raised = await call(MAKER, 'POST', `${base}/request`, {
      fromAccountId: nodal.id,
      toAccountId: ops.id,
      amount: 1_000,
      channel: 'NEFT',
      remarks: 'Ledger check',
    });
    expect(raised.status).toBe(201);
    const id = raised.body.data.id as number;
    const approved = await call(CHECKER, 'POST', `${base}/action`, { requestId: id, isApproved: true, remarks: 'ok' });
    expect(approved.status).toBe(200);
    const rows = await ledgerRows(id);
    expect(rows.map((r) => [r.account_id, r.entry])).toEqual([
      [nodal.id, 'DEBIT'],
      [ops.id, 'CREDIT'],
    ]);
    expect(Number(rows[1]!.balance_after)).toBeCloseTo((await named('Operating account')).balance, 2);
  });
});

describe('reactive and threshold transfers', () => {
  it('a reactive top-up is only for a low account, one at a time', async () => {
    const nodal = await named('Nodal account');
    const pool = await named('Payout pool');
    const notLow = await raise(nodal.id, pool.id, 1000, 'REACTIVE');
    expect(notLow.status).toBe(409);
    expect(notLow.body.message).toBe('This account is not below its threshold; use a direct fund transfer.');
    const upi = await named('UPI payout account');
    const again = await raise(nodal.id, upi.id, 1000, 'REACTIVE');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A top-up of this account is already waiting for a checker.');
  });

  it('crossing below a threshold raises one top-up (once per crossing); back above and below again raises the next', async () => {
    const nodal = await named('Nodal account');
    const pool = await named('Payout pool');
    const ops = await named('Operating account');
    // The payout pool's threshold set just under its balance: the next debit crosses it.
    const set = await call(MAKER, 'PUT', `${P}/fms/accounts/${pool.id}/threshold`, {
      threshold: pool.balance - 100,
      topupTarget: pool.balance + 50_000,
      sourceAccountId: nodal.id,
      version: pool.version,
    });
    expect(set.status).toBe(200);
    expect(await pendingTopUps(pool.id)).toHaveLength(0);
    const stale = await call(MAKER, 'PUT', `${P}/fms/accounts/${pool.id}/threshold`, {
      threshold: 1,
      topupTarget: 2,
      sourceAccountId: nodal.id,
      version: pool.version,
    });
    expect(stale.status).toBe(409);

    const first = (await raise(pool.id, ops.id, 1000)).body.data.id as number;
    const second = (await raise(pool.id, ops.id, 1000)).body.data.id as number;
    expect((await decide(CHECKER, 'fms_transfer', first)).status).toBe(200);
    const raisedOnce = await pendingTopUps(pool.id);
    expect(raisedOnce).toHaveLength(1);
    expect(raisedOnce[0]).toMatchObject({ product_type: 'THRESHOLD', maker_email: CHECKER });
    expect(JSON.parse(raisedOnce[0]!.proposed_json)).toMatchObject({
      mode: 'THRESHOLD',
      fromAccountId: nodal.id,
      amount: 51_000,
    });
    // Still below: a further debit is not a new crossing.
    expect((await decide(CHECKER2, 'fms_transfer', second)).status).toBe(200);
    expect(await pendingTopUps(pool.id)).toHaveLength(1);
    // The top-up is approved by someone other than its maker (the checker whose approval crossed): back above.
    expect((await decide(CHECKER, 'fms_transfer', raisedOnce[0]!.id)).status).toBe(403);
    expect((await decide(CHECKER2, 'fms_transfer', raisedOnce[0]!.id)).status).toBe(200);
    const topped = await named('Payout pool');
    expect(topped.belowThreshold).toBe(false);
    // The top-up was sized at the crossing (to the target from 1,000 below); the second debit stays uncovered.
    expect(topped.balance).toBeCloseTo(pool.balance + 49_000, 2);
    // Below again: a new crossing raises a new top-up.
    const third = (await raise(pool.id, ops.id, 49_101)).body.data.id as number;
    expect((await decide(CHECKER, 'fms_transfer', third)).status).toBe(200);
    expect(await pendingTopUps(pool.id)).toHaveLength(1);
    expect((await pendingTopUps(pool.id))[0]!.id).not.toBe(raisedOnce[0]!.id);
  });

  it('a threshold is refused without the key (403), with the account as its own source (400)', async () => {
    const pool = await named('Payout pool');
    const body = { threshold: 1, topupTarget: 2, sourceAccountId: pool.id, version: pool.version };
    expect((await call(CHECKER, 'PUT', `${P}/fms/accounts/${pool.id}/threshold`, body)).status).toBe(403);
    expect((await call(MAKER, 'PUT', `${P}/fms/accounts/${pool.id}/threshold`, body)).status).toBe(400);
  });
});

describe('/payout/config channels under four eyes', () => {
  const channel = async (name: string) =>
    (
      (await call(CHECKER, 'GET', `${P}/config/channels`)).body.data as { channel: string; [k: string]: unknown }[]
    ).find((c) => c.channel === name)!;

  it('lists the four channels; a change is raised with old and new, approved by another, applied once, audited', async () => {
    const list = (await call(MAKER, 'GET', `${P}/config/channels`)).body.data as { channel: string }[];
    expect(list.map((c) => c.channel)).toEqual(['IMPS', 'NEFT', 'RTGS', 'UPI']);
    const imps = await channel('IMPS');
    const body = {
      provider: imps.provider,
      minPerTxn: imps.minPerTxn,
      maxPerTxn: 300_000,
      dailyLimit: imps.dailyLimit,
      enabled: true,
      remarks: 'Lower cap',
    };
    const raised = await call(MAKER, 'POST', `${P}/config/channels/IMPS/change`, body, { 'idempotency-key': 'cfg-1' });
    expect(raised.status).toBe(201);
    const id = raised.body.data.id as number;
    expect(raised.body.data.previous).toMatchObject({ maxPerTxn: imps.maxPerTxn });
    expect(raised.body.data.proposed).toMatchObject({ maxPerTxn: 300_000 });
    const twice = await call(MAKER, 'POST', `${P}/config/channels/IMPS/change`, body);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A change of this channel is already waiting for a checker.');
    expect((await channel('IMPS')).pending).toMatchObject({ requestId: id });
    expect((await decide(MAKER, 'payout_config_change', id)).status).toBe(403);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(i % 2 ? CHECKER : CHECKER2, 'payout_config_change', id)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const after = await channel('IMPS');
    expect(after).toMatchObject({ maxPerTxn: 300_000, pending: null, version: (imps.version as number) + 1 });
    const audit = await requestAudits(db(), 'payout_config_change_request.approve', id);
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after_json!).target.maxPerTxn).toBe(300_000);
  });

  it('refuses no change, min above max, an unknown channel and callers without the key', async () => {
    const neft = await channel('NEFT');
    const same = {
      provider: neft.provider,
      minPerTxn: neft.minPerTxn,
      maxPerTxn: neft.maxPerTxn,
      dailyLimit: neft.dailyLimit,
      enabled: neft.enabled,
      remarks: 'x',
    };
    expect((await call(MAKER, 'POST', `${P}/config/channels/NEFT/change`, same)).status).toBe(400);
    expect(
      (await call(MAKER, 'POST', `${P}/config/channels/NEFT/change`, { ...same, minPerTxn: 10_000_000 })).status,
    ).toBe(400);
    expect((await call(MAKER, 'POST', `${P}/config/channels/CASH/change`, same)).status).toBe(400);
    expect((await call(CHECKER, 'POST', `${P}/config/channels/NEFT/change`, same)).status).toBe(403);
    expect((await call('noaccess@console.example', 'GET', `${P}/config/channels`)).status).toBe(403);
  });
});
