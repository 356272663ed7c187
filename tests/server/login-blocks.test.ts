import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * /unblock-user (issue 43 item 2): blocked merchant and consumer logins, listed with what blocked them, by whom and
 * when (the mobile masked), and lifted with a reason from the list and a remark: one conditional update, one audit
 * row, idempotent; a lifted block is a 409, a risk block only for a risk review, CAN_UNBLOCK_USER only.
 */
const { call, db } = signedInApp(['support', 'agent', 'ops', 'noaccess'], '/api/crm');
const BLOCKS = '/login/blocks';

interface Block {
  id: number;
  subjectKind: string;
  subjectId: string;
  subjectName: string;
  loginMobile: string;
  cause: string;
  blockedBy: string;
  blockedAt: number;
  status: string;
  unblockedBy: string | null;
  unblockReason: string | null;
}
const list = async (query = '') => {
  const res = await call('support', 'GET', `${BLOCKS}?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Block[]; totalElements: number };
};
const unblock = (id: number, body: object, key?: string, who = 'support') =>
  call(who, 'POST', `${BLOCKS}/${id}/unblock`, body, key ? { 'idempotency-key': key } : {});
const blocked = async (cause: string) =>
  (await list(`status=BLOCKED&size=200`)).content.filter((b) => b.cause === cause);
const audits = async (id: number) =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', 'login_blocks')
        .where('entity_id', '=', String(id))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/crm/login/blocks', () => {
  it('lists every seeded block newest first, both kinds and every cause, the mobile masked', async () => {
    const all = await list('size=200');
    expect(all.totalElements).toBe(12);
    const times = all.content.map((b) => b.blockedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(all.content.map((b) => b.subjectKind))).toEqual(new Set(['MERCHANT', 'CONSUMER']));
    expect(new Set(all.content.map((b) => b.cause))).toEqual(new Set(['WRONG_PIN', 'OTP_LOCK', 'RISK_BLOCK']));
    expect(all.content.every((b) => /^X+\d{4}$/.test(b.loginMobile))).toBe(true);
    expect(all.content.filter((b) => b.status === 'UNBLOCKED').length).toBe(2);
  });

  it('filters by kind, state, and an id or a whole mobile; a bad search is a 400', async () => {
    const merchants = await list('kind=MERCHANT&size=200');
    expect(merchants.content.every((b) => b.subjectKind === 'MERCHANT')).toBe(true);
    const lifted = await list('status=UNBLOCKED');
    expect(lifted.content.every((b) => b.status === 'UNBLOCKED' && b.unblockReason !== null)).toBe(true);
    const asha = await list('q=9876543210');
    expect(asha.content.map((b) => b.subjectId)).toEqual(['1001']);
    const byId = await list(`q=${merchants.content[0]!.subjectId}`);
    expect(byId.content.map((b) => b.id)).toEqual([merchants.content[0]!.id]);
    expect((await call('support', 'GET', `${BLOCKS}?q=abc`)).status).toBe(400);
  });

  it('is for CAN_UNBLOCK_USER only: 403 for the others, on the list and on an unblock', async () => {
    expect((await call('ops', 'GET', BLOCKS)).status).toBe(403);
    expect((await call('noaccess', 'GET', BLOCKS)).status).toBe(403);
    const [any] = await blocked('WRONG_PIN');
    expect((await unblock(any!.id, { reason: 'Blocked in error', remark: 'x' }, undefined, 'ops')).status).toBe(403);
    expect((await call('agent', 'GET', BLOCKS)).status).toBe(200);
  });
});

describe('POST /api/crm/login/blocks/{id}/unblock', () => {
  it('lifts a block once with its reason and remark, audited before and after; again is a 409', async () => {
    const [block] = await blocked('WRONG_PIN');
    const before = await audits(block!.id);
    const res = await unblock(block!.id, {
      reason: 'Customer identity verified',
      remark: 'Called back on file mobile',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Login unblocked.' });
    expect(res.body.data).toMatchObject({
      status: 'UNBLOCKED',
      unblockedBy: 'support@console.example',
      unblockReason: 'Customer identity verified',
    });
    expect(await audits(block!.id)).toBe(before + 1);
    const again = await unblock(block!.id, { reason: 'Blocked in error', remark: 'Second try' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This login is not blocked any more.');
    expect(await audits(block!.id)).toBe(before + 1);
  });

  it('replays an unblock sent again with its Idempotency-Key: the same answer, one audit row', async () => {
    const [block] = await blocked('OTP_LOCK');
    const body = { reason: 'Bank escalation', remark: 'Escalated by the bank' };
    const first = await unblock(block!.id, body, `unblock-${block!.id}`);
    const replay = await unblock(block!.id, body, `unblock-${block!.id}`);
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await audits(block!.id)).toBe(1);
  });

  it('lifts a risk block only for a risk review; a remark and a listed reason are required', async () => {
    const [risk] = await blocked('RISK_BLOCK');
    const wrong = await unblock(risk!.id, { reason: 'Blocked in error', remark: 'Looks fine' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('A risk block can only be lifted with the reason "Risk review cleared".');
    expect((await unblock(risk!.id, { reason: 'Risk review cleared', remark: '  ' })).status).toBe(400);
    expect((await unblock(risk!.id, { reason: 'Because', remark: 'x' })).status).toBe(400);
    const right = await unblock(risk!.id, { reason: 'Risk review cleared', remark: 'Cleared by risk, ticket R-77' });
    expect(right.status).toBe(200);
    expect((await unblock(999999, { reason: 'Blocked in error', remark: 'x' })).status).toBe(404);
  });

  it('20 agents lifting one block at once: one 200, nineteen 409, one audit row', async () => {
    const [block] = await blocked('WRONG_PIN');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        unblock(block!.id, { reason: 'Blocked in error', remark: `Agent ${i}` }, `race-${block!.id}-${i}`),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(409)]);
    expect(await audits(block!.id)).toBe(1);
  });
});
