import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AUDIENCE_UPLOAD_KIND,
  MERCHANT_ALERT_ENDPOINTS,
  MERCHANT_ALERT_MESSAGES,
  MERCHANT_ALERT_STATES,
} from '../../../contract/merchant-alerts/calls.js';
import { enableMerchantAlertSchema } from '../../../contract/merchant-alerts/rules.js';
import { ALERT_LOG_FIRST_PAGE, ALERT_LOG_PAGE_SIZE } from '../../../contract/entities/alert-log-paging.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  audienceCounts,
  disableMerchantAlert,
  findAudienceFile,
  findMerchantAlert,
  insertMerchantAlert,
  listMerchantAlertLogs,
  listMerchantAlerts,
  merchantsInAudience,
  toMerchantAlertDto,
  toMerchantAlertLogDto,
} from '../../repositories/merchant-alerts.js';
import { merchantsById } from '../../repositories/merchant-uploads.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam } from '../paging.js';
import { idParam, ok, okSchema, pageOfSize, pageSizeSchema } from '../success-envelope.js';
import { audienceFileDto, checkAudienceFile, serveAudienceErrors } from './audience-file.js';
import { readUploadOf } from './upload-file.js';

const alertDto = z.object({
  id: z.number().int(),
  audience: z.string(),
  category: z.string().nullable(),
  audienceFileId: z.number().int().nullable(),
  recipients: z.number().int(),
  header: z.string(),
  body: z.string(),
  expiryTime: z.number(),
  state: z.enum(MERCHANT_ALERT_STATES),
  createdBy: z.string(),
  createdAt: z.number(),
  disabledBy: z.string().nullable(),
  disabledAt: z.number().nullable(),
});

const logDto = z.object({
  id: z.number().int(),
  alertId: z.number().int(),
  action: z.string(),
  audience: z.string(),
  category: z.string().nullable(),
  recipients: z.number().int(),
  header: z.string(),
  expiryTime: z.number(),
  agentEmail: z.string(),
  createdAt: z.number(),
});

const listQuery = z.object({ page: pageParam(0), size: sizeParam(20) });
const logQuery = z.object({ page: pageParam(ALERT_LOG_FIRST_PAGE), size: sizeParam(ALERT_LOG_PAGE_SIZE) });

/**
 * Merchant alerts (issue 43 item 5, /merchant-alerts) on the merchant-support backend: the alerts and their log
 * (newest first), enabling one for an audience (every merchant, a business category, or the valid ids of a CSV file
 * checked in the worker), and disabling one by one conditional update. Each change writes one audit row; enable,
 * disable and the file take an Idempotency-Key. Disabling an alert that is off already answers it as it is (200, as
 * the deposit alerts do) and writes nothing.
 */
export async function merchantAlertRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_ALERT_ENDPOINTS.alerts,
    { querystring: listQuery, response: { 200: okSchema(pageSizeSchema(alertDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listMerchantAlerts(db, q.page, q.size);
      const now = Date.now();
      return ok(
        pageOfSize(
          rows.map((r) => toMerchantAlertDto(r, now)),
          q,
          total,
        ),
      );
    },
  );

  serve(
    app,
    MERCHANT_ALERT_ENDPOINTS.logs,
    { querystring: logQuery, response: { 200: okSchema(pageSizeSchema(logDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listMerchantAlertLogs(db, q.page, q.size);
      return ok(pageOfSize(rows.map(toMerchantAlertLogDto), q, total));
    },
  );

  serve(
    app,
    MERCHANT_ALERT_ENDPOINTS.enable,
    { body: enableMerchantAlertSchema(Date.now), response: { 200: okSchema(alertDto) } },
    async (request) => {
      const actor = principalOf(request);
      const input = request.body;
      return db.transaction().execute(async (trx) => {
        let recipients: number;
        if (input.audience_file_id !== null) {
          if (!(await findAudienceFile(trx, input.audience_file_id)))
            throw new RequestError(400, MERCHANT_ALERT_MESSAGES.unknownFile);
          recipients = (await audienceCounts(trx, input.audience_file_id)).valid;
          if (!recipients) throw new RequestError(400, MERCHANT_ALERT_MESSAGES.noValidIds);
        } else recipients = await merchantsInAudience(trx, input.category || null);
        const at = Date.now();
        const alert = await insertMerchantAlert(trx, input, recipients, actor.email, at);
        const after = toMerchantAlertDto(alert, at);
        await writeAudit(trx, {
          actor,
          action: 'merchant_alert.enable',
          entity: 'merchant_alerts',
          entityId: after.id,
          after,
          at,
        });
        return ok(after, MERCHANT_ALERT_MESSAGES.enabled);
      });
    },
  );

  serve(
    app,
    MERCHANT_ALERT_ENDPOINTS.disable,
    { params: idParam(), response: { 200: okSchema(alertDto) } },
    async (request) => {
      const actor = principalOf(request);
      const { id } = request.params;
      return db.transaction().execute(async (trx) => {
        const before = await findMerchantAlert(trx, id);
        if (!before) throw new RequestError(404, 'No Record Found!');
        const at = Date.now();
        const changed = await disableMerchantAlert(trx, id, actor.email, at);
        if (!changed) return ok(toMerchantAlertDto(before, at), MERCHANT_ALERT_MESSAGES.alreadyDisabled);
        const after = toMerchantAlertDto(changed, at);
        await writeAudit(trx, {
          actor,
          action: 'merchant_alert.disable',
          entity: 'merchant_alerts',
          entityId: id,
          before: toMerchantAlertDto(before, at),
          after,
          at,
        });
        return ok(after, MERCHANT_ALERT_MESSAGES.disabled);
      });
    },
  );

  // The audience file: parsed and every row checked in the worker (malformed ids, duplicates), then each id against
  // the merchants; the valid and the rejected rows are kept as the job's rows, and nothing is refused but the file as a
  // whole (not a CSV, a wrong header, no rows, too many).
  serve(
    app,
    MERCHANT_ALERT_ENDPOINTS.audienceFile,
    { response: { 200: okSchema(audienceFileDto('merchantId')) } },
    async (request) => {
      const known = async (ids: string[]) => new Set((await merchantsById(db, ids)).keys());
      const checked = await checkAudienceFile(
        db,
        request,
        AUDIENCE_UPLOAD_KIND,
        known,
        MERCHANT_ALERT_MESSAGES.unknownMerchant,
      );
      const errors = checked.errors.map(({ id, ...e }) => ({ ...e, merchantId: id }));
      return ok({ ...checked, errors }, MERCHANT_ALERT_MESSAGES.checked);
    },
    { preHandler: readUploadOf(db, AUDIENCE_UPLOAD_KIND) },
  );

  serveAudienceErrors(app, db, MERCHANT_ALERT_ENDPOINTS.audienceErrors, AUDIENCE_UPLOAD_KIND, 'merchant-alert');
}
