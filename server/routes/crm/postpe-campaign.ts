import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { campaignBody, launchBody, moveBody } from '../../../contract/postpe-campaign/bodies.js';
import { POSTPE_CAMPAIGN_CALLS } from '../../../contract/postpe-campaign/calls.js';
import {
  CAMPAIGN_AUDIENCE_UPLOAD,
  CAMPAIGN_LAUNCH_KIND,
  CAMPAIGN_MESSAGES as M,
  CAMPAIGN_MOVES,
  CAMPAIGN_STATES,
  type CampaignMove,
} from '../../../contract/postpe-campaign/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  audienceSize,
  findCampaign,
  knownConsumers,
  launchProposal,
  moveCampaign,
  pendingLaunches,
  segmentOf,
  stateAt,
  type CampaignRow,
} from '../../repositories/postpe-campaigns.js';
import { findAudienceFile } from '../../repositories/merchant-alerts.js';
import { audienceFileDto, checkAudienceFile, serveAudienceErrors } from '../merchant-support/audience-file.js';
import { csvUploadScope, readUploadOf } from '../merchant-support/upload-file.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serveRaise } from '../investment/request-flow.js';
import { serve } from '../declared.js';
import { idParam, ok, okSchema } from '../success-envelope.js';

const campaignDto = z.object({
  id: z.number(),
  name: z.string(),
  audience: z.string(),
  segment: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  audienceFileId: z.number().nullable(),
  audienceSize: z.number(),
  channel: z.string(),
  start: z.number(),
  end: z.number(),
  title: z.string(),
  body: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  version: z.number(),
  createdBy: z.string(),
  createdAt: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});

async function toDto(db: Kysely<Database>, row: CampaignRow, pending: boolean, at: number) {
  const segment = segmentOf(row);
  return {
    id: Number(row.id),
    name: row.name,
    audience: row.audience,
    segment,
    audienceFileId: row.audience_job_id === null ? null : Number(row.audience_job_id),
    audienceSize: await audienceSize(db, row.audience, segment, row.audience_job_id),
    channel: row.channel,
    start: Number(row.start_time),
    end: Number(row.end_time),
    title: row.title,
    body: row.body,
    state: stateAt(row, pending, at),
    version: Number(row.version),
    createdBy: row.created_by,
    createdAt: Number(row.created_at),
    updatedBy: row.updated_by,
    updatedAt: row.updated_at === null ? null : Number(row.updated_at),
  };
}

/**
 * Pay-later campaigns (issue 46 item 2, /postpe-campaign): drafts saved by a campaign manager (an audience that reaches
 * nobody, a window already over, or content beyond the channel's limits refused), a draft's launch raised under four
 * eyes (CAMPAIGN_LAUNCH: the checker reads the audience size, channel, window and content), and a launched campaign
 * paused, resumed and ended by ops: each one conditional update at the version seen, with one audit row.
 */
