import type { Kysely } from 'kysely';
import { DEVICE_REFUND_KIND } from '../../../contract/devices/refunds.js';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { makerAndChecker, place } from './swipe-commercial.js';

/**
 * Issue 44's /swipe/refunds and /speaker/orders demo (README): the Maker raises refunds of returned terminals'
 * deposits and advance rent and the Checker decides them; the up-front payments of returned terminals with refund
 * requests in every state (pending, approved in full and in part, rejected); speaker orders in every state.
 */
const GRANTS: RoleGrants = [
  { role: 'Maker', permissions: ['CAN_RAISE_DEVICE_REFUND'] },
  { role: 'Checker', permissions: ['CAN_APPROVE_DEVICE_REFUND'] },
];
const BACK = ['RETURNED', 'QC_PASSED', 'QC_FAILED', 'REPAIR', 'SCRAPPED'];

/** The newest move of a device into `state`, if any. */
const lastMoveTo = (db: Kysely<Database>, serial: string, state: string) =>
  db
    .selectFrom('device_events')
    .select('at')
    .where('device_serial', '=', serial)
    .where('to_state', '=', state)
    .orderBy('at', 'desc')
    .executeTakeFirst();

async function seedPayments(db: Kysely<Database>, now: number) {
  const devices = await db
    .selectFrom('merchant_devices')
    .select(['device_serial', 'merchant_id'])
    .where('kind', '=', 'SWIPE')
    .where('status', 'in', BACK)
    .where('merchant_id', '!=', '')
    .orderBy('device_serial')
    .limit(16)
    .execute();
  const rows = [];
  for (const [i, d] of devices.entries()) {
    const allocated = await lastMoveTo(db, d.device_serial, 'ALLOCATED');
    const returned = await lastMoveTo(db, d.device_serial, 'RETURNED');
    if (!allocated || !returned || returned.at < allocated.at) continue;
    const base = { device_serial: d.device_serial, merchant_id: d.merchant_id, paid_at: Number(allocated.at) };
    rows.push({ ...base, kind: 'SECURITY_DEPOSIT', paid: i % 2 ? 1_500 : 2_000 });
    if (i % 3 === 0) rows.push({ ...base, kind: 'ADVANCE_RENT', paid: 999 });
  }
  // A deposit on a terminal still with its merchant: listed nowhere until it comes back.
  const active = await db
    .selectFrom('merchant_devices')
    .select(['device_serial', 'merchant_id'])
    .where('kind', '=', 'SWIPE')
    .where('status', '=', 'ACTIVE')
    .where('merchant_id', '!=', '')
    .orderBy('device_serial')
    .executeTakeFirst();
  if (active) rows.push({ ...active, kind: 'SECURITY_DEPOSIT', paid: 2_000, paid_at: now - days(200) });
  if (rows.length) await insertInBatches(db, 'device_payments', rows);
  return db.selectFrom('device_payments').selectAll().orderBy('id').execute();
}

async function seedRefunds(db: Kysely<Database>, now: number, payments: Awaited<ReturnType<typeof seedPayments>>) {
  const people = await makerAndChecker(db);
  if (!people) return;
  const { maker, checker } = people;
  // The first four payments: a refund pending, one approved in full, one rejected, one approved in part.
  const states = [
    { status: 'PENDING', share: 1 },
    { status: 'APPROVED', share: 1 },
    { status: 'REJECTED', share: 1 },
    { status: 'APPROVED', share: 0.5 },
  ] as const;
  for (const [i, s] of states.entries()) {
    const p = payments[i];
    if (!p) return;
    const paid = Number(p.paid);
    const amount = Math.round(paid * s.share * 100) / 100;
    const target = { merchantId: p.merchant_id, serial: p.device_serial };
    await place(db, {
      kind: DEVICE_REFUND_KIND,
      productType: p.kind,
      targetId: p.id,
      proposed: { ...target, paymentKind: p.kind, amount, reason: 'Terminal returned in working order' },
      previous: { ...target, paid, refunded: 0, pending: 0, refundable: paid },
      merchantId: p.merchant_id,
      status: s.status,
      at: now - days(6 - i),
      maker,
      checker,
      remarks: 'Terminal returned in working order',
    });
    if (s.status === 'APPROVED')
      await db.updateTable('device_payments').set({ refunded: amount }).where('id', '=', p.id).execute();
  }
}

/** Speaker orders (swipe_orders of product SPEAKER): placed, allocated, shipped, delivered and cancelled. */
async function seedSpeakerOrders(db: Kysely<Database>, now: number) {
  const devicesIn = (states: string[], limit: number) =>
    db
      .selectFrom('merchant_devices')
      .select(['device_serial', 'merchant_id', 'store_id', 'model', 'status'])
      .where('kind', '=', 'SPEAKER')
      .where('status', 'in', states)
      .where('merchant_id', '!=', '')
      .orderBy('device_serial')
      .limit(limit)
      .execute();
  const linked = [
    ...(await devicesIn(['ALLOCATED'], 3)),
    ...(await devicesIn(['SHIPPED'], 3)),
    ...(await devicesIn(['DELIVERED', 'ACTIVE'], 4)),
  ];
  const unlinked = (await devicesIn(['ACTIVE'], 14)).slice(10);
  const STATUS: Record<string, string> = { ALLOCATED: 'PLACED', SHIPPED: 'DISPATCHED' };
  const order = (
    d: { merchant_id: string; store_id: string; model: string },
    n: number,
    status: string,
    created: number,
    serial: string | null,
  ) => ({
    order_id: `SPO-${String(n).padStart(6, '0')}`,
    merchant_id: d.merchant_id,
    store_id: d.store_id,
    plan: `${d.model} speaker`,
    quantity: 1,
    amount: 499,
    status,
    courier: null,
    awb: null,
    history_json: JSON.stringify([{ status, at: created }]),
    created_at: created,
    updated_at: created,
    product: 'SPEAKER',
    device_serial: serial,
  });
  const rows = [];
  for (const d of linked) {
    const allocated = await lastMoveTo(db, d.device_serial, 'ALLOCATED');
    const created = Math.min(now - days(1), Number(allocated?.at ?? now - days(30)) - 3_600_000);
    rows.push(order(d, rows.length + 1, STATUS[d.status] ?? 'DELIVERED', created, d.device_serial));
  }
  for (const [i, d] of unlinked.entries())
    rows.push(order(d, rows.length + 1, i < 2 ? 'PLACED' : 'CANCELLED', now - days(1 + i), null));
  if (rows.length) await insertInBatches(db, 'swipe_orders', rows);
}

export const deviceRefundsSeed: SeedModule = {
  name: 'device-refunds',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await seedRefunds(db, now, await seedPayments(db, now));
    await seedSpeakerOrders(db, now);
  },
};
