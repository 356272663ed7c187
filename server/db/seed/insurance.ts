import { istDayOf } from '../../../contract/business-time.js';
import { proRataRefundPaise } from '../../../contract/insurance/cancellation.js';
import { insertInBatches, type SeedModule } from './context.js';
import { DEMO_CONSUMERS } from './consumers-fixtures.js';
import { grantToRoles } from './role-grants.js';

const DAY = 86_400_000;

/** The plans sold with PostPe (spec §3.14 "shield / insurance-like"): premium in paise, cover in days. */
const PLANS = [
  {
    code: 'SHIELD-PHONE-12',
    name: 'Phone Shield 12 months',
    insurer: 'Acko General Insurance',
    premium: 49_900,
    days: 365,
  },
  { code: 'SHIELD-WALLET-12', name: 'Wallet Protect 12 months', insurer: 'ICICI Lombard', premium: 19_900, days: 365 },
  {
    code: 'HOSPI-CASH-6',
    name: 'Hospital Cash 6 months',
    insurer: 'Care Health Insurance',
    premium: 29_900,
    days: 182,
  },
] as const;

const STATES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'CANCELLED', 'EXPIRED'] as const;

/**
 * Insurance policies for /insurance-detail and /insurance-export: the demo consumer (1001) holds one of each state
 * (an active policy with a filed and a paid claim, a cancelled one with its refund, an expired one); 24 more consumers
 * one policy each, issued over the last 60 days.
 */
export const insuranceSeed: SeedModule = {
  name: 'insurance',
  async seed({ db, now }) {
    const consumers = await db
      .selectFrom('consumers')
      .select('id')
      .where('id', '!=', DEMO_CONSUMERS.active.id)
      .orderBy('id')
      .limit(24)
      .execute();
    const policy = (consumerId: number, k: number, status: string, issuedAt: number) => {
      const plan = PLANS[k % PLANS.length] ?? PLANS[0];
      const start = istDayOf(issuedAt);
      const premium = plan.premium;
      // Cancelled 10 days after issue, or an hour ago when that is still ahead.
      const cancelledAt = status === 'CANCELLED' ? Math.min(issuedAt + 10 * DAY, now - 3_600_000) : null;
      return {
        policy_id: `POL-${consumerId}-${k + 1}`,
        consumer_id: consumerId,
        plan_name: plan.name,
        plan_code: plan.code,
        insurer: plan.insurer,
        status,
        premium_paise: premium,
        start_day: start,
        end_day: istDayOf(issuedAt + (plan.days - 1) * DAY),
        issued_at: issuedAt,
        cancelled_at: cancelledAt,
        cancelled_by: cancelledAt ? 'insurance@console.example' : null,
        refund_paise: cancelledAt
          ? proRataRefundPaise(
              {
                premiumPaise: premium,
                startDay: start,
                endDay: istDayOf(issuedAt + (plan.days - 1) * DAY),
                claimUsed: false,
              },
              istDayOf(cancelledAt),
            )
          : null,
      };
    };
    const demo = DEMO_CONSUMERS.active.id;
    const rows = [
      policy(demo, 0, 'ACTIVE', now - 40 * DAY),
      policy(demo, 1, 'CANCELLED', now - 30 * DAY),
      policy(demo, 2, 'EXPIRED', now - 400 * DAY),
      ...consumers.map((c, i) =>
        policy(c.id, i, STATES[i % STATES.length] ?? 'ACTIVE', now - ((i * 5) % 60) * DAY - 3_600_000),
      ),
    ];
    await insertInBatches(db, 'insurance_policies', rows);
    const active = `POL-${demo}-1`;
    const claim = (
      k: number,
      policyId: string,
      status: string,
      rupees: number,
      reason: string,
      filed: number,
      settled: number | null,
    ) => ({
      claim_id: `CLM-${demo}-${k}`,
      policy_id: policyId,
      status,
      amount_paise: rupees * 100,
      reason,
      filed_at: now - filed * DAY,
      settled_at: settled === null ? null : now - settled * DAY,
    });
    await insertInBatches(db, 'insurance_claims', [
      claim(1, active, 'PAID', 8500, 'Screen damage', 20, 12),
      claim(2, active, 'FILED', 12_000, 'Phone stolen', 2, null),
      claim(3, `POL-${demo}-3`, 'REJECTED', 3000, 'Outside the cover period', 30, 25),
    ]);
    // The bulk cancellation's checker (issue 46 item 3): the insurance desk raises, the Checker approves.
    await grantToRoles(db, [{ role: 'Checker', permissions: ['CAN_APPROVE_INSURANCE_CANCEL'] }]);
  },
};
