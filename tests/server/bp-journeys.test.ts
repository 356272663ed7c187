import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * /bp-resume (issue 46 item 5): stuck merchant-onboarding journeys (not completed, no step for the hours asked), their
 * steps, and a FAILED one resumed from its failed step once (20 at once: one; replay with its key answers the same),
 * audited; read and resumed only with the keys.
 */
const { call, db } = signedInApp(['ops', 'support', 'noaccess'], '/api/crm');

interface Journey {
  id: number;
  merchantId: string;
  step: string;
  state: string;
  version: number;
}
const stuck = async (query = '') =>
  (await call('support', 'GET', `/bp/journeys?size=100&${query}`)).body.data as {
    content: Journey[];
    totalElements: number;
  };
const resume = (who: string, id: number, version: number, key?: string) =>
  call(
    who,
    'POST',
    `/bp/journeys/${id}/resume`,
    { version, remarks: 'Bank fixed the name' },
    key ? { 'idempotency-key': key } : {},
  );

describe('bp journeys', () => {
  it('lists the stuck journeys oldest first; a recent failure is stuck only for a shorter wait; completed never', async () => {
    // The seed's clock may be behind this run's, so the journeys' ages are read against the seeded rows.
    const { content } = await stuck();
    const ids = content.map((j) => j.merchantId);
    expect(ids.slice(0, 3)).toEqual(['1000012', '1000011', '1000013']);
    expect(ids).not.toContain('1000015');
    const row = await db()
      .selectFrom('bp_journeys')
      .select('last_step_at')
      .where('merchant_id', '=', '1000014')
      .executeTakeFirstOrThrow();
    const hoursSince = Math.floor((Date.now() - Number(row.last_step_at)) / 3_600_000);
    expect((await stuck(`stuckHours=${Math.max(1, hoursSince)}`)).content.map((j) => j.merchantId)).toContain(
      '1000014',
    );
    expect((await stuck(`stuckHours=${hoursSince + 2}`)).content.map((j) => j.merchantId)).not.toContain('1000014');
    expect((await stuck('state=FAILED')).content.every((j) => j.state === 'FAILED')).toBe(true);
    expect((await call('noaccess', 'GET', '/bp/journeys')).status).toBe(403);
  });

  it('shows a journey’s steps, the failed one last', async () => {
    const j = (await stuck('merchantId=1000011')).content[0]!;
    const steps = (await call('support', 'GET', `/bp/journeys/${j.id}/steps`)).body.data as {
      step: string;
      outcome: string;
    }[];
    expect(steps.map((s) => s.step)).toEqual(['APPLICATION', 'KYC_DOCUMENTS', 'BANK_VERIFICATION']);
    expect(steps.at(-1)).toMatchObject({ step: 'BANK_VERIFICATION', outcome: 'FAILED' });
    expect((await call('support', 'GET', '/bp/journeys/99999/steps')).status).toBe(404);
  });

  it('20 resumes at once: one moves it on; the rest 409; its replay answers the same; one audit row', async () => {
    const j = (await stuck('merchantId=1000012')).content[0]!;
    expect((await resume('support', j.id, j.version)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => resume('ops', j.id, j.version, `bp-${i}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = results.findIndex((r) => r.status === 200);
    expect(results[winner]!.body.data).toMatchObject({
      state: 'IN_PROGRESS',
      step: 'KYC_DOCUMENTS',
      version: j.version + 1,
    });
    const replay = await resume('ops', j.id, j.version, `bp-${winner}`);
    expect(replay.body).toEqual(results[winner]!.body);
    const steps = (await call('ops', 'GET', `/bp/journeys/${j.id}/steps`)).body.data as {
      outcome: string;
      actor: string;
    }[];
    expect(steps.filter((s) => s.outcome === 'RESUMED')).toHaveLength(1);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'bp_journeys')
      .where('entity_id', '=', String(j.id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['bp_journey.resume']);
    expect((await stuck('merchantId=1000012')).content).toHaveLength(0);
  });

  it('an in-progress journey is not resumed', async () => {
    const j = (await stuck('merchantId=1000013')).content[0]!;
    const res = await resume('ops', j.id, j.version);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a journey that failed at a step can be resumed; this one has moved on.');
  });
});
