import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { linkRequest } from '../../repositories/merchant-bank.js';
import { currentMdr } from '../../repositories/swipe-commercial.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles } from './role-grants.js';
import { MERCHANT_ID_FROM } from './merchants.js';

/**
 * Issue 44 item 2's demo (README): Maker raises MDR and rental changes, Checker decides them (both read the terms);
 * Operations keeps the plans and coupons.
 */
const GRANTS = [
  { role: 'Maker', permissions: ['CAN_VIEW_SWIPE_COMMERCIALS', 'CAN_RAISE_MDR_CHANGE', 'CAN_RAISE_RENTAL_CHANGE'] },
  {
    role: 'Checker',
    permissions: ['CAN_VIEW_SWIPE_COMMERCIALS', 'CAN_APPROVE_MDR_CHANGE', 'CAN_APPROVE_RENTAL_CHANGE'],
  },
  {
    role: 'Operations',
    permissions: ['CAN_VIEW_SWIPE_COMMERCIALS', 'CAN_MANAGE_SWIPE_PLANS', 'CAN_MANAGE_SWIPE_COUPONS'],
  },
] as const;

const PLANS = [
  ['SWIPE-LITE', 'Swipe Lite', 'SWIPE', 199, 499, 0.5, 1.8, 1],
  ['SWIPE-STD', 'Swipe Standard', 'SWIPE', 299, 999, 0.4, 1.75, 1],
  ['SWIPE-PRO', 'Swipe Pro', 'SWIPE', 499, 0, 0.3, 1.6, 1],
  ['SPK-BASIC', 'Speaker Basic', 'SPEAKER', 99, 249, 0, 0, 1],
  ['SPK-PLUS', 'Speaker Plus', 'SPEAKER', 149, 0, 0, 0, 1],
  ['SWIPE-2024', 'Swipe 2024 launch offer', 'SWIPE', 249, 0, 0.4, 1.75, 0],
] as const;

async function seedPlansAndCoupons(db: Kysely<Database>, now: number) {
  await insertInBatches(
    db,
    'swipe_plans',
    PLANS.map(([plan_code, name, product, monthly_rent, one_time_fee, debit_mdr, credit_mdr, active], i) => ({
      plan_code,
      name,
      product,
      monthly_rent,
      one_time_fee,
      debit_mdr,
      credit_mdr,
      active,
      created_at: now - days(300 - i),
      updated_at: now - days(30 - i),
      updated_by: 'ops@console.example',
    })),
  );
  const coupon = (
    code: string,
    t: string,
    v: number,
    to: string,
    from: number,
    until: number,
    max: number,
    used: number,
    status: string,
  ) => ({
    code,
    discount_type: t,
    discount_value: v,
    applies_to: to,
    valid_from: now + days(from),
    valid_to: now + days(until),
    max_uses: max,
    used_count: used,
    status,
    created_at: now + days(from) - days(1),
    created_by: 'ops@console.example',
  });
  await insertInBatches(db, 'swipe_coupons', [
    coupon('DIWALI50', 'PERCENT', 50, 'RENT', -20, 40, 1000, 212, 'ACTIVE'),
    coupon('FREEINSTALL', 'FLAT', 999, 'FEE', -60, 120, 500, 73, 'ACTIVE'),
    coupon('KIRANA100', 'FLAT', 100, 'RENT', -10, 80, 200, 200, 'ACTIVE'),
    coupon('LAUNCH25', 'PERCENT', 25, 'RENT', -200, -100, 300, 188, 'ACTIVE'),
    coupon('OLDFEE10', 'PERCENT', 10, 'FEE', -90, 90, 100, 12, 'DISABLED'),
  ]);
}

const merchantAt = (i: number) => String(MERCHANT_ID_FROM + i);

