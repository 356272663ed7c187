import { istDayOf } from '../../../contract/business-time.js';
import { proRataRefundPaise } from '../../../contract/insurance/cancellation.js';
import { insertInBatches, type SeedModule } from './context.js';
import { DEMO_CONSUMERS } from './consumers-fixtures.js';
import { grantToRoles } from './role-grants.js';
import { demoAccount } from './staff.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import type { Kysely } from 'kysely';
import type { Database } from '../database.js';

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
    await seedCancelFiles(db, now, rows);
  },
};

type SeededPolicy = {
  policy_id: string;
  status: string;
  refund_paise: number | null;
  premium_paise: number;
  start_day: string;
  end_day: string;
};

/**
 * /insurance-bulk-cancellation's demo files, one per state the page shows: DONE (a policy the job cancelled, an
 * expired one left out), RAISED (an active policy, its INSURANCE_CANCEL request waiting for the Checker) and CHECKED
 * (dry run only). Never the demo consumer's policies nor the first consumer's (the browser journeys use those).
 */
async function seedCancelFiles(db: Kysely<Database>, now: number, policies: readonly SeededPolicy[]) {
  const pick = (status: string, skip: number) => policies.filter((p) => p.status === status)[skip];
  const cancelled = pick('CANCELLED', 1);
  const expired = pick('EXPIRED', 1);
  const raisedOne = pick('ACTIVE', 4);
  const checkedOne = pick('ACTIVE', 5);
  const desk = await demoAccount(db, 'insurance@console.example');
  if (!cancelled || !expired || !raisedOne || !checkedOne || !desk) return;
  const file = async (name: string, status: string, at: number, rows: [SeededPolicy, string, string][]) => {
    const { id } = await db
      .insertInto('upload_jobs')
      .values({
        kind: 'insurance-cancel',
        status,
        file_name: name,
        file_sha256: '0'.repeat(64),
        file_size: 40,
        row_count: rows.length,
        staff_id: desk.id,
        staff_email: desk.email,
        approval_id: null,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('insurance_cancel_rows')
      .values(
        rows.map(([p, verdict, rowStatus], i) => ({
          job_id: id,
          line: i + 2,
          policy_id: p.policy_id,
          verdict,
          refund_paise:
            rowStatus === 'REJECTED'
              ? 0
              : (p.refund_paise ??
                proRataRefundPaise(
                  { premiumPaise: p.premium_paise, startDay: p.start_day, endDay: p.end_day, claimUsed: false },
                  istDayOf(at),
                )),
          status: rowStatus,
          error: rowStatus === 'REJECTED' ? 'The policy has expired.' : null,
        })),
      )
      .execute();
    return id;
  };
  await file('insurer-cancellations-oct.csv', 'DONE', now - 20 * DAY, [
    [cancelled, 'ACTIVE', 'CANCELLED'],
    [expired, 'EXPIRED', 'REJECTED'],
  ]);
  const raised = await file('insurer-cancellations-nov.csv', 'RAISED', now - 3_600_000, [
    [raisedOne, 'ACTIVE', 'VALID'],
  ]);
  const request = await insertRequest(db, {
    kind: 'INSURANCE_CANCEL',
    productType: null,
    targetId: raised,
    targetVersion: null,
    proposed: {
      fileName: 'insurer-cancellations-nov.csv',
      policies: 1,
      refundAmount:
        proRataRefundPaise(
          {
            premiumPaise: raisedOne.premium_paise,
            startDay: raisedOne.start_day,
            endDay: raisedOne.end_day,
            claimUsed: false,
          },
          istDayOf(now - 3_600_000),
        ) / 100,
    },
    previous: null,
    maker: { staffId: desk.id, email: desk.email },
    remarks: 'Customer asked the insurer to cancel',
    at: now - 3_600_000,
  });
  await db.updateTable('upload_jobs').set({ approval_id: request.id }).where('id', '=', raised).execute();
  await file('insurer-cancellations-draft.csv', 'CHECKED', now - 600_000, [[checkedOne, 'ACTIVE', 'VALID']]);
}
