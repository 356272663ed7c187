import type { Kysely, Selectable } from 'kysely';
import { downtimeState, QR_CHANNEL, type DowntimeState } from '../../contract/bank-downtime/rules.js';
import type { Database } from '../db/database.js';
import type { BankDowntimeTable } from '../db/tables/bank-downtime.js';
import { newestFirstPage, type Page } from './newest-first.js';

export type DowntimeRow = Selectable<BankDowntimeTable> & { bank_name: string; bank_code: string };

/** The banks and PSPs, by name. */
export function listBanks(db: Kysely<Database>) {
  return db.selectFrom('payment_banks').selectAll().orderBy('name').orderBy('id').execute();
}

export function findBank(db: Kysely<Database>, id: number) {
  return db.selectFrom('payment_banks').selectAll().where('id', '=', id).executeTakeFirst();
}

const withBank = (db: Kysely<Database>) =>
  db
    .selectFrom('bank_downtimes as d')
    .innerJoin('payment_banks as b', 'b.id', 'd.bank_id')
    .selectAll('d')
    .select(['b.name as bank_name', 'b.code as bank_code']);

export function findDowntime(db: Kysely<Database>, id: number): Promise<DowntimeRow | undefined> {
  return withBank(db).where('d.id', '=', id).executeTakeFirst();
}

export interface DowntimeQuery {
  state?: DowntimeState;
  bankId?: number;
  channel?: string;
  page: number;
  size: number;
}

/** A page of downtimes, the latest start first, narrowed by their state at `now`, bank and channel. */
export function listDowntimes(db: Kysely<Database>, q: DowntimeQuery, now: number): Promise<Page<DowntimeRow>> {
  let base = db.selectFrom('bank_downtimes as d').innerJoin('payment_banks as b', 'b.id', 'd.bank_id');
  if (q.bankId) base = base.where('d.bank_id', '=', q.bankId);
  if (q.channel) base = base.where('d.channel', '=', q.channel);
  if (q.state === 'CANCELLED') base = base.where('d.status', '=', 'CANCELLED');
  else if (q.state) {
    base = base.where('d.status', '=', 'ACTIVE');
    if (q.state === 'UPCOMING') base = base.where('d.start_time', '>', now);
    if (q.state === 'ENDED') base = base.where('d.end_time', '<=', now);
    if (q.state === 'ONGOING')
      base = base
        .where('d.start_time', '<=', now)
        .where((eb) => eb.or([eb('d.end_time', 'is', null), eb('d.end_time', '>', now)]));
  }
  return newestFirstPage(
    base,
    (s) => s.selectAll('d').select(['b.name as bank_name', 'b.code as bank_code']),
    'd.start_time',
    q.page,
    q.size,
    'd.id',
  );
}

/** The active downtimes of a bank's channel whose window meets [start, end) (end null: open), but `exceptId`. */
export async function overlapping(
  db: Kysely<Database>,
  w: { bankId: number; channel: string; start: number; end: number | null; exceptId?: number },
) {
  let q = db
    .selectFrom('bank_downtimes')
    .select('id')
    .where('bank_id', '=', w.bankId)
    .where('channel', '=', w.channel)
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', w.start)]));
  if (w.end !== null) q = q.where('start_time', '<', w.end);
  if (w.exceptId !== undefined) q = q.where('id', '!=', w.exceptId);
  return (await q.limit(1).executeTakeFirst()) !== undefined;
}

