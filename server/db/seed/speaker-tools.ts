import type { Kysely } from 'kysely';
import { istDayOf, istMonthOf } from '../../../contract/business-time.js';
import { addMonths, SPEAKER_PRODUCT, SPEAKER_WAIVER_KIND } from '../../../contract/speaker/rules.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { linkRequest } from '../../repositories/merchant-bank.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { MERCHANT_ID_FROM } from './merchants.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { makerAndChecker } from './swipe-commercial.js';

/**
 * Issue 44 item 3's demo (README): Operations keeps the speaker price list and runs audio tests; the Maker raises rent
 * waive-offs and the Checker decides them; both read invoices, as the Support Agent does.
 */
const GRANTS: RoleGrants = [
  {
    role: 'Operations',
    permissions: ['CAN_VIEW_SPEAKER_PRICING', 'CAN_MANAGE_SPEAKER_PRICING', 'CAN_RUN_SPEAKER_AUDIO_TEST'],
  },
  {
    role: 'Maker',
    permissions: ['CAN_VIEW_SPEAKER_PRICING', 'CAN_RAISE_SPEAKER_RENT_WAIVER', 'CAN_VIEW_SPEAKER_INVOICES'],
  },
  {
    role: 'Checker',
    permissions: ['CAN_VIEW_SPEAKER_PRICING', 'CAN_APPROVE_SPEAKER_RENT_WAIVER', 'CAN_VIEW_SPEAKER_INVOICES'],
  },
  { role: 'Support Agent', permissions: ['CAN_RUN_SPEAKER_AUDIO_TEST', 'CAN_VIEW_SPEAKER_INVOICES'] },
];

const MODELS = [
  { model: 'PayTone S1', rent: 99 },
  { model: 'PayTone S2 4G', rent: 149 },
] as const;
/** Speakers: SBX000001 … SBX000009, the first nine merchants' main stores; the ninth returned. */
export const SPEAKER_SERIALS = Array.from({ length: 9 }, (_, i) => `SBX${String(i + 1).padStart(6, '0')}`);
/** How each seeded speaker answers a test: online (played after a latency), offline, or too slow (times out). */
const BEHAVIOURS = [
  { behaviour: 'ONLINE', latency_ms: 1200 },
  { behaviour: 'OFFLINE', latency_ms: 0 },
  { behaviour: 'SLOW', latency_ms: 15_000 },
] as const;
const OUTCOMES = { ONLINE: 'PLAYED', OFFLINE: 'OFFLINE', SLOW: 'TIMEOUT' } as const;

async function seedDevices(db: Kysely<Database>, now: number) {
  const devices = SPEAKER_SERIALS.map((device_serial, i) => {
    const { model, rent } = MODELS[i % 2]!;
    const returned = i === SPEAKER_SERIALS.length - 1;
    return {
      merchant_id: String(MERCHANT_ID_FROM + i),
      store_id: String(5_000_001 + i),
      product: SPEAKER_PRODUCT,
      device_serial,
      terminal_id: `SPK${String(90_000_000 + i)}`,
      model,
      status: returned ? 'RETURNED' : 'ACTIVE',
      monthly_rental: rent,
      assigned_at: now - days(150 + i),
      returned_at: returned ? now - days(10) : null,
      return_reason: returned ? 'Shop closed' : null,
    };
  });
  await insertInBatches(db, 'merchant_devices', devices);
  await insertInBatches(
    db,
    'speaker_audio_profiles',
    SPEAKER_SERIALS.map((device_serial, i) => ({ device_serial, ...BEHAVIOURS[i % 3]! })),
  );
  return devices;
}

async function seedPrices(db: Kysely<Database>, now: number) {
  const today = istDayOf(now);
  const day = (d: number) => istDayOf(now + days(d));
  const rows = [
    { model: 'PayTone S1', one_time_price: 1499, monthly_rent: 119, deposit: 500, effective_from: day(-400) },
    { model: 'PayTone S1', one_time_price: 1299, monthly_rent: 99, deposit: 500, effective_from: day(-120) },
    { model: 'PayTone S1', one_time_price: 1199, monthly_rent: 99, deposit: 300, effective_from: day(30) },
    { model: 'PayTone S2 4G', one_time_price: 2499, monthly_rent: 149, deposit: 750, effective_from: day(-200) },
    { model: 'PayTone S2 4G', one_time_price: 2299, monthly_rent: 149, deposit: 750, effective_from: today },
  ];
  await insertInBatches(
    db,
    'speaker_prices',
    rows.map((r, i) => ({ ...r, created_by: 'ops@console.example', created_at: now - days(400 - i * 60) })),
  );
}

