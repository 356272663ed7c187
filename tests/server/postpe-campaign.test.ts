import { describe, expect, it } from 'vitest';
import type { CampaignAudienceFile } from '../../dataProviders/crm/postpe-campaign.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Pay-later campaigns (issue 46 item 2): drafts saved within the channel's limits, a launch under four eyes
 * (CAMPAIGN_LAUNCH: maker ≠ checker, the checker reads the audience size, channel, window and content), ops' pause,
 * resume and end (one conditional update at the version seen, one audit row each), races with one winner.
 */
const { t, tokens, call, db } = signedInApp(['ops', 'maker', 'checker', 'support', 'noaccess'], '/api/crm');
const DAY = 86_400_000;

interface Campaign {
  id: number;
  name: string;
  state: string;
  version: number;
  audienceSize: number;
  channel: string;
}

const list = async (who = 'support') => (await call(who, 'GET', '/postpe-campaigns')).body.data as Campaign[];
const draft = (over: object = {}, who = 'maker', key?: string) =>
  call(
    who,
    'POST',
    '/postpe-campaigns',
    {
      name: 'Test push',
      audience: 'ALL',
      segment: null,
      channel: 'PUSH',
      start: Date.now() + DAY,
      end: Date.now() + 5 * DAY,
      title: 'Your bill is ready',
      body: 'Pay before the due date to keep your limit.',
      ...over,
    },
    key ? { 'idempotency-key': key } : {},
  );
const launch = (campaignId: number, version: number, who = 'maker', key?: string) =>
  call(
    who,
    'POST',
    '/postpe-campaigns/launch-requests',
    { campaignId, version, remarks: 'ready' },
    key ? { 'idempotency-key': key } : {},
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `/maker/checker/campaign_launch/${id}/decision`, { isApproved, remarks: 'checked' });
const move = (how: string, id: number, version: number, who = 'ops') =>
  call(who, 'POST', `/postpe-campaigns/${id}/${how}`, { version });
/** What a launch request proposes, as the checker reads it. */
const proposedOf = async (requestId: number) => {
  const row = await db()
    .selectFrom('approval_requests')
    .select('proposed_json')
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.proposed_json) as Record<string, unknown>;
};
const audits = async (id: number) =>
  (
    await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'postpe_campaigns')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
  ).map((a) => a.action);

describe('campaigns', () => {
  it('lists the seeded campaigns in every state to a reader; refuses without a key', async () => {
    const all = await list();
    expect(new Set(all.map((c) => c.state))).toEqual(
      new Set(['DRAFT', 'PENDING_LAUNCH', 'SCHEDULED', 'LIVE', 'PAUSED', 'ENDED']),
    );
    expect(all.every((c) => c.audienceSize > 0)).toBe(true);
    expect((await call('noaccess', 'GET', '/postpe-campaigns')).status).toBe(403);
    expect((await draft({}, 'support')).status).toBe(403);
  });

  it('keeps content within the channel limits, a window ahead, and an audience that reaches someone', async () => {
    expect((await draft({ channel: 'SMS', title: 'x' })).status).toBe(400);
    expect((await draft({ channel: 'SMS', title: '', body: 'x'.repeat(161) })).status).toBe(400);
    expect((await draft({ title: 'x'.repeat(66) })).status).toBe(400);
    expect((await draft({ end: Date.now() + DAY - 1 })).status).toBe(400);
    const nobody = await draft({ audience: 'SEGMENT', segment: { kycLevel: 'NONE_SUCH' } });
    expect(nobody.status).toBe(400);
    expect(nobody.body.message).toBe('No consumer matches this audience.');
    const sms = await draft({ channel: 'SMS', title: '', body: 'x'.repeat(160) });
    expect(sms.status).toBe(201);
    expect(sms.body.data.state).toBe('DRAFT');
  });

  it('launches under four eyes: the maker cannot approve; the checker sees size, channel, window, content', async () => {
    const made = (await draft({ name: 'Four eyes', start: Date.now() - 1000 })).body.data as Campaign;
    const raised = await launch(made.id, made.version);
    expect(raised.status).toBe(201);
    const req = raised.body.data as { id: number };
    expect((await list()).find((c) => c.id === made.id)!.state).toBe('PENDING_LAUNCH');
    const proposed = await proposedOf(req.id);
    expect(proposed).toMatchObject({ campaign: 'Four eyes', channel: 'PUSH', title: 'Your bill is ready' });
    expect(proposed.audienceSize).toBe(made.audienceSize);
    expect((await decide('maker', req.id)).status).toBe(403);
    expect((await decide('checker', req.id)).status).toBe(200);
    const live = (await list()).find((c) => c.id === made.id)!;
    expect(live.state).toBe('LIVE');
    expect((await launch(made.id, live.version)).status).toBe(409);
  });

  it('a rejected launch leaves a draft; a future start is SCHEDULED; pause, resume and end are audited', async () => {
    const made = (await draft({ name: 'Later' })).body.data as Campaign;
    const first = (await launch(made.id, 0)).body.data as { id: number };
    expect((await decide('checker', first.id, false)).status).toBe(200);
    expect((await list()).find((c) => c.id === made.id)!.state).toBe('DRAFT');
    const second = (await launch(made.id, 0)).body.data as { id: number };
    expect((await decide('checker', second.id)).status).toBe(200);
    let c = (await list()).find((x) => x.id === made.id)!;
    expect(c.state).toBe('SCHEDULED');
    expect((await move('resume', c.id, c.version)).status).toBe(409);
    expect((await move('pause', c.id, c.version + 7)).status).toBe(412);
    const paused = await move('pause', c.id, c.version);
    expect(paused.body.data.state).toBe('PAUSED');
    expect(paused.body.message).toBe('Campaign paused.');
    const resumed = await move('resume', c.id, paused.body.data.version);
    expect(resumed.body.data.state).toBe('SCHEDULED');
    const ended = await move('end', c.id, resumed.body.data.version);
    expect(ended.body.data.state).toBe('ENDED');
    c = ended.body.data as Campaign;
    expect((await move('pause', c.id, c.version)).status).toBe(409);
    expect((await move('end', c.id, c.version, 'support')).status).toBe(403);
    expect((await move('end', c.id, c.version, 'maker')).status).toBe(403);
    expect((await draft({}, 'ops')).status).toBe(403);
    expect(await audits(c.id)).toEqual([
      'postpe_campaign.create',
      'postpe_campaign.pause',
      'postpe_campaign.resume',
      'postpe_campaign.end',
    ]);
  });

  it('20 launches of one draft at once raise one request; 20 pauses at once pause once', async () => {
    const made = (await draft({ name: 'Race', start: Date.now() - 1000 })).body.data as Campaign;
    const raises = await Promise.all(Array.from({ length: 20 }, () => launch(made.id, 0)));
    expect(raises.filter((r) => r.status === 201)).toHaveLength(1);
    const id = (raises.find((r) => r.status === 201)!.body.data as { id: number }).id;
    await decide('checker', id);
    const live = (await list()).find((c) => c.id === made.id)!;
    const pauses = await Promise.all(Array.from({ length: 20 }, () => move('pause', live.id, live.version)));
    expect(pauses.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await audits(made.id)).filter((a) => a === 'postpe_campaign.pause')).toHaveLength(1);
  });

  it('a launch sent again with its Idempotency-Key answers the same', async () => {
    const made = (await draft({ name: 'Replay' })).body.data as Campaign;
    const a = await launch(made.id, 0, 'maker', 'campaign-launch-replay');
    const b = await launch(made.id, 0, 'maker', 'campaign-launch-replay');
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.id).toBe(a.body.data.id);
  });
});

