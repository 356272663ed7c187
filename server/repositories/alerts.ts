import type { Kysely, Selectable } from 'kysely';
import type { AlertLogTable, Database } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import type { DisableAlert, EnableAlert } from '../../contract/entities/alerts.js';
import { countOf } from './newest-first.js';

export function toAlertLogDto(row: Selectable<AlertLogTable>) {
  return {
    id: row.id,
    alert_type: row.alert_type,
    product: row.product,
    action: row.action,
    header: row.header,
    body: row.body,
    expiry_time: row.expiry_time === null ? null : Number(row.expiry_time),
    agent_email: row.agent_email,
    created_at: Number(row.created_at),
  };
}

const findAlert = (db: Kysely<Database>, { alert_type, product }: { alert_type: string; product: string }) =>
  db
    .selectFrom('alerts')
    .selectAll()
    .where('alert_type', '=', alert_type)
    .where('product', '=', product)
    .executeTakeFirst();

/** Enables (or re-enables) the alert for a type and product, and appends its log row; returns before and after. */
export async function enableAlert(db: Kysely<Database>, input: EnableAlert, actor: string, now: number) {
  const before = await findAlert(db, input);
  const values = {
    header: input.header,
    body: input.body,
    expiry_time: input.expiry_time,
    enabled: 1,
    updated_by: actor,
    updated_at: now,
  };
  if (before) await db.updateTable('alerts').set(values).where('id', '=', before.id).execute();
  else
    await db
      .insertInto('alerts')
      .values({ alert_type: input.alert_type, product: input.product, ...values })
      // Two first enables at once (PostgreSQL): the later one updates the row the first made (alerts_type_product_uq).
      .onConflict((oc) => oc.columns(['alert_type', 'product']).doUpdateSet(values))
      .execute();
  await db
    .insertInto('alert_logs')
    .values({ ...input, action: 'ENABLE', agent_email: actor, created_at: now })
    .execute();
  return { before, after: await findAlert(db, input) };
}

/** Disables the alert for a type and product (a row is kept, enabled 0) and appends its log row. */
export async function disableAlert(db: Kysely<Database>, input: DisableAlert, actor: string, now: number) {
  const before = await findAlert(db, input);
  if (before)
    await db
      .updateTable('alerts')
      .set({ enabled: 0, updated_by: actor, updated_at: now })
      .where('id', '=', before.id)
      .execute();
  else
    await db
      .insertInto('alerts')
      .values({ ...input, header: '', body: '', expiry_time: null, enabled: 0, updated_by: actor, updated_at: now })
      .onConflict((oc) =>
        oc.columns(['alert_type', 'product']).doUpdateSet({ enabled: 0, updated_by: actor, updated_at: now }),
      )
      .execute();
  await db
    .insertInto('alert_logs')
    .values({
      ...input,
      action: 'DISABLE',
      header: null,
      body: null,
      expiry_time: null,
      agent_email: actor,
      created_at: now,
    })
    .execute();
  return { before, after: await findAlert(db, input) };
}

/** A page (from 0) of the alert log, newest first, under a snapshot key (db/paging.ts snapshotOf). */
export async function listAlertLogs(db: Kysely<Database>, page: number, limit: number, given?: number) {
  const snapshot = await snapshotOf(db, 'alert_logs', given);
  const base = db.selectFrom('alert_logs').where('id', '<=', snapshot);
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(page * limit)
    .execute();
  const n = await countOf(base);
  return { rows: rows.map(toAlertLogDto), total: n, snapshot };
}
