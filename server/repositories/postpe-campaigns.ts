import type { Kysely, Selectable } from 'kysely';
import type { SegmentRules } from '../../contract/postpe-campaign/bodies.js';
import {
  CAMPAIGN_LAUNCH_KIND,
  istText,
  launchedState,
  type CampaignState,
} from '../../contract/postpe-campaign/rules.js';
import type { Database } from '../db/database.js';
import type { PostpeCampaignTable } from '../db/tables/postpe-campaign.js';
import { audienceCounts } from './merchant-alerts.js';

export type CampaignRow = Selectable<PostpeCampaignTable>;

export const findCampaign = (db: Kysely<Database>, id: number) =>
  db.selectFrom('postpe_campaigns').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * How many consumers an audience reaches: every consumer, those matching every rule of the segment, or the valid ids
 * of its checked CSV file (`fileId`).
 */
export async function audienceSize(
  db: Kysely<Database>,
  audience: string,
  segment: SegmentRules | null,
  fileId: number | null = null,
) {
  if (audience === 'CSV') return fileId === null ? 0 : (await audienceCounts(db, fileId)).valid;
  let q = db.selectFrom('consumers').select((e) => e.fn.countAll<number | string>().as('n'));
  if (audience === 'SEGMENT' && segment) {
    if (segment.kycLevel) q = q.where('kyc_level', '=', segment.kycLevel);
    if (segment.accountStatus) q = q.where('account_status', '=', segment.accountStatus);
    if (segment.platform) q = q.where('platform', '=', segment.platform);
    if (segment.maxDpdDays !== undefined) q = q.where('dpd_days', '<=', segment.maxDpdDays);
  }
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** The consumers of these ids that exist (a CSV audience's check). */
export async function knownConsumers(db: Kysely<Database>, ids: readonly string[]): Promise<ReadonlySet<string>> {
  const unique = [...new Set(ids.map(Number))];
  const found = new Set<string>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .selectFrom('consumers')
      .select('id')
      .where('id', 'in', unique.slice(i, i + 1000))
      .execute();
    for (const r of rows) found.add(String(r.id));
  }
  return found;
}

export const segmentOf = (row: CampaignRow): SegmentRules | null =>
  row.segment_json ? (JSON.parse(row.segment_json) as SegmentRules) : null;

/**
 * A campaign's state at `at`: PENDING_LAUNCH while a launch request waits; a launched campaign is SCHEDULED until its
 * start, LIVE in its window, and ENDED once its end has passed (as stored when ended early).
 */
export function stateAt(row: CampaignRow, pending: boolean, at: number): CampaignState {
  if (row.status === 'DRAFT') return pending ? 'PENDING_LAUNCH' : 'DRAFT';
  if (row.status === 'ENDED' || Number(row.end_time) <= at) return 'ENDED';
  if (row.status === 'PAUSED') return 'PAUSED';
  return launchedState(Number(row.start_time), at);
}

/** The ids of the campaigns whose launch waits for a checker. */
export async function pendingLaunches(db: Kysely<Database>): Promise<Set<number>> {
  const rows = await db
    .selectFrom('approval_requests')
    .select('target_id')
    .where('kind', '=', CAMPAIGN_LAUNCH_KIND)
    .where('status', '=', 'PENDING')
    .execute();
  return new Set(rows.map((r) => Number(r.target_id)));
}

/** One conditional update: moves the campaign from one of `from` at `version`; false when it moved on. */
export async function moveCampaign(
  db: Kysely<Database>,
  c: { id: number; from: readonly string[]; version: number; status: string; by: string; at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('postpe_campaigns')
    .set({ status: c.status, version: c.version + 1, updated_by: c.by, updated_at: c.at })
    .where('id', '=', c.id)
    .where('status', 'in', [...c.from])
    .where('version', '=', c.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** What a CAMPAIGN_LAUNCH request shows its checker: the campaign, its audience and size, channel, IST window, content. */
export const launchProposal = (row: CampaignRow, audienceSize: number) => ({
  campaign: row.name,
  audience:
    row.audience === 'ALL'
      ? 'All consumers'
      : row.audience === 'CSV'
        ? `CSV of consumer ids (file ${row.audience_job_id ?? ''})`
        : `Segment ${row.segment_json ?? ''}`,
  audienceSize,
  channel: row.channel,
  start: istText(Number(row.start_time)),
  end: istText(Number(row.end_time)),
  title: row.title,
  body: row.body,
});