/** A CSV of consumer ids sent as the one file of a multipart request. */
async function sendAudience(content: string, who = 'maker') {
  const boundary = '----campaign-audience-boundary';
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/crm/postpe-campaigns/audience-files',
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="consumers.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${tokens[who]}` },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('the CSV audience (issue 46 item 2)', () => {
  it('checks every row: unknown, duplicate and malformed ids reported, the rest kept; the size reaches the checker', async () => {
    const ids = (await db().selectFrom('consumers').select('id').orderBy('id').limit(3).execute()).map((c) => c.id);
    const csv = ['consumerId', ...ids, ids[0], '999999999', 'abc'].join('\n');
    const checked = await sendAudience(csv);
    expect(checked.status).toBe(200);
    const file = checked.body.data as CampaignAudienceFile;
    expect({ total: file.total, valid: file.valid, rejected: file.rejected }).toEqual({
      total: 6,
      valid: 3,
      rejected: 3,
    });
    expect(file.errors.map((e) => e.consumerId)).toEqual([String(ids[0]), '999999999', 'abc']);
    expect(file.errors[1]!.error).toContain('Consumer not found.');
    expect(file.errors[0]!.error.toLowerCase()).toContain('duplicate');
    // Every rejected row is in the errors file (line, consumerId, error).
    const errorsFile = await t.app.inject({
      method: 'GET',
      url: `/api/crm/postpe-campaigns/audience-files/${file.jobId}/errors`,
      headers: { authorization: `Bearer ${tokens.maker}` },
    });
    expect(errorsFile.statusCode).toBe(200);
    expect(errorsFile.body.split('\r\n')[0]).toContain('line,consumerId,error');
    expect(errorsFile.body.split('\r\n').filter((l) => /^\d/.test(l))).toHaveLength(3);
    // Without the manage key the file is refused; a wrong header refuses the whole file.
    expect((await sendAudience(csv, 'support')).status).toBe(403);
    expect((await sendAudience('merchantId\n1')).status).toBe(400);

    // A CSV audience needs a checked file of this kind; its size is the file's valid ids.
    expect((await draft({ audience: 'CSV' })).status).toBe(400);
    expect((await draft({ audience: 'CSV', audienceFileId: 999_999 })).status).toBe(400);
    const made = await draft({
      name: 'CSV push',
      audience: 'CSV',
      audienceFileId: file.jobId,
      start: Date.now() - 1000,
    });
    expect(made.status).toBe(201);
    const campaign = made.body.data as Campaign & { audienceFileId: number };
    expect([campaign.audienceSize, campaign.audienceFileId]).toEqual([3, file.jobId]);
    const raised = await launch(campaign.id, campaign.version);
    expect(raised.status).toBe(201);
    expect(await proposedOf((raised.body.data as { id: number }).id)).toMatchObject({
      audience: `CSV of consumer ids (file ${file.jobId})`,
      audienceSize: 3,
    });
    // A file with no valid id reaches nobody: the draft is refused.
    const none = (await sendAudience('consumerId\n999999998')).body.data as { jobId: number; valid: number };
    expect(none.valid).toBe(0);
    expect((await draft({ audience: 'CSV', audienceFileId: none.jobId })).status).toBe(400);
  });
});
