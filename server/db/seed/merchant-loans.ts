import { istMonthOf, istMonthStart } from '../../../contract/business-time.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { MERCHANT_ID_FROM, SEEDED_MERCHANTS } from './merchants.js';
import { DEMO_MERCHANT_INDEX } from './merchant-360.js';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Every state each list can show (the demo merchant shows them all; the others take turns). */
const CREDIT_LINE_STATES = ['ACTIVE', 'APPLIED', 'FROZEN', 'CLOSED', 'REJECTED'] as const;
const APPLICATION_OF: Record<string, [string, string]> = {
  ACTIVE: ['APPROVED', 'SANCTIONED'],
  APPLIED: ['UNDER_REVIEW', 'DOCUMENT_VERIFICATION'],
  FROZEN: ['APPROVED', 'SANCTIONED'],
  CLOSED: ['APPROVED', 'SANCTIONED'],
  REJECTED: ['REJECTED', 'CREDIT_CHECK'],
};
const ENTRY_STATES: Record<string, readonly string[]> = {
  TRANSACTION: ['SUCCESS', 'PENDING', 'FAILED'],
  REFUND: ['SUCCESS', 'PENDING', 'FAILED'],
  REPAYMENT: ['SUCCESS', 'PENDING', 'BOUNCED'],
  INTEREST: ['CHARGED', 'WAIVED'],
  PENALTY: ['CHARGED', 'WAIVED'],
};
const ENTRY_TEXT: Record<string, string> = {
  TRANSACTION: 'Purchase on credit line',
  REFUND: 'Refund to credit line',
  REPAYMENT: 'Repayment by NACH',
  INTEREST: 'Monthly interest',
  PENALTY: 'Late payment penalty',
};
const NACH_STATES = ['REFUND_PENDING', 'REFUNDED', 'ADJUSTED', 'FAILED'] as const;
const ACCOUNT_STATES = ['ACTIVE', 'FROZEN', 'CLOSED'] as const;
const WITHDRAWAL_STATES = ['SUCCESS', 'INITIATED', 'PROCESSING', 'FAILED', 'REVERSED'] as const;
const SEND_MONEY_STATES = ['SUCCESS', 'PENDING', 'FAILED', 'REFUNDED'] as const;
const MODES = ['IMPS', 'NEFT', 'UPI'] as const;
const REQUEST_TYPES = ['REPAIR', 'REPLACEMENT', 'PAPER_ROLL', 'TRAINING', 'DEACTIVATION'] as const;
const REQUEST_STATES = ['OPEN', 'ASSIGNED', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'CANCELLED'] as const;
const FAILURE = 'Beneficiary bank unavailable';

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

function creditLines(indexes: number[], now: number) {
  return indexes.map((i) => {
    const merchant_id = String(MERCHANT_ID_FROM + i);
    const status = i === DEMO_MERCHANT_INDEX ? 'ACTIVE' : pick(CREDIT_LINE_STATES, i / 5);
    const [application_status, application_stage] = APPLICATION_OF[status]!;
    const limit = 100_000 + (i % 4) * 50_000;
    const live = status === 'ACTIVE' || status === 'FROZEN';
    const applied = now - days(120 + (i % 60));
    return {
      merchant_id,
      credit_line_id: `CL${merchant_id}`,
      lender: i % 2 === 0 ? 'Kredit Finance Ltd' : 'Arth NBFC Pvt Ltd',
      status,
      sanctioned_limit: status === 'APPLIED' || status === 'REJECTED' ? 0 : limit,
      utilised: live ? round2(limit * 0.35) : 0,
      overdue: status === 'FROZEN' ? 4_250 : 0,
      interest_rate: 21,
      penalty_rate: 3,
      billing_day: 1,
      due_day: 5,
      application_id: `CLA${merchant_id}`,
      application_status,
      application_stage,
      requested_limit: limit,
      rejection_reason: status === 'REJECTED' ? 'Bureau score below the lender’s minimum.' : null,
      applied_at: applied,
      sanctioned_at: status === 'APPLIED' || status === 'REJECTED' ? null : applied + days(4),
      closed_at: status === 'CLOSED' ? applied + days(90) : null,
      updated_at: applied + days(4),
    };
  });
}