export async function insertDowntime(
  db: Kysely<Database>,
  d: {
    bankId: number;
    channel: string;
    start: number;
    end: number | null;
    severity: string;
    note: string;
    by: string;
    at: number;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('bank_downtimes')
    .values({
      bank_id: d.bankId,
      channel: d.channel,
      start_time: d.start,
      end_time: d.end,
      severity: d.severity,
      note: d.note,
      status: 'ACTIVE',
      declared_by: d.by,
      created_at: d.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** ONE conditional UPDATE at the version seen on an active downtime; false when it moved on (or is not active). */
export async function changeDowntime(
  db: Kysely<Database>,
  id: number,
  version: number,
  set: { start_time?: number; end_time?: number | null; severity?: string; note?: string; status?: string },
  by: string,
  at: number,
): Promise<boolean> {
  const r = await db
    .updateTable('bank_downtimes')
    .set({ ...set, version: version + 1, updated_by: by, updated_at: at })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Records the notification of `event` to every recipient of the downtime's severity; returns how many. */
export async function notifyRecipients(
  db: Kysely<Database>,
  d: { id: number; severity: string },
  event: string,
  at: number,
): Promise<number> {
  const recipients = await recipientsOf(db, d.severity);
  if (recipients.length === 0) return 0;
  await db
    .insertInto('downtime_notifications')
    .values(
      recipients.map((r) => ({
        downtime_id: d.id,
        event,
        recipient: r.recipient,
        channel: r.channel,
        severity: d.severity,
        created_at: at,
      })),
    )
    .execute();
  return recipients.length;
}

export function recipientsOf(db: Kysely<Database>, severity: string) {
  return db
    .selectFrom('downtime_recipients')
    .select(['recipient', 'channel'])
    .where('severity', '=', severity)
    .orderBy('id')
    .execute();
}

/** The active downtimes not ended at `now` (ongoing and upcoming), soonest start first. */
export function currentAndUpcoming(db: Kysely<Database>, now: number): Promise<DowntimeRow[]> {
  return withBank(db)
    .where('d.status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('d.end_time', 'is', null), eb('d.end_time', '>', now)]))
    .orderBy('d.start_time')
    .orderBy('d.id')
    .execute();
}

/** The notifications recorded for these downtimes, oldest first. */
export async function notificationsOf(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('downtime_notifications')
    .selectAll()
    .where('downtime_id', 'in', ids)
    .orderBy('downtime_id')
    .orderBy('id')
    .execute();
}

/** The wire shape of a downtime at `now`. Times in epoch ms (UTC). */
export function toDowntimeDto(r: DowntimeRow, now: number) {
  const start = Number(r.start_time);
  const end = r.end_time === null ? null : Number(r.end_time);
  return {
    id: Number(r.id),
    bankId: Number(r.bank_id),
    bankName: r.bank_name,
    bankCode: r.bank_code,
    channel: r.channel,
    start,
    end,
    severity: r.severity,
    note: r.note,
    state: downtimeState({ start, end, cancelled: r.status === 'CANCELLED' }, now),
    version: Number(r.version),
    declaredBy: r.declared_by,
    createdAt: Number(r.created_at),
    updatedBy: r.updated_by,
    updatedAt: r.updated_at === null ? null : Number(r.updated_at),
  };
}

/** The QR acquirer order in force: bank ids, first tried first, with its version and last change. */
export async function qrOrder(db: Kysely<Database>) {
  const row = await db.selectFrom('qr_priority').selectAll().where('id', '=', 1).executeTakeFirst();
  return {
    order: row ? (JSON.parse(row.order_json) as number[]) : [],
    version: row ? Number(row.version) : 0,
    updatedBy: row?.updated_by ?? null,
    updatedAt: row ? Number(row.updated_at) : null,
  };
}

/** ONE conditional UPDATE: the new order, only at the version the maker saw; false when it moved on since. */
export async function applyQrOrder(
  db: Kysely<Database>,
  change: { order: readonly number[]; version: number; by: string; at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('qr_priority')
    .set({
      order_json: JSON.stringify(change.order),
      version: change.version + 1,
      updated_by: change.by,
      updated_at: change.at,
    })
    .where('id', '=', 1)
    .where('version', '=', change.version)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The banks whose QR channel a downtime covers at `now`, each with the downtime covering it (ending last). */
export async function downNow(db: Kysely<Database>, now: number) {
  const rows = await db
    .selectFrom('bank_downtimes')
    .select(['id', 'bank_id', 'end_time'])
    .where('status', '=', 'ACTIVE')
    .where('channel', '=', QR_CHANNEL)
    .where('start_time', '<=', now)
    .where((eb) => eb.or([eb('end_time', 'is', null), eb('end_time', '>', now)]))
    .orderBy('id')
    .execute();
  return new Map(
    rows.map((r) => [Number(r.bank_id), { id: Number(r.id), end: r.end_time === null ? null : Number(r.end_time) }]),
  );
}
