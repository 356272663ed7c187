import type { Kysely, Selectable } from 'kysely';
import { istDayOf, istMonthOf } from '../../contract/business-time.js';
import {
  AUDIO_TEST_TIMEOUT_SECONDS,
  audioTestOutcome,
  invoiceAfterWaivers,
  SPEAKER_PRODUCT,
  type AudioBehaviour,
} from '../../contract/speaker/rules.js';
import type { ApprovalRequest, Database } from '../db/database.js';
import type { SpeakerAudioTestTable, SpeakerInvoiceTable } from '../db/tables/speaker.js';
import { rowsWhere } from './rows-where.js';

/**
 * /speaker's pricing, audio tests, rent waivers and invoices (issue 44 item 3, part). Devices are the merchant 360's
 * merchant_devices rows of product 'speaker'.
 */

/** A speaker device by serial (any merchant), or undefined. */
export function speakerDevice(db: Kysely<Database>, serial: string) {
  return db
    .selectFrom('merchant_devices')
    .selectAll()
    .where('device_serial', '=', serial)
    .where('product', '=', SPEAKER_PRODUCT)
    .executeTakeFirst();
}

export function toDeviceDto(d: NonNullable<Awaited<ReturnType<typeof speakerDevice>>>) {
  return {
    serial: d.device_serial,
    merchantId: d.merchant_id,
    storeId: d.store_id,
    model: d.model,
    status: d.status,
    monthlyRental: Number(d.monthly_rental),
    returned: d.returned_at !== null,
  };
}

/** Every price version, newest first per model; `current` marks the one in force today (IST). */
export async function speakerPrices(db: Kysely<Database>, now: number) {
  const rows = await db
    .selectFrom('speaker_prices')
    .selectAll()
    .orderBy('model')
    .orderBy('effective_from', 'desc')
    .execute();
  const today = istDayOf(now);
  const inForce = new Map<string, number>();
  for (const r of rows) if (r.effective_from <= today && !inForce.has(r.model)) inForce.set(r.model, r.id);
  return rows.map((r) => ({
    id: r.id,
    model: r.model,
    oneTimePrice: Number(r.one_time_price),
    monthlyRent: Number(r.monthly_rent),
    deposit: Number(r.deposit),
    effectiveFrom: r.effective_from,
    current: inForce.get(r.model) === r.id,
    createdBy: r.created_by,
    createdAt: Number(r.created_at),
  }));
}

