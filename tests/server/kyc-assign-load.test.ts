import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * /assign-kyc (issue 43 item 6): each KYC reviewer's load, the open cases they hold (ASSIGNED or IN_APPROVAL) per
 * queue and how long the oldest has waited, least loaded first; an assignment moves it at once.
 */
const { call, db } = signedInApp(['ops', 'support'], '/api/crm');
const LOAD = '/merchantkyc/reviewers/load';

interface Load {
  id: number;
  email: string;
  open: number;
  byQueue: Record<string, number>;
  oldestAssignedAt: number | null;
}
const load = async () => {
  const res = await call('ops', 'GET', LOAD);
  expect(res.status).toBe(200);
  return res.body.data as Load[];
};
/** A reviewer's open cases, counted in the table. */
const held = async (id: number) =>
  Number(
    (
      await db()
        .selectFrom('kyc_cases')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('assignee_id', '=', id)
        .where('status', 'in', ['ASSIGNED', 'IN_APPROVAL'])
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('GET /api/crm/merchantkyc/reviewers/load', () => {
  it('lists every reviewer with the open cases they hold, per queue, least loaded first', async () => {
    const reviewers = (await call('ops', 'GET', '/merchantkyc/reviewers')).body.data as { id: number }[];
    const rows = await load();
    expect(rows.map((r) => r.id).sort()).toEqual(reviewers.map((r) => r.id).sort());
    for (const r of rows) {
      expect(r.open).toBe(await held(r.id));
      expect(Object.values(r.byQueue).reduce((a, b) => a + b, 0)).toBe(r.open);
      expect(r.oldestAssignedAt === null).toBe(r.open === 0);
    }
    const opens = rows.map((r) => r.open);
    expect([...opens].sort((a, b) => a - b)).toEqual(opens);
  });

  it('counts an assignment at once, and is for those who assign (403 for the others)', async () => {
    const [least] = await load();
    const pending = (await call('ops', 'GET', '/merchantkyc/cases?status=PENDING&queue=MANUAL')).body.data.content[0];
    const res = await call('ops', 'POST', `/merchantkyc/cases/${pending.id}/assign`, {
      assigneeId: least!.id,
      version: pending.version,
    });
    expect(res.status).toBe(200);
    const after = (await load()).find((r) => r.id === least!.id)!;
    expect(after.open).toBe(least!.open + 1);
    expect(after.byQueue.MANUAL).toBe((least!.byQueue.MANUAL ?? 0) + 1);
    expect(after.oldestAssignedAt).not.toBeNull();
    expect((await call('support', 'GET', LOAD)).status).toBe(403);
  });
});
