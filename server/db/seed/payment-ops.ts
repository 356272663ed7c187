import type { Kysely } from 'kysely';
import { nextAttemptAt, PUSH_RULES } from '../../../contract/payment-ops/calls.js';
import type { Database } from '../database.js';
import { merchantAnswer } from '../../repositories/txn-push.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { MERCHANT_ID_FROM, SEEDED_MERCHANTS } from './merchants.js';
import { DEMO_MERCHANT_INDEX } from './merchant-360.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';

/**
 * Issue 45 item 5's demo (README): Operations reads and decides merchants' withdrawal requests and pushes
 * transaction statuses; the Support Agent reads the push log; the payout status keys (spec §6) already open /cashfree.
 */
const GRANTS: RoleGrants = [
  {
    role: 'Operations',
    permissions: [
      'CAN_VIEW_MERCHANT_WITHDRAWALS',
      'CAN_DECIDE_MERCHANT_WITHDRAWALS',
      'CAN_VIEW_TXN_PUSH',
      'CAN_PUSH_TXN_STATUS',
    ],
  },
  { role: 'Support Agent', permissions: ['CAN_VIEW_TXN_PUSH', 'CAN_VIEW_MERCHANT_WITHDRAWALS'] },
];

const HOUR = 3_600_000;
const id = (i: number) => String(MERCHANT_ID_FROM + i);
/** The merchants with Bharat Swipe accounts (merchant-loans seed): every fifth and the demo merchant. */
const ACCOUNT_MERCHANTS = Array.from({ length: SEEDED_MERCHANTS }, (_, i) => i).filter(
  (i) => i % 5 === 0 || i === DEMO_MERCHANT_INDEX,
);
const STATES = ['PENDING', 'PENDING', 'ON_HOLD', 'APPROVED', 'REJECTED'] as const;
const NOTES = ['Working capital', 'Stock purchase', 'Rent payment', null] as const;

/**
 * Withdrawal requests: one to three per merchant with an account, every state; the demo merchant's first (WR…01) is
 * pending and covered by its balance, its second asks more than the balance (the 409), its third is on the FROZEN
 * account (refused: not active).
 */
function withdrawalRequests(now: number) {
  return ACCOUNT_MERCHANTS.flatMap((i, n) => {
    const demo = i === DEMO_MERCHANT_INDEX;
    const count = demo ? 3 : 1 + (n % 3);
    return Array.from({ length: count }, (_, j) => {
      const status = demo ? 'PENDING' : STATES[(n + j) % STATES.length]!;
      const amount = demo ? [2_500, 50_000, 1_000][j]! : 1_000 + ((n * 7 + j * 3) % 20) * 250;
      const requestedAt = now - HOUR * (2 + n * 3 + j);
      const decided = status !== 'PENDING';
      return {
        request_id: `WR${id(i)}${String(j + 1).padStart(2, '0')}`,
        merchant_id: id(i),
        account_id: `BSA${id(i)}${demo && j === 2 ? 1 : 0}`,
        amount,
        charges: 10,
        status,
        merchant_note: NOTES[(n + j) % NOTES.length]!,
        requested_at: requestedAt,
        decided_by: decided ? 'ops@console.example' : null,
        decided_at: decided ? requestedAt + HOUR : null,
        remarks: decided
          ? { ON_HOLD: 'Awaiting bank statement', APPROVED: 'Balance verified', REJECTED: 'Account under review' }[
              status as 'ON_HOLD'
            ]
          : null,
        // An approved one debited the account to its balance now (merchant-loans seed: 12,500 + the merchant's index)
        // and is the merchant's first Bharat Swipe withdrawal there.
        balance_after: status === 'APPROVED' ? 12_500 + i : null,
        withdrawal_id: status === 'APPROVED' ? `BSW${id(i)}00` : null,
      };
    });
  });
}

const BEHAVIOURS = ['OK', 'ERROR', 'TIMEOUT', 'FLAKY'] as const;
/** Pure: how a seeded merchant's callback answers (null: every tenth merchant has no callback URL). */
export const callbackBehaviourOf = (i: number): (typeof BEHAVIOURS)[number] | null =>
  i % 10 === 9 ? null : BEHAVIOURS[i % BEHAVIOURS.length]!;