/** Entries of this month and the two before: every kind in every one of its states. */
function entries(merchant_id: string, now: number, many: boolean) {
  const rows = [];
  for (const back of [0, 1, 2]) {
    const start = istMonthStart(now, back);
    const end = back === 0 ? now : istMonthStart(now, back - 1);
    for (const [kind, states] of Object.entries(ENTRY_STATES)) {
      const count = many && back === 0 && kind === 'TRANSACTION' ? 23 : states.length;
      for (let j = 0; j < count; j++) {
        const created_at = Math.floor(start + ((end - start) * (j + 1)) / (count + 2));
        rows.push({
          merchant_id,
          entry_ref: `${kind.slice(0, 3)}${merchant_id}${back}${String(j).padStart(2, '0')}`,
          kind,
          month: istMonthOf(created_at),
          amount: kind === 'PENALTY' ? 500 : kind === 'INTEREST' ? round2(1_225.5 + back * 10) : 1_000 + j * 250,
          status: pick(states, j),
          description: ENTRY_TEXT[kind]!,
          created_at,
        });
      }
    }
  }
  return rows;
}

/**
 * The merchant 360's loans beside the summary (spec §7.4): a credit line per merchant with its monthly transactions,
 * refunds, repayments, interest and penalties; excess NACH debits of a loan; Bharat Swipe accounts and withdrawals;
 * send-money transactions; card-swipe service requests per store. Every fifth merchant and the demo merchant have
 * them (merchant 1000002 has none: the empty states); the demo merchant shows every state.
 */
