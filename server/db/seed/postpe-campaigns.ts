import type { Kysely } from 'kysely';
import { CAMPAIGN_AUDIENCE_UPLOAD, CAMPAIGN_LAUNCH_KIND } from '../../../contract/postpe-campaign/rules.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { audienceSize, launchProposal } from '../../repositories/postpe-campaigns.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { demoAccount } from './staff.js';

/**
 * Issue 46 item 2's demo (README): the Maker drafts campaigns and sends them for launch; Operations pauses, resumes and
 * ends them; the Checker approves launches; the Support Agent reads them.
 */
const GRANTS: RoleGrants = [
  { role: 'Operations', permissions: ['CAN_VIEW_CAMPAIGNS', 'CAN_OPERATE_CAMPAIGNS'] },
  { role: 'Maker', permissions: ['CAN_VIEW_CAMPAIGNS', 'CAN_MANAGE_CAMPAIGNS'] },
  { role: 'Checker', permissions: ['CAN_VIEW_CAMPAIGNS', 'CAN_APPROVE_CAMPAIGN_LAUNCH'] },
  { role: 'Support Agent', permissions: ['CAN_VIEW_CAMPAIGNS'] },
];

/**
 * The CSV audience (issue 46 item 2): a checked file of consumer ids (three valid, one unknown rejected) and a draft
 * that goes to its valid ids.
 */
async function seedCsvAudience(db: Kysely<Database>, maker: { id: number; email: string }, now: number) {
  const ids = (await db.selectFrom('consumers').select('id').orderBy('id').limit(3).execute()).map((c) => String(c.id));
  if (ids.length === 0) return;
  const { id: jobId } = await db
    .insertInto('upload_jobs')
    .values({
      kind: CAMPAIGN_AUDIENCE_UPLOAD,
      status: 'DONE',
      file_name: 'loyal-consumers.csv',
      file_sha256: '0'.repeat(64),
      file_size: 40,
      row_count: ids.length + 1,
      staff_id: maker.id,
      staff_email: maker.email,
      approval_id: null,
      created_at: now - days(2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('upload_job_rows')
    .values([
      ...ids.map((id, i) => ({ job_id: jobId, line: i + 2, merchant_id: id, status: 'VALID', remarks: null })),
      {
        job_id: jobId,
        line: ids.length + 2,
        merchant_id: '9999999',
        status: 'REJECTED',
        remarks: 'Consumer not found.',
      },
    ])
    .execute();
  await db
    .insertInto('postpe_campaigns')
    .values({
      name: 'Thank you, loyal users',
      audience: 'CSV',
      segment_json: null,
      audience_job_id: jobId,
      channel: 'PUSH',
      start_time: now + days(300),
      end_time: now + days(330),
      title: 'Thank you, loyal users',
      body: 'Thank you, loyal users: open the PostPe app to see what is new for you.',
      status: 'DRAFT',
      version: 0,
      created_by: maker.email,
      created_at: now - days(2),
    })
    .execute();
}

/**
 * Campaigns in every state: a draft, one waiting for launch, scheduled, live, paused and ended (windows long enough
 * that a database seeded weeks ago still shows each state).
 */
export const postpeCampaignSeed: SeedModule = {
  name: 'postpe-campaigns',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    const base = { created_by: 'maker@console.example', segment_json: null, audience: 'ALL', version: 0 };
    const rows = [
      { name: 'Diwali bill reminder', channel: 'PUSH', status: 'ENDED', start: -days(30), end: -days(25) },
      { name: 'Repay early, save more', channel: 'SMS', status: 'LAUNCHED', start: -days(2), end: days(330) },
      { name: 'Year-end limit upgrade', channel: 'EMAIL', status: 'LAUNCHED', start: days(300), end: days(330) },
      { name: 'App update nudge', channel: 'IN_APP', status: 'PAUSED', start: -days(1), end: days(330) },
      { name: 'KYC upgrade reminder', channel: 'PUSH', status: 'DRAFT', start: days(300), end: days(330) },
      { name: 'New year cashback', channel: 'EMAIL', status: 'DRAFT', start: days(300), end: days(330) },
    ].map((c, i) => ({
      ...base,
      ...(i === 4 ? { audience: 'SEGMENT', segment_json: JSON.stringify({ kycLevel: 'MIN' }) } : {}),
      name: c.name,
      channel: c.channel,
      status: c.status,
      start_time: now + c.start,
      end_time: now + c.end,
      title: c.channel === 'SMS' ? '' : c.name,
      body: `${c.name}: open the PostPe app to see what is new for you.`,
      created_at: now + Math.min(c.start, 0) - days(1),
    }));
    await insertInBatches(db, 'postpe_campaigns', rows);
    const maker = await demoAccount(db, 'maker@console.example');
    if (maker) await seedCsvAudience(db, maker, now);
    const waiting = await db
      .selectFrom('postpe_campaigns')
      .selectAll()
      .where('name', '=', 'New year cashback')
      .executeTakeFirst();
    if (!maker || !waiting) return;
    await insertRequest(db, {
      kind: CAMPAIGN_LAUNCH_KIND,
      productType: null,
      targetId: Number(waiting.id),
      targetVersion: 0,
      proposed: launchProposal(waiting, await audienceSize(db, 'ALL', null)),
      previous: null,
      maker: { staffId: maker.id, email: maker.email },
      remarks: 'Ready for the new-year push',
      at: now - 3_600_000,
    });
  },
};