/** One change of each kind in each state: PENDING, APPROVED (applied), REJECTED. */
async function seedRequests(db: Kysely<Database>, now: number) {
  const maker = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', '=', 'maker@console.example')
    .executeTakeFirst();
  const checker = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', '=', 'checker@console.example')
    .executeTakeFirst();
  if (!maker || !checker) return;
  const states = ['PENDING', 'APPROVED', 'REJECTED'] as const;
  for (const [n, status] of states.entries()) {
    const at = now - days(3 - n);
    const mdrMerchant = merchantAt(3 * n);
    const rate = (await currentMdr(db, mdrMerchant))[0];
    if (rate) {
      const target = { merchantId: mdrMerchant, cardNetwork: rate.cardNetwork, cardType: rate.cardType };
      const next = Math.max(0, Math.round((rate.rate - 0.15) * 100) / 100);
      await place(db, {
        kind: 'MDR_CHANGE',
        productType: `${rate.cardNetwork} ${rate.cardType}`,
        targetId: rate.id,
        proposed: { ...target, rate: next },
        previous: { ...target, rate: rate.rate },
        merchantId: mdrMerchant,
        status,
        at,
        maker,
        checker,
        remarks: 'Merchant volume above ₹10 lakh a month; negotiated rate.',
      });
      if (status === 'APPROVED')
        await db
          .updateTable('merchant_mdr_rates')
          .set({ rate: next, effective_from: at })
          .where('id', '=', rate.id)
          .execute();
    }
    const rentMerchant = merchantAt(3 * (n + 3));
    const device = await db
      .selectFrom('merchant_devices')
      .select(['id', 'device_serial', 'product', 'monthly_rental', 'version'])
      .where('merchant_id', '=', rentMerchant)
      .orderBy('id')
      .executeTakeFirst();
    if (device) {
      const was = Number(device.monthly_rental);
      const target = { merchantId: rentMerchant, deviceSerial: device.device_serial, product: device.product };
      await place(db, {
        kind: 'RENTAL_CHANGE',
        productType: device.product,
        targetId: device.id,
        proposed: { ...target, monthlyRentAmount: was - 100 },
        previous: { ...target, monthlyRentAmount: was },
        merchantId: rentMerchant,
        status,
        at,
        maker,
        checker,
        remarks: 'Retention offer: rent lowered for a year.',
      });
      if (status === 'APPROVED')
        await db
          .updateTable('merchant_devices')
          .set({ monthly_rental: was - 100 })
          .where('id', '=', device.id)
          .execute();
    }
  }
}

/** The demo maker and checker (maker@, checker@), who raise and decide the seeded requests; null before staff. */
export async function makerAndChecker(db: Kysely<Database>) {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', 'in', ['maker@console.example', 'checker@console.example'])
    .execute();
  const maker = staff.find((s) => s.email === 'maker@console.example');
  const checker = staff.find((s) => s.email === 'checker@console.example');
  return maker && checker ? { maker, checker } : null;
}

/** A maker/checker request seeded in a state: placed, linked to its merchant and, unless PENDING, decided. */
export async function place(
  db: Kysely<Database>,
  r: {
    kind: string;
    productType: string;
    targetId: number;
    proposed: Record<string, unknown>;
    previous: Record<string, unknown>;
    merchantId: string;
    status: 'PENDING' | 'APPROVED' | 'REJECTED';
    at: number;
    maker: { id: number; email: string };
    checker: { id: number; email: string };
    remarks: string;
  },
) {
  const row = await insertRequest(db, {
    kind: r.kind,
    productType: r.productType,
    targetId: r.targetId,
    targetVersion: null,
    proposed: r.proposed,
    previous: r.previous,
    maker: { staffId: r.maker.id, email: r.maker.email },
    remarks: r.remarks,
    at: r.at,
  });
  await linkRequest(db, {
    approvalId: row.id,
    merchantId: r.merchantId,
    kind: r.kind,
    purpose: null,
    verificationId: null,
    at: r.at,
  });
  if (r.status !== 'PENDING')
    await db
      .updateTable('approval_requests')
      .set({
        status: r.status,
        checker_id: r.checker.id,
        checker_email: r.checker.email,
        checker_remarks:
          r.status === 'APPROVED' ? 'Checked against the agreement.' : 'Rate below the floor for this MCC.',
        decided_at: r.at + 3_600_000,
      })
      .where('id', '=', row.id)
      .execute();
}

/** Plans (one retired), coupons in every state, MDR and rental changes pending, approved and rejected. */
export const swipeCommercialSeed: SeedModule = {
  name: 'swipe-commercial',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await seedPlansAndCoupons(db, now);
    await seedRequests(db, now);
  },
};