export function insertSpeakerPrice(
  db: Kysely<Database>,
  p: { model: string; oneTimePrice: number; monthlyRent: number; deposit: number; effectiveFrom: string },
  by: string,
  at: number,
) {
  return db
    .insertInto('speaker_prices')
    .values({
      model: p.model,
      one_time_price: p.oneTimePrice,
      monthly_rent: p.monthlyRent,
      deposit: p.deposit,
      effective_from: p.effectiveFrom,
      created_by: by,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export const toTestDto = (t: Selectable<SpeakerAudioTestTable>) => ({
  id: t.id,
  serial: t.device_serial,
  merchantId: t.merchant_id,
  text: t.text,
  amount: Number(t.amount),
  language: t.language,
  status: t.status,
  latencyMs: t.latency_ms,
  sentBy: t.sent_by,
  sentAt: Number(t.sent_at),
  answeredAt: t.answered_at === null ? null : Number(t.answered_at),
  timeoutSeconds: AUDIO_TEST_TIMEOUT_SECONDS,
});

/** How the pretend device answers (ONLINE after 1.5 s when it has no profile). */
async function behaviourOf(db: Kysely<Database>, serial: string) {
  const p = await db
    .selectFrom('speaker_audio_profiles')
    .selectAll()
    .where('device_serial', '=', serial)
    .executeTakeFirst();
  return { behaviour: (p?.behaviour ?? 'ONLINE') as AudioBehaviour, latencyMs: p?.latency_ms ?? 1500 };
}

/**
 * Settles the device's WAITING test if its answer is due by `now`: one conditional update (status still WAITING), so
 * concurrent readers settle it once.
 */
export async function settleTests(db: Kysely<Database>, serial: string, now: number) {
  const waiting = await db
    .selectFrom('speaker_audio_tests')
    .select(['id', 'sent_at'])
    .where('device_serial', '=', serial)
    .where('status', '=', 'WAITING')
    .execute();
  if (waiting.length === 0) return;
  const { behaviour, latencyMs } = await behaviourOf(db, serial);
  for (const t of waiting) {
    const sentAt = Number(t.sent_at);
    const outcome = audioTestOutcome(behaviour, latencyMs, now - sentAt);
    if (outcome.state === 'WAITING') continue;
    const answeredAfter = outcome.answeredAfterMs ?? AUDIO_TEST_TIMEOUT_SECONDS * 1000;
    await db
      .updateTable('speaker_audio_tests')
      .set({ status: outcome.state, latency_ms: outcome.answeredAfterMs, answered_at: sentAt + answeredAfter })
      .where('id', '=', t.id)
      .where('status', '=', 'WAITING')
      .execute();
  }
}

export const waitingTestOn = (db: Kysely<Database>, serial: string) =>
  db
    .selectFrom('speaker_audio_tests')
    .select('id')
    .where('device_serial', '=', serial)
    .where('status', '=', 'WAITING')
    .executeTakeFirst();

/** Sends a test: WAITING, or OFFLINE at once when the gateway reports the device offline. */
export async function insertTest(
  db: Kysely<Database>,
  t: { serial: string; merchantId: string; text: string; amount: number; language: string; by: string; at: number },
) {
  const { behaviour, latencyMs } = await behaviourOf(db, t.serial);
  const outcome = audioTestOutcome(behaviour, latencyMs, 0);
  const { id } = await db
    .insertInto('speaker_audio_tests')
    .values({
      device_serial: t.serial,
      merchant_id: t.merchantId,
      text: t.text,
      amount: t.amount,
      language: t.language,
      status: outcome.state,
      latency_ms: outcome.answeredAfterMs,
      sent_by: t.by,
      sent_at: t.at,
      answered_at: outcome.state === 'WAITING' ? null : t.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return findTest(db, id);
}

export const findTest = (db: Kysely<Database>, id: number) =>
  db.selectFrom('speaker_audio_tests').selectAll().where('id', '=', id).executeTakeFirst();

export const testsOf = (db: Kysely<Database>, serial: string) =>
  rowsWhere(db, 'speaker_audio_tests', 'device_serial', serial, [
    ['sent_at', 'desc'],
    ['id', 'desc'],
  ]);

/**
 * Approving a waive-off (KIND_RULES onApprove, in the decision's transaction): writes its waiver from the decision's
 * month, while the device is still the merchant's; otherwise nothing (the caller answers 409).
 */
export async function writeWaiver(db: Kysely<Database>, request: ApprovalRequest, checker: string, at: number) {
  const p = JSON.parse(request.proposed_json) as {
    merchantId: string;
    serial: string;
    monthlyAmount: number;
    months: number;
    reason: string;
  };
  const device = await speakerDevice(db, p.serial);
  if (!device || device.merchant_id !== p.merchantId || device.returned_at !== null) return null;
  const waiver = {
    approval_id: request.id,
    merchant_id: p.merchantId,
    device_serial: p.serial,
    monthly_amount: p.monthlyAmount,
    months: p.months,
    from_month: istMonthOf(at),
    reason: p.reason,
    approved_by: checker,
    created_at: at,
  };
  await db.insertInto('speaker_rent_waivers').values(waiver).execute();
  return { before: null, after: { waiver: { ...waiver, approval_id: undefined } } };
}

const waiversOf = async (db: Kysely<Database>, merchantId: string) =>
  (await rowsWhere(db, 'speaker_rent_waivers', 'merchant_id', merchantId, [['id', 'asc']])).map((w) => ({
    serial: w.device_serial,
    fromMonth: w.from_month,
    months: Number(w.months),
    monthlyAmount: Number(w.monthly_amount),
  }));

const toInvoiceDto = (i: Selectable<SpeakerInvoiceTable>, waivers: Awaited<ReturnType<typeof waiversOf>>) => ({
  id: i.id,
  invoiceNo: i.invoice_no,
  merchantId: i.merchant_id,
  serial: i.device_serial,
  month: i.month,
  status: i.status,
  issuedAt: Number(i.issued_at),
  ...invoiceAfterWaivers(
    Number(i.rent),
    i.month,
    waivers.filter((w) => w.serial === i.device_serial),
  ),
});

/** A merchant's speaker invoices, newest month first, each after the waivers of its device covering its month. */
export async function invoicesOf(db: Kysely<Database>, merchantId: string) {
  const rows = await rowsWhere(db, 'speaker_invoices', 'merchant_id', merchantId, [
    ['month', 'desc'],
    ['id', 'desc'],
  ]);
  const waivers = await waiversOf(db, merchantId);
  return rows.map((r) => toInvoiceDto(r, waivers));
}

export async function findInvoice(db: Kysely<Database>, id: number) {
  const row = await db.selectFrom('speaker_invoices').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toInvoiceDto(row, await waiversOf(db, row.merchant_id));
}
