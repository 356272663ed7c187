import { CAMPAIGN_LAUNCH_KIND } from '../../../contract/postpe-campaign/rules.js';
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
