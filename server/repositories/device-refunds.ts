import { sql, type Kysely } from 'kysely';
import { DEVICE_REFUND_KIND, refundableOf, type DeviceRefundProposed } from '../../contract/devices/refunds.js';
import { sumRupees, toPaise } from '../../contract/money.js';
import type { Database } from '../db/database.js';
import { pendingOnTargets } from './maker-checker.js';
import { newestFirstPage } from './newest-first.js';

/**
 * Device refunds (issue 44 item 2, /swipe/refunds): a terminal's up-front payments with what approved refunds gave
 * back, what pending requests reserve and whether the terminal has come back since (a RETURNED move at or after the
 * payment); an approved refund applied with one conditional update on the payment.
 */

/** One payment by id. */
export const paymentById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('device_payments').selectAll().where('id', '=', id).executeTakeFirst();

/** Whether the device came back (a RETURNED move) at or after `since`. */
async function returnedSince(db: Kysely<Database>, serial: string, since: number): Promise<boolean> {
  const row = await db
    .selectFrom('device_events')
    .select('id')
    .where('device_serial', '=', serial)
    .where('to_state', '=', 'RETURNED')
    .where('at', '>=', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** What the pending refund requests on each payment reserve (rupees), by payment id. */
async function pendingByPayment(db: Kysely<Database>, ids: readonly number[]) {
  const rows = await pendingOnTargets(db, DEVICE_REFUND_KIND, ids);
  const by = new Map<number, number[]>();
  for (const r of rows) {
    const amounts = by.get(r.target_id!) ?? [];
    amounts.push((JSON.parse(r.proposed_json) as Partial<DeviceRefundProposed>).amount ?? 0);
    by.set(r.target_id!, amounts);
  }
  return (id: number) => sumRupees(by.get(id) ?? []);
}

/** A payment as the refunds screen shows it: paid, refunded, pending, what is left, and whether it may be refunded. */
export async function paymentFigures(db: Kysely<Database>, payments: Awaited<ReturnType<typeof paymentById>>[]) {
  const rows = payments.filter((p) => p !== undefined);
  const pendingOf = await pendingByPayment(
    db,
    rows.map((p) => p.id),
  );
  return Promise.all(
    rows.map(async (p) => {
      const figures = { paid: Number(p.paid), refunded: Number(p.refunded), pending: pendingOf(p.id) };
      return {
        id: p.id,
        serial: p.device_serial,
        merchantId: p.merchant_id,
        kind: p.kind,
        paidAt: Number(p.paid_at),
        ...figures,
        refundable: refundableOf(figures),
        returned: await returnedSince(db, p.device_serial, Number(p.paid_at)),
      };
    }),
  );
}

/**
 * The refund worklist: payments on devices that came back (a RETURNED move) since the payment, by a serial or merchant
 * id (`q`), newest payment first.
 */
export function returnedPayments(db: Kysely<Database>, f: { q?: string; page: number; size: number }) {
  let base = db
    .selectFrom('device_payments as p')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('device_events as e')
          .select('e.id')
          .whereRef('e.device_serial', '=', 'p.device_serial')
          .where('e.to_state', '=', 'RETURNED')
          .whereRef('e.at', '>=', 'p.paid_at'),
      ),
    );
  if (f.q) {
    const q = f.q;
    base = base.where((eb) => eb.or([eb('p.device_serial', '=', q), eb('p.merchant_id', '=', q)]));
  }
  return newestFirstPage(base, (s) => s.selectAll('p'), 'p.paid_at', f.page, f.size, 'p.id');
}

/**
 * An approved refund applied: ONE conditional update adds its amount to the payment's refunded amount only while at
 * least that much is left (in paise). The audit's before and after, or null when it no longer fits.
 */
export async function applyDeviceRefund(
  db: Kysely<Database>,
  request: { target_id: number | null; proposed_json: string },
) {
  if (request.target_id === null) return null;
  const proposed = JSON.parse(request.proposed_json) as DeviceRefundProposed;
  const paise = toPaise(proposed.amount);
  const row = await db
    .updateTable('device_payments')
    .set({ refunded: sql`round(refunded + ${proposed.amount}, 2)` })
    .where('id', '=', request.target_id)
    .where(sql<boolean>`round((paid - refunded) * 100) >= ${paise}`)
    .returning('refunded')
    .executeTakeFirst();
  if (!row) return null;
  const after = toPaise(row.refunded);
  return {
    before: { serial: proposed.serial, refunded: (after - paise) / 100 },
    after: { serial: proposed.serial, refunded: after / 100, amount: proposed.amount },
  };
}