/** Seeded pushes, every state: delivered (OK), failed after the last attempt (ERROR), in flight with a retry due. */
async function seedPushes(db: Kysely<Database>, now: number) {
  const pick = async (behaviourIndex: number, skip: number) => {
    const merchant = id(behaviourIndex + 4 * skip);
    return db
      .selectFrom('merchant_transactions')
      .select(['txn_id', 'merchant_id', 'status'])
      .where('merchant_id', '=', merchant)
      .where('status', '=', 'SUCCESS')
      .orderBy('txn_id', 'desc')
      .executeTakeFirst();
  };
  const plans = [
    { behaviour: 'OK', txn: await pick(0, 1), attempts: 1, state: 'DELIVERED' },
    { behaviour: 'ERROR', txn: await pick(1, 1), attempts: PUSH_RULES.maxAttempts, state: 'FAILED' },
    { behaviour: 'TIMEOUT', txn: await pick(2, 1), attempts: 2, state: 'IN_FLIGHT' },
  ] as const;
  for (const [k, p] of plans.entries()) {
    if (!p.txn) continue;
    const startedAt = now - days(1) - k * HOUR;
    let at = startedAt;
    const log = Array.from({ length: p.attempts }, (_, a) => {
      const answer = merchantAnswer(p.behaviour, a + 1);
      const row = { attempt: a + 1, attempted_at: at, answer };
      at = nextAttemptAt(a + 1, at) ?? at;
      return row;
    });
    const last = log[log.length - 1]!;
    const inFlight = p.state === 'IN_FLIGHT';
    const push = await db
      .insertInto('txn_status_pushes')
      .values({
        txn_id: p.txn.txn_id,
        merchant_id: p.txn.merchant_id,
        txn_status: p.txn.status,
        callback_url: `https://merchant${p.txn.merchant_id}.example/payments/callback`,
        status: p.state,
        in_flight_txn: inFlight ? p.txn.txn_id : null,
        attempts: p.attempts,
        // The in-flight push's next attempt is due at the seeding moment: the server makes it once it runs.
        next_attempt_at: inFlight ? now : null,
        started_by: 'ops@console.example',
        started_at: startedAt,
        finished_at: inFlight ? null : last.attempted_at + last.answer.ms,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertInBatches(
      db,
      'txn_push_attempts',
      log.map((l) => ({
        push_id: Number(push.id),
        attempt: l.attempt,
        attempted_at: l.attempted_at,
        http_status: l.answer.httpStatus,
        outcome: l.answer.outcome,
        response_excerpt: l.answer.excerpt,
        duration_ms: l.answer.ms,
      })),
    );
  }
}

/**
 * Pure: the simulated Cashfree's status for one of our payouts (every third payout is known to it): a stuck one
 * SUCCESS, FAILED or still PENDING there; a settled one mostly the same, now and then REVERSED or SUCCESS (a
 * difference that is not ours to sync).
 */
export function providerStatusOf(p: { id: number; status: string; txn_status: string }): string | null {
  if (p.id % 3 !== 0 || !['APPROVED', 'SUCCESS', 'FAILED'].includes(p.status)) return null;
  if (p.status === 'APPROVED') return (['SUCCESS', 'FAILED', 'PENDING'] as const)[(p.id / 3) % 3]!;
  if (p.id % 27 === 0) return p.txn_status === 'SUCCESS' ? 'REVERSED' : 'SUCCESS';
  return p.txn_status;
}

async function seedProvider(db: Kysely<Database>, now: number) {
  const payouts = await db
    .selectFrom('payouts')
    .select(['id', 'status', 'txn_status', 'transaction_id', 'amount', 'updated_at'])
    .execute();
  const rows = payouts.flatMap((p) => {
    const status = providerStatusOf({ id: Number(p.id), status: p.status, txn_status: p.txn_status });
    if (status === null) return [];
    return [
      {
        transfer_id: p.transaction_id,
        provider_status: status,
        amount: p.amount,
        utr: status === 'SUCCESS' || status === 'REVERSED' ? `CF${p.transaction_id.slice(3)}` : null,
        provider_message: {
          SUCCESS: 'Transfer completed',
          FAILED: 'Beneficiary account closed',
          PENDING: 'Transfer pending at the beneficiary bank',
          REVERSED: 'Transfer reversed by the beneficiary bank',
        }[status]!,
        updated_at: Math.min(now, Number(p.updated_at) + HOUR),
      },
    ];
  });
  await insertInBatches(db, 'cashfree_payouts', rows);
}

/** Withdrawal requests, merchants' callbacks with their pushes, and the simulated Cashfree (issue 45 item 5). */
export const paymentOpsSeed: SeedModule = {
  name: 'payment-ops',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await insertInBatches(db, 'merchant_withdrawal_requests', withdrawalRequests(now));
    await insertInBatches(
      db,
      'merchant_callback_endpoints',
      Array.from({ length: SEEDED_MERCHANTS }, (_, i) => i).flatMap((i) => {
        const behaviour = callbackBehaviourOf(i);
        return behaviour === null
          ? []
          : [{ merchant_id: id(i), callback_url: `https://merchant${id(i)}.example/payments/callback`, behaviour }];
      }),
    );
    await seedPushes(db, now);
    await seedProvider(db, now);
  },
};
