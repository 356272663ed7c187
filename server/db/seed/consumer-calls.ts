import type { Kysely } from 'kysely';
import { RECHARGE_COMPLAINT_CATEGORIES, SUPPORT_LANGUAGES } from '../../../contract/consumer-calls/calls.js';
import { insertRechargeComplaint } from '../../repositories/consumer-calls.js';
import type { Database } from '../database.js';
import { billPayment } from './consumer-extras-rows.js';
import { DEMO_CONSUMERS } from './consumers-fixtures.js';
import { days, insertInBatches, type SeedModule } from './context.js';

const HOUR = 3_600_000;

/** Recharge kinds (biller category, operator) and the statuses they are seeded in, rotating. */
const RECHARGES = [
  { category: 'Mobile Prepaid', operator: 'Jio Prepaid' },
  { category: 'DTH', operator: 'Tata Play' },
  { category: 'FASTag', operator: 'ICICI FASTag' },
  { category: 'mobile prepaid', operator: 'Airtel Prepaid' },
] as const;
const STATUSES = ['FULFILMENT_SUCCESS', 'PENDING', 'PAYMENT_FAILED', 'REFUNDED', 'CREDIT_SUCCESS'] as const;

/**
 * Demo data of the consumer calls (issue 43 item 7, part 2): more recharges (bill payments in a recharge category,
 * every type and status, on a dozen consumers besides the four demo ones, whose lists consumer-extras seeds) with an open
 * and a resolved complaint; every investment account's interest; support languages for most merchants (some not
 * set); a video-KYC link sent two days ago (expired, cooldown over).
 */
export const consumerCallsSeed: SeedModule = {
  name: 'consumer-calls',
  async seed({ db, rng, now }) {
    await seedRecharges(db, now);
    const accounts = await db.selectFrom('investment_accounts').select(['id', 'balance']).orderBy('id').execute();
    await insertInBatches(
      db,
      'investment_interest',
      accounts.map((a, i) => {
        const principal = Math.max(1000, Number(a.balance));
        const rate = [7.25, 8.5, 9.1, 11.75][i % 4]!;
        const from = now - days(30 + (i % 5) * 30);
        const accrued = Math.round(((principal * rate) / 100) * ((now - from) / days(365)) * 100) / 100;
        const paid = i % 3 === 0 ? 0 : Math.round(accrued * (i % 3 === 1 ? 0.5 : 1) * 100) / 100;
        return {
          account_id: a.id,
          rate,
          payout_frequency: ['MONTHLY', 'QUARTERLY', 'ON_MATURITY'][i % 3]!,
          period_from: from,
          period_to: from + days(365),
          principal,
          accrued,
          paid,
          last_paid_at: paid > 0 ? now - days(rng.int(1, 25)) : null,
        };
      }),
    );
    const merchants = await db.selectFrom('merchants').select('merchant_id').orderBy('merchant_id').execute();
    await insertInBatches(
      db,
      'merchant_support_languages',
      merchants
        .filter((_, i) => i % 5 !== 4)
        .map((m, i) => ({
          merchant_id: m.merchant_id,
          language: SUPPORT_LANGUAGES[i % SUPPORT_LANGUAGES.length]!,
          updated_at: now - days(1 + (i % 40)),
        })),
    );
    const pending = await db
      .selectFrom('merchants')
      .select(['merchant_id', 'mobile'])
      .where('kyc_status', '!=', 'VERIFIED')
      .where('mobile', 'is not', null)
      .orderBy('merchant_id', 'desc')
      .executeTakeFirst();
    if (pending?.mobile) {
      const sentAt = now - days(2);
      await db
        .insertInto('video_kyc_gates')
        .values({ merchant_id: pending.merchant_id, last_sent_at: sentAt })
        .execute();
      await db
        .insertInto('video_kyc_links')
        .values({
          link_id: 'VKYCSEED01',
          merchant_id: pending.merchant_id,
          mobile: pending.mobile,
          sent_by: 'support@console.example',
          sent_at: sentAt,
          expires_at: sentAt + 24 * HOUR,
        })
        .execute();
    }
  },
};

async function seedRecharges(db: Kysely<Database>, now: number) {
  const nowS = Math.floor(now / 1000);
  const consumers = await db
    .selectFrom('consumers')
    .select('id')
    // Not the four demo consumers: their bill-payment lists stay as consumer-extras seeds and tests them.
    .where(
      'id',
      'not in',
      Object.values(DEMO_CONSUMERS).map((c) => c.id),
    )
    .orderBy('id')
    .limit(12)
    .execute();
  const rows = consumers.flatMap((c, i) =>
    [0, 1].map((j) => {
      const n = i * 2 + j;
      const kind = RECHARGES[n % RECHARGES.length]!;
      return billPayment(
        c.id,
        'POSTPE',
        50 + n,
        nowS,
        {
          biller_category: kind.category,
          status: STATUSES[n % STATUSES.length]!,
          payment_mode: n % 3 === 0 ? 'POSTPE' : 'UPI',
          payment_amount: [199, 349, 500, 719, 1500][n % 5]!,
        },
        { billerName: kind.operator },
      );
    }),
  );
  await insertInBatches(db, 'consumer_bill_payments', rows, 100);
  // The demo consumer's DTH recharge has an open complaint; a resolved one sits on the first recharge seeded here.
  const open = await db
    .selectFrom('consumer_bill_payments')
    .select('id')
    .where('consumer_id', '=', DEMO_CONSUMERS.active.id)
    .where('biller_category', '=', 'DTH')
    .executeTakeFirst();
  const resolved = await db
    .selectFrom('consumer_bill_payments')
    .select('id')
    .where('source_ref_id', '=', rows[0]!.source_ref_id)
    .executeTakeFirst();
  const complaints = [
    { on: open, status: 'OPEN', category: 0, text: 'Customer says the DTH pack was not activated after payment.' },
    { on: resolved, status: 'RESOLVED', category: 1, text: 'Amount debited twice; one debit reversed by the bank.' },
  ];
  for (const [i, c] of complaints.entries()) {
    if (!c.on) continue;
    const raisedAt = now - days(1 + i * 5);
    await insertRechargeComplaint(db, {
      bill_payment_id: c.on.id,
      category: RECHARGE_COMPLAINT_CATEGORIES[c.category]!,
      description: c.text,
      status: c.status,
      raised_by: 'agent@console.example',
      raised_at: raisedAt,
      resolved_at: c.status === 'RESOLVED' ? raisedAt + days(2) : null,
    });
  }
}