export async function postpeCampaignRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, POSTPE_CAMPAIGN_CALLS.campaigns, { response: { 200: okSchema(z.array(campaignDto)) } }, async () => {
    const at = Date.now();
    const [rows, pending] = await Promise.all([
      db.selectFrom('postpe_campaigns').selectAll().orderBy('id', 'desc').execute(),
      pendingLaunches(db),
    ]);
    return ok(await Promise.all(rows.map((r) => toDto(db, r, pending.has(Number(r.id)), at))));
  });

  serve(
    app,
    POSTPE_CAMPAIGN_CALLS.create,
    { body: campaignBody, response: { 201: okSchema(campaignDto) } },
    async (request, reply) => {
      const who = principalOf(request);
      const b = request.body;
      const at = Date.now();
      if (b.end <= at) throw new RequestError(400, M.endPassed);
      const segment = b.audience === 'SEGMENT' ? b.segment : null;
      const fileId = b.audience === 'CSV' ? (b.audienceFileId ?? null) : null;
      const dto = await db.transaction().execute(async (trx) => {
        if (fileId !== null && !(await findAudienceFile(trx, fileId, CAMPAIGN_AUDIENCE_UPLOAD)))
          throw new RequestError(400, M.unknownFile);
        if ((await audienceSize(trx, b.audience, segment, fileId)) === 0) throw new RequestError(400, M.emptyAudience);
        const { id } = await trx
          .insertInto('postpe_campaigns')
          .values({
            name: b.name,
            audience: b.audience,
            segment_json: segment ? JSON.stringify(segment) : null,
            audience_job_id: fileId,
            channel: b.channel,
            start_time: b.start,
            end_time: b.end,
            title: b.title,
            body: b.body,
            status: 'DRAFT',
            created_by: who.email,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const row = (await findCampaign(trx, Number(id)))!;
        const created = await toDto(trx, row, false, at);
        await writeAudit(trx, {
          actor: who,
          action: 'postpe_campaign.create',
          entity: 'postpe_campaigns',
          entityId: Number(id),
          after: created,
          at,
        });
        return created;
      });
      reply.code(201);
      return ok(dto, M.created);
    },
  );

  serveRaise(app, db, POSTPE_CAMPAIGN_CALLS.raiseLaunch, launchBody, M.launchRaised, async (trx, body) => {
    const row = await findCampaign(trx, body.campaignId);
    if (!row) throw new RequestError(404, M.notFound);
    if (row.status !== 'DRAFT') throw new RequestError(409, M.notDraft);
    if (Number(row.version) !== body.version) throw new RequestError(412, M.stale);
    const at = Date.now();
    if (Number(row.end_time) <= at) throw new RequestError(400, M.endPassed);
    const size = await audienceSize(trx, row.audience, segmentOf(row), row.audience_job_id);
    if (size === 0) throw new RequestError(400, M.emptyAudience);
    return {
      kind: CAMPAIGN_LAUNCH_KIND,
      productType: null,
      targetId: Number(row.id),
      targetVersion: Number(row.version),
      proposed: launchProposal(row, size),
      previous: null,
    };
  });

  // The CSV audience (issue 46 item 2): a file of consumer ids checked as the merchant alerts' audience files are
  // (malformed, duplicate and unknown ids rejected, the rest kept as the job's rows); a draft then names its job.
  await csvUploadScope(app, (scope) => {
    serve(
      scope,
      POSTPE_CAMPAIGN_CALLS.audienceFile,
      { response: { 200: okSchema(audienceFileDto('consumerId')) } },
      async (request) => {
        const known = (ids: string[]) => knownConsumers(db, ids);
        const checked = await checkAudienceFile(db, request, CAMPAIGN_AUDIENCE_UPLOAD, known, M.unknownConsumer);
        const errors = checked.errors.map(({ id, ...e }) => ({ ...e, consumerId: id }));
        return ok({ ...checked, errors }, M.checked);
      },
      { preHandler: readUploadOf(db, CAMPAIGN_AUDIENCE_UPLOAD) },
    );
  });

  serveAudienceErrors(app, db, POSTPE_CAMPAIGN_CALLS.audienceErrors, CAMPAIGN_AUDIENCE_UPLOAD, 'campaign-audience');

  for (const how of Object.keys(CAMPAIGN_MOVES) as CampaignMove[]) {
    const rule = CAMPAIGN_MOVES[how];
    serveInTransaction(
      app,
      db,
      POSTPE_CAMPAIGN_CALLS[how],
      { body: moveBody, data: campaignDto, params: idParam() },
      async (trx, body, who, request) => {
        const id = (request.params as { id: number }).id;
        const at = Date.now();
        const row = await findCampaign(trx, id);
        if (!row) throw new RequestError(404, M.notFound);
        const state = stateAt(row, false, at);
        if (!(rule.from as readonly string[]).includes(state)) throw new RequestError(409, M.moved);
        if (Number(row.version) !== body.version) throw new RequestError(412, M.stale);
        const stored = ['LAUNCHED', 'PAUSED'];
        if (!(await moveCampaign(trx, { id, from: stored, version: body.version, status: rule.to, by: who.email, at })))
          throw new RequestError(409, M.moved);
        const before = await toDto(trx, row, false, at);
        const after = await toDto(trx, (await findCampaign(trx, id))!, false, at);
        await writeAudit(trx, {
          actor: who,
          action: `postpe_campaign.${how}`,
          entity: 'postpe_campaigns',
          entityId: id,
          before,
          after,
          at,
        });
        return ok(after, rule.done);
      },
    );
  }
}
