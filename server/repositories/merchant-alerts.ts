import type { Kysely, Selectable } from 'kysely';
import type { MerchantAlertState } from '../../contract/merchant-alerts/calls.js';
import { AUDIENCE_ROW_STATUSES, AUDIENCE_UPLOAD_KIND } from '../../contract/merchant-alerts/calls.js';
import type { EnableMerchantAlert } from '../../contract/merchant-alerts/rules.js';
import type { Database } from '../db/database.js';
import type { MerchantAlertLogTable, MerchantAlertTable } from '../db/tables/merchant-alerts.js';
import { yieldToLoop } from '../db/yield-loop.js';
import { countOf, newestFirstPage, type Page } from './newest-first.js';

export type MerchantAlertRow = Selectable<MerchantAlertTable>;

/** Pure: ACTIVE while on and before its expiry, EXPIRED once past it, DISABLED once turned off. */
export const alertState = (row: Pick<MerchantAlertRow, 'enabled' | 'expiry_time'>, now: number): MerchantAlertState =>
  !Number(row.enabled) ? 'DISABLED' : Number(row.expiry_time) > now ? 'ACTIVE' : 'EXPIRED';

/** The wire shape of an alert (times in epoch ms). */
export function toMerchantAlertDto(r: MerchantAlertRow, now: number) {
  return {
    id: Number(r.id),
    audience: r.audience,
    category: r.category,
    audienceFileId: r.audience_job_id === null ? null : Number(r.audience_job_id),
    recipients: Number(r.recipients),
    header: r.header,
    body: r.body,
    expiryTime: Number(r.expiry_time),
    state: alertState(r, now),
    createdBy: r.created_by,
    createdAt: Number(r.created_at),
    disabledBy: r.disabled_by,
    disabledAt: r.disabled_at === null ? null : Number(r.disabled_at),
  };
}

export function toMerchantAlertLogDto(r: Selectable<MerchantAlertLogTable>) {
  return {
    id: Number(r.id),
    alertId: Number(r.alert_id),
    action: r.action,
    audience: r.audience,
    category: r.category,
    recipients: Number(r.recipients),
    header: r.header,
    expiryTime: Number(r.expiry_time),
    agentEmail: r.agent_email,
    createdAt: Number(r.created_at),
  };
}

/** The alerts, newest first. */
export const listMerchantAlerts = (db: Kysely<Database>, page: number, size: number): Promise<Page<MerchantAlertRow>> =>
  newestFirstPage(db.selectFrom('merchant_alerts'), (s) => s.selectAll(), 'created_at', page, size);

/** The log, newest first. */
export const listMerchantAlertLogs = (db: Kysely<Database>, page: number, size: number) =>
  newestFirstPage(db.selectFrom('merchant_alert_logs'), (s) => s.selectAll(), 'created_at', page, size);

export const findMerchantAlert = (db: Kysely<Database>, id: number) =>
  db.selectFrom('merchant_alerts').selectAll().where('id', '=', id).executeTakeFirst();

/** A checked audience file (its upload job; a merchant alert's unless `kind` says another), or undefined. */
export const findAudienceFile = (db: Kysely<Database>, id: number, kind: string = AUDIENCE_UPLOAD_KIND) =>
  db.selectFrom('upload_jobs').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();

const audienceRows = (db: Kysely<Database>, jobId: number, status: string) =>
  db.selectFrom('upload_job_rows').where('job_id', '=', jobId).where('status', '=', status);

/** A checked file's counts: valid and rejected rows. */
export async function audienceCounts(db: Kysely<Database>, jobId: number) {
  const [valid, rejected] = await Promise.all([
    countOf(audienceRows(db, jobId, AUDIENCE_ROW_STATUSES.valid)),
    countOf(audienceRows(db, jobId, AUDIENCE_ROW_STATUSES.rejected)),
  ]);
  return { valid, rejected };
}

/** A checked file's rejected rows, in line order (its errors file). */
export const rejectedAudienceRows = (db: Kysely<Database>, jobId: number) =>
  audienceRows(db, jobId, AUDIENCE_ROW_STATUSES.rejected)
    .select(['line', 'merchant_id', 'remarks'])
    .orderBy('line')
    .execute();

/** How many merchants an ALL or CATEGORY audience is now. */
export async function merchantsInAudience(db: Kysely<Database>, category: string | null): Promise<number> {
  const base = db.selectFrom('merchants');
  return countOf(category ? base.where('mcc', '=', category) : base);
}

/**
 * Writes a new enabled alert, its CSV recipients (the file's valid ids) and its ENABLE log row; returns the alert.
 * `recipients` is what the audience counted when enabled.
 */
export async function insertMerchantAlert(
  db: Kysely<Database>,
  input: EnableMerchantAlert,
  recipients: number,
  actor: string,
  at: number,
): Promise<MerchantAlertRow> {
  const alert = await db
    .insertInto('merchant_alerts')
    .values({
      audience: input.audience,
      category: input.category || null,
      audience_job_id: input.audience_file_id,
      recipients,
      header: input.header,
      body: input.body,
      expiry_time: input.expiry_time,
      enabled: 1,
      created_by: actor,
      created_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (input.audience_file_id !== null) {
    const ids = await audienceRows(db, input.audience_file_id, AUDIENCE_ROW_STATUSES.valid)
      .select('merchant_id')
      .execute();
    for (let i = 0; i < ids.length; i += 500) {
      if (i) await yieldToLoop();
      await db
        .insertInto('merchant_alert_recipients')
        .values(ids.slice(i, i + 500).map((r) => ({ alert_id: alert.id, merchant_id: r.merchant_id })))
        .execute();
    }
  }
  await insertLog(db, alert, 'ENABLE', actor, at);
  return alert;
}

/** ONE conditional UPDATE: turns the alert off only while it is on; the row after, or undefined when it was off. */
export async function disableMerchantAlert(db: Kysely<Database>, id: number, actor: string, at: number) {
  const r = await db
    .updateTable('merchant_alerts')
    .set({ enabled: 0, disabled_by: actor, disabled_at: at })
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return undefined;
  const after = (await findMerchantAlert(db, id))!;
  await insertLog(db, after, 'DISABLE', actor, at);
  return after;
}

async function insertLog(db: Kysely<Database>, alert: MerchantAlertRow, action: string, actor: string, at: number) {
  await db
    .insertInto('merchant_alert_logs')
    .values({
      alert_id: alert.id,
      action,
      audience: alert.audience,
      category: alert.category,
      recipients: alert.recipients,
      header: alert.header,
      expiry_time: alert.expiry_time,
      agent_email: actor,
      created_at: at,
    })
    .execute();
}