export const merchantLoansSeed: SeedModule = {
  name: 'merchant-loans',
  async seed({ db, now }) {
    const idx = Array.from({ length: SEEDED_MERCHANTS }, (_, i) => i).filter(
      (i) => i % 5 === 0 || i === DEMO_MERCHANT_INDEX,
    );
    const id = (i: number) => String(MERCHANT_ID_FROM + i);
    const demo = (i: number) => i === DEMO_MERCHANT_INDEX;
    await insertInBatches(db, 'merchant_credit_lines', creditLines(idx, now));
    const live = await db
      .selectFrom('merchant_credit_lines')
      .select('merchant_id')
      .where('status', 'in', ['ACTIVE', 'FROZEN', 'CLOSED'])
      .execute();
    const demoId = id(DEMO_MERCHANT_INDEX);
    await insertInBatches(
      db,
      'merchant_credit_line_entries',
      live.flatMap((l) => entries(l.merchant_id, now, l.merchant_id === demoId)),
    );

    const loans = await db
      .selectFrom('merchant_loans')
      .select(['merchant_id', 'loan_id', 'emi', 'disbursed_at'])
      .where('disbursed_at', 'is not', null)
      .execute();
    const nach = loans
      .filter((l) => l.merchant_id === demoId || Number(l.merchant_id) % 2 === 0)
      .flatMap((l) =>
        NACH_STATES.slice(0, l.merchant_id === demoId ? 4 : 1).map((status, j) => {
          const excess = round2(Number(l.emi) * (0.1 + j * 0.05));
          // Monthly after disbursal, but never later than a few days before seeding (a refund follows in 2 days).
          const debited_at = Math.min(Number(l.disbursed_at) + days(30 * (j + 1)), now - days(12 - 2 * j));
          return {
            merchant_id: l.merchant_id,
            nach_ref: `NACH${l.loan_id}${j}`,
            loan_id: l.loan_id,
            emi_amount: Number(l.emi),
            debited_amount: round2(Number(l.emi) + excess),
            excess_amount: excess,
            status,
            utr: status === 'REFUNDED' ? `UTR${l.merchant_id}${j}` : null,
            debited_at,
            refunded_at: status === 'REFUNDED' ? debited_at + days(2) : null,
          };
        }),
      );
    await insertInBatches(db, 'merchant_excess_nach', nach);

    await insertInBatches(
      db,
      'merchant_bharatswipe_accounts',
      idx.flatMap((i) =>
        ACCOUNT_STATES.slice(0, demo(i) ? 3 : 1).map((status, j) => ({
          merchant_id: id(i),
          account_id: `BSA${id(i)}${j}`,
          store_id: String((j === 1 ? 6_000_001 : 5_000_001) + i),
          balance: status === 'CLOSED' ? 0 : 12_500 + j * 1_000 + i,
          hold_amount: status === 'FROZEN' ? 2_000 : 0,
          status,
          opened_at: now - days(300 - j * 30),
        })),
      ),
    );
    await insertInBatches(
      db,
      'merchant_bharatswipe_withdrawals',
      idx.flatMap((i) =>
        Array.from({ length: demo(i) ? 24 : 3 }, (_, j) => {
          const status = pick(WITHDRAWAL_STATES, j);
          return {
            merchant_id: id(i),
            withdrawal_id: `BSW${id(i)}${String(j).padStart(2, '0')}`,
            account_id: `BSA${id(i)}0`,
            amount: 2_000 + j * 500,
            charges: 10,
            status,
            utr: status === 'SUCCESS' || status === 'REVERSED' ? `UTRW${id(i)}${j}` : null,
            failure_reason: status === 'FAILED' ? FAILURE : null,
            created_at: now - days(j) - 3_600_000,
          };
        }),
      ),
    );
    await insertInBatches(
      db,
      'merchant_sendmoney_txns',
      idx.flatMap((i) =>
        Array.from({ length: demo(i) ? 22 : 2 }, (_, j) => {
          const status = pick(SEND_MONEY_STATES, j);
          return {
            merchant_id: id(i),
            txn_id: `SM${id(i)}${String(j).padStart(2, '0')}`,
            beneficiary_name: pick(['Ravi Traders', 'Meena Kumari', 'Sai Wholesale'], j),
            account_no: `50100${String(i).padStart(4, '0')}${String(j).padStart(3, '0')}`,
            ifsc: pick(['HDFC0000123', 'SBIN0001234', 'ICIC0000456'], j),
            mode: pick(MODES, j),
            amount: 1_500 + j * 750,
            charges: pick(MODES, j) === 'IMPS' ? 25 : 0,
            status,
            utr: status === 'SUCCESS' || status === 'REFUNDED' ? `UTRS${id(i)}${j}` : null,
            failure_reason: status === 'FAILED' ? FAILURE : null,
            created_at: now - days(j) - 7_200_000,
          };
        }),
      ),
    );

    const devices = await db
      .selectFrom('merchant_devices')
      .select(['merchant_id', 'device_serial', 'product'])
      .execute();
    const deviceOf = new Map(devices.map((d) => [d.merchant_id, d]));
    await insertInBatches(
      db,
      'merchant_service_requests',
      idx.flatMap((i) =>
        Array.from({ length: demo(i) ? 6 : 2 }, (_, j) => {
          const device = deviceOf.get(id(i));
          const status = pick(REQUEST_STATES, j);
          const created_at = now - days(3 * j + 1);
          return {
            merchant_id: id(i),
            request_id: `SR${id(i)}${j}`,
            store_id: String((j % 2 === 1 && i % 5 === 0 ? 6_000_001 : 5_000_001) + i),
            device_serial: device?.device_serial ?? null,
            product: device?.product ?? 'bharat',
            type: pick(REQUEST_TYPES, j),
            status,
            description: pick(['Card reader not responding', 'Screen cracked', 'Out of paper rolls'], j),
            resolution: ['RESOLVED', 'CLOSED'].includes(status) ? 'Engineer visited and fixed the device.' : null,
            created_at,
            updated_at: created_at + days(1),
          };
        }),
      ),
    );
  },
};
