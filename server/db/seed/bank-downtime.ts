import type { Kysely } from 'kysely';
import { orderMoves, QR_PRIORITY_KIND } from '../../../contract/bank-downtime/rules.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { demoAccount } from './staff.js';

const HOUR = 3_600_000;

/**
 * Issue 45 item 3's demo (README): Operations declares downtimes; the Maker raises a new QR order and the Checker
 * decides it; all of them and the Support Agent read downtimes and their alerts.
 */
const GRANTS: RoleGrants = [
  { role: 'Operations', permissions: ['CAN_VIEW_BANK_DOWNTIME', 'CAN_MANAGE_BANK_DOWNTIME'] },
  { role: 'Maker', permissions: ['CAN_VIEW_BANK_DOWNTIME', 'CAN_RAISE_QR_PRIORITY'] },
  { role: 'Checker', permissions: ['CAN_VIEW_BANK_DOWNTIME', 'CAN_APPROVE_QR_PRIORITY'] },
  { role: 'Support Agent', permissions: ['CAN_VIEW_BANK_DOWNTIME'] },
];

/** The banks and PSPs; those that acquire QR payments in the seeded routing order. */
const BANKS = [
  { code: 'HDFC', name: 'HDFC Bank', kind: 'BANK', qr_acquirer: 1 },
  { code: 'ICICI', name: 'ICICI Bank', kind: 'BANK', qr_acquirer: 1 },
  { code: 'AXIS', name: 'Axis Bank', kind: 'BANK', qr_acquirer: 1 },
  { code: 'YESB', name: 'Yes Bank', kind: 'BANK', qr_acquirer: 1 },
  { code: 'RAZORPAY', name: 'Razorpay', kind: 'PSP', qr_acquirer: 1 },
  { code: 'SBI', name: 'State Bank of India', kind: 'BANK', qr_acquirer: 0 },
  { code: 'KOTAK', name: 'Kotak Mahindra Bank', kind: 'BANK', qr_acquirer: 0 },
  { code: 'PHONEPE', name: 'PhonePe', kind: 'PSP', qr_acquirer: 0 },
  { code: 'CASHFREE', name: 'Cashfree Payments', kind: 'PSP', qr_acquirer: 0 },
] as const;

/** Who is told per severity: every severity tells the ops desk; the higher ones more people, more urgently. */
const RECIPIENTS = [
  { severity: 'LOW', recipient: 'payments-ops@console.example', channel: 'EMAIL' },
  { severity: 'MEDIUM', recipient: 'payments-ops@console.example', channel: 'EMAIL' },
  { severity: 'MEDIUM', recipient: '#payments-ops', channel: 'SLACK' },
  { severity: 'HIGH', recipient: 'payments-ops@console.example', channel: 'EMAIL' },
  { severity: 'HIGH', recipient: '#payments-ops', channel: 'SLACK' },
  { severity: 'HIGH', recipient: 'Payments on-call', channel: 'SMS' },
  { severity: 'CRITICAL', recipient: 'payments-ops@console.example', channel: 'EMAIL' },
  { severity: 'CRITICAL', recipient: '#payments-incidents', channel: 'SLACK' },
  { severity: 'CRITICAL', recipient: 'Payments on-call', channel: 'SMS' },
  { severity: 'CRITICAL', recipient: 'support-leads@console.example', channel: 'EMAIL' },
] as const;

/** Every state: two ended (one early), one cancelled, two ongoing (one open-ended, on a QR acquirer's UPI), two ahead. */
const DOWNTIMES = (now: number) => [
  {
    code: 'SBI',
    channel: 'NEFT',
    start: now - days(10),
    end: now - days(10) + 3 * HOUR,
    severity: 'MEDIUM',
    note: 'Planned core banking maintenance',
    events: ['DECLARED'],
    declared: now - days(12),
  },
  {
    code: 'HDFC',
    channel: 'IMPS',
    start: now - days(3),
    end: now - days(3) + HOUR,
    severity: 'HIGH',
    note: 'IMPS timeouts; ended early once the bank confirmed the fix',
    events: ['DECLARED', 'ENDED'],
    declared: now - days(3),
  },
  {
    code: 'KOTAK',
    channel: 'CARDS',
    start: now + days(2),
    end: now + days(2) + 2 * HOUR,
    severity: 'LOW',
    note: 'Card switch upgrade, moved by the bank',
    events: ['DECLARED', 'CANCELLED'],
    declared: now - days(1),
    cancelled: true,
  },
  {
    code: 'ICICI',
    channel: 'UPI',
    start: now - 2 * HOUR,
    end: null,
    severity: 'CRITICAL',
    note: 'UPI success rate below 60%; bank investigating',
    events: ['DECLARED'],
    declared: now - 2 * HOUR,
  },
  {
    code: 'PHONEPE',
    channel: 'IMPS',
    start: now - HOUR / 2,
    end: now + 2 * HOUR,
    severity: 'MEDIUM',
    note: 'Partner reported degraded IMPS payouts',
    events: ['DECLARED'],
    declared: now - HOUR / 2,
  },
  {
    code: 'AXIS',
    channel: 'UPI',
    start: now + days(1),
    end: now + days(1) + 4 * HOUR,
    severity: 'HIGH',
    note: 'Planned UPI switch migration, 01:00–05:00',
    events: ['DECLARED'],
    declared: now - HOUR,
  },
  {
    code: 'RAZORPAY',
    channel: 'CARDS',
    start: now + days(3),
    end: now + days(3) + HOUR,
    severity: 'LOW',
    note: 'Scheduled card gateway maintenance',
    events: ['DECLARED'],
    declared: now - HOUR,
  },
];