async function seedTests(db: Kysely<Database>, now: number, devices: { device_serial: string; merchant_id: string }[]) {
  const rows = devices.slice(0, 6).flatMap((d, i) =>
    [3, 2, 1].map((age) => {
      const { behaviour, latency_ms } = BEHAVIOURS[i % 3]!;
      const status = OUTCOMES[behaviour];
      const sentAt = now - days(age) - i * 60_000;
      const answeredAfter = status === 'PLAYED' ? latency_ms : status === 'OFFLINE' ? 0 : 10_000;
      return {
        device_serial: d.device_serial,
        merchant_id: d.merchant_id,
        text: 'Payment received',
        amount: 100 * age,
        language: age === 2 ? 'Hindi' : 'English',
        status,
        latency_ms: status === 'TIMEOUT' ? null : answeredAfter,
        sent_by: 'ops@console.example',
        sent_at: sentAt,
        answered_at: sentAt + answeredAfter,
      };
    }),
  );
  await insertInBatches(db, 'speaker_audio_tests', rows);
}

async function seedInvoices(
  db: Kysely<Database>,
  now: number,
  devices: { device_serial: string; merchant_id: string; monthly_rental: number }[],
) {
  const month = istMonthOf(now);
  const rows = devices.flatMap((d) =>
    [3, 2, 1, 0].map((back) => {
      const m = addMonths(month, -back);
      return {
        invoice_no: `SPK-${m.replace('-', '')}-${d.device_serial}`,
        merchant_id: d.merchant_id,
        device_serial: d.device_serial,
        month: m,
        rent: d.monthly_rental,
        status: back >= 2 ? 'PAID' : 'DUE',
        issued_at: now - days(back * 30),
      };
    }),
  );
  await insertInBatches(db, 'speaker_invoices', rows);
}

/** Waive-offs in every state: approved (with its waiver on the current and last month), rejected and pending. */
async function seedWaivers(
  db: Kysely<Database>,
  now: number,
  devices: { device_serial: string; merchant_id: string; monthly_rental: number }[],
) {
  const people = await makerAndChecker(db);
  if (!people) return;
  const { maker, checker } = people;
  const targets = await db
    .selectFrom('merchant_devices')
    .select(['id', 'device_serial', 'version', 'model'])
    .where('device_serial', 'in', SPEAKER_SERIALS)
    .execute();
  const states = [
    { device: devices[0]!, status: 'APPROVED', amount: 50, months: 2, reason: 'Speaker was silent for two weeks' },
    { device: devices[1]!, status: 'REJECTED', amount: 149, months: 3, reason: 'Merchant asked for a goodwill waiver' },
    { device: devices[2]!, status: 'PENDING', amount: 99, months: 1, reason: 'Network outage in the market' },
    { device: devices[4]!, status: 'PENDING', amount: 40, months: 6, reason: 'Festival season offer' },
  ];
  for (const [i, s] of states.entries()) {
    const target = targets.find((t) => t.device_serial === s.device.device_serial)!;
    const at = now - days(40 - i);
    const merchantId = s.device.merchant_id;
    const proposed = {
      merchantId,
      serial: s.device.device_serial,
      monthlyAmount: s.amount,
      months: s.months,
      reason: s.reason,
      totalWaived: s.amount * s.months,
    };
    const row = await insertRequest(db, {
      kind: SPEAKER_WAIVER_KIND,
      productType: target.model,
      targetId: target.id,
      targetVersion: target.version,
      proposed,
      previous: { merchantId, serial: s.device.device_serial, monthlyRent: s.device.monthly_rental },
      maker: { staffId: maker.id, email: maker.email },
      remarks: s.reason,
      at,
    });
    await linkRequest(db, {
      approvalId: row.id,
      merchantId,
      kind: SPEAKER_WAIVER_KIND,
      purpose: null,
      verificationId: null,
      at,
    });
    if (s.status === 'PENDING') continue;
    const decidedAt = at + days(1);
    await db
      .updateTable('approval_requests')
      .set({
        status: s.status,
        checker_id: checker.id,
        checker_email: checker.email,
        checker_remarks: s.status === 'APPROVED' ? 'Outage confirmed by the device logs' : 'No outage on record',
        decided_at: decidedAt,
      })
      .where('id', '=', row.id)
      .execute();
    if (s.status === 'APPROVED')
      await db
        .insertInto('speaker_rent_waivers')
        .values({
          approval_id: row.id,
          merchant_id: merchantId,
          device_serial: s.device.device_serial,
          monthly_amount: s.amount,
          months: s.months,
          from_month: addMonths(istMonthOf(now), -1),
          reason: s.reason,
          approved_by: checker.email,
          created_at: decidedAt,
        })
        .execute();
  }
}

/** Speaker devices with their test behaviours, price versions, tests, invoices and waive-offs (issue 44 item 3). */
export const speakerToolsSeed: SeedModule = {
  name: 'speaker-tools',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    const devices = await seedDevices(db, now);
    await seedPrices(db, now);
    await seedTests(db, now, devices);
    await seedInvoices(db, now, devices);
    await seedWaivers(db, now, devices);
  },
};