async function seedDowntimes(db: Kysely<Database>, now: number, ids: Map<string, number>) {
  for (const d of DOWNTIMES(now)) {
    const at = d.declared;
    const closedAt = 'cancelled' in d ? now - HOUR : d.end !== null && d.events.includes('ENDED') ? d.end : null;
    const { id } = await db
      .insertInto('bank_downtimes')
      .values({
        bank_id: ids.get(d.code)!,
        channel: d.channel,
        start_time: d.start,
        end_time: d.end,
        severity: d.severity,
        note: d.note,
        status: 'cancelled' in d ? 'CANCELLED' : 'ACTIVE',
        version: closedAt === null ? 0 : 1,
        declared_by: 'ops@console.example',
        created_at: at,
        updated_by: closedAt === null ? null : 'ops@console.example',
        updated_at: closedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const told = RECIPIENTS.filter((r) => r.severity === d.severity);
    const rows = d.events.flatMap((event) =>
      told.map((r) => ({
        downtime_id: Number(id),
        event,
        recipient: r.recipient,
        channel: r.channel,
        severity: d.severity,
        created_at: event === 'DECLARED' ? at : closedAt!,
      })),
    );
    await insertInBatches(db, 'downtime_notifications', rows);
  }
}

/** The QR order in force, and a new one the Maker raised that waits for the Checker (Axis Bank ahead of ICICI Bank). */
async function seedQrPriority(db: Kysely<Database>, now: number, ids: Map<string, number>) {
  const order = ['HDFC', 'ICICI', 'AXIS', 'YESB', 'RAZORPAY'].map((c) => ids.get(c)!);
  await db
    .insertInto('qr_priority')
    .values({
      id: 1,
      order_json: JSON.stringify(order),
      version: 0,
      updated_by: 'checker@console.example',
      updated_at: now - days(30),
    })
    .execute();
  const maker = await demoAccount(db, 'maker@console.example');
  if (!maker) return;
  const proposed = [order[0]!, order[2]!, order[1]!, order[3]!, order[4]!];
  const names = new Map(BANKS.map((b) => [ids.get(b.code)!, b.name]));
  const named = (list: number[]) => list.map((id, i) => `${i + 1}. ${names.get(id)}`).join(', ');
  const moves = orderMoves(order, proposed)
    .map((m) => `${names.get(m.bankId)}: ${m.from} → ${m.to}`)
    .join('; ');
  await insertRequest(db, {
    kind: QR_PRIORITY_KIND,
    productType: null,
    targetId: 1,
    targetVersion: 0,
    proposed: { order: named(proposed), moves, bankIds: proposed },
    previous: { order: named(order), moves: '', bankIds: order },
    maker: { staffId: maker.id, email: maker.email },
    remarks: 'Axis Bank has had the better UPI success rate for two weeks',
    at: now - 3 * HOUR,
  });
}

/** Banks and PSPs, recipients per severity, downtimes in every state with their notifications, the QR order. */
export const bankDowntimeSeed: SeedModule = {
  name: 'bank-downtime',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await insertInBatches(db, 'payment_banks', [...BANKS]);
    const banks = await db.selectFrom('payment_banks').select(['id', 'code']).execute();
    const ids = new Map(banks.map((b) => [b.code, Number(b.id)]));
    await insertInBatches(db, 'downtime_recipients', [...RECIPIENTS]);
    await seedDowntimes(db, now, ids);
    await seedQrPriority(db, now, ids);
  },
};
