import type { Kysely } from 'kysely';
import type { DisputeProduct } from '../../../contract/disputes/rules.js';
import { ACCEPT_REASON, REJECT_REASONS } from '../../../contract/disputes/reasons.js';
import { categoriesOf } from '../../repositories/dispute-categories.js';
import { insertDispute } from '../../repositories/disputes.js';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedContext, type SeedModule } from './context.js';
import { proofPdf, proofPng } from './dispute-proof-files.js';
import { growDisputes } from './disputes-grow.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';

/** Merchants with chargeback transactions; the first is the README's demo merchant. */
export const DISPUTE_MERCHANTS = [
  '4000000001',
  '4000000002',
  '4000000003',
  '4000000004',
  '4000000005',
  '4000000006',
] as const;
const ACQUIRERS = ['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'Yes Bank'] as const;
const STATES = [
  ['Karnataka', 'Bengaluru'],
  ['Maharashtra', 'Mumbai'],
  ['Tamil Nadu', 'Chennai'],
  ['Delhi', 'New Delhi'],
] as const;

export function transactionRow(
  { rng, now }: Pick<SeedContext, 'rng' | 'now'>,
  product: DisputeProduct,
  i: number,
  count: number,
) {
  const merchant = DISPUTE_MERCHANTS[i % DISPUTE_MERCHANTS.length]!;
  const total = rng.int(100, 150_000) + rng.int(0, 99) / 100;
  const reward = rng.bool(0.2) ? rng.int(1, 50) : 0;
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const swipe = product === 'SWIPE';
  return {
    source_product: product,
    merchant_id: merchant,
    merchant_store_id: `${merchant.slice(-3)}${rng.digits(3)}`,
    payment_transaction_id: `${swipe ? 'SW' : 'QR'}${rng.digits(14)}`,
    bank_reference_no: `${rng.digits(12)}`,
    payment_gateway: swipe ? rng.pick(['PINELABS', 'MOSAMBEE']) : rng.pick(['NPCI', 'PAYU']),
    txn_sub_type: swipe ? rng.pick(['CARD_SALE', 'CARD_EMI']) : rng.pick(['UPI_COLLECT', 'UPI_PAY']),
    payer_vpa: swipe ? null : `${first.toLowerCase()}${rng.digits(3)}@okaxis`,
    acquirer_name: rng.pick(ACQUIRERS),
    payer_instrument: swipe ? rng.pick(['VISA', 'MASTERCARD', 'RUPAY']) : 'UPI',
    payee_identifier: swipe ? `TID${rng.digits(8)}` : `merchant${merchant}@bharatpe`,
    last_digits: swipe ? rng.digits(4) : null,
    total_amount: total,
    amount: Math.max(1, total - reward),
    reward_amount: reward,
    payer_name: `${first} ${last}`,
    payer_mobile: `91${rng.pick(['9', '8', '7'])}${rng.digits(9)}`,
    // Spread over the last 300 days, so the 270-day rule has data on both sides of it.
    payment_timestamp: now - days(Math.floor((i * 300) / count)) - rng.int(60_000, 80_000_000),
  };
}

/** The two seeded dispute analysts (by email), who raise and review each other's seeded disputes. */
export function disputeAnalysts(db: Kysely<Database>) {
  return db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', 'in', ['disputes@console.example', 'disputes2@console.example'])
    .orderBy('email')
    .execute();
}

/** Swipe and QR transactions for several merchants over 300 days; disputes in every state with real proofs. */
export const disputesSeed: SeedModule = {
  name: 'disputes',
  grow: growDisputes,
  async seed(ctx) {
    const { db, rng, now } = ctx;
    for (const product of ['SWIPE', 'QR'] as const) {
      const count = product === 'SWIPE' ? 360 : 240;
      const rows = Array.from({ length: count }, (_, i) => transactionRow(ctx, product, i, count));
      await insertInBatches(db, 'chargeback_transactions', rows);
    }
    const analysts = await disputeAnalysts(db);
    if (analysts.length < 2) return;
    const invoice = await proofPdf('Tax Invoice', [
      'Merchant: Demo Store',
      'Amount: INR 1,250.00',
      'Customer: Aarav Sharma',
      'Date: 01/01/2026',
    ]);
    const declaration = await proofPdf('Customer Declaration', [
      'I confirm the transaction below was made by me.',
      'Signed: Customer',
    ]);
    const receipt = proofPng();
    // The newest transactions get disputes: every state, raised by either analyst (so each can review the other's).
    const txns = await db
      .selectFrom('chargeback_transactions')
      .selectAll()
      .orderBy('payment_timestamp', 'desc')
      .limit(48)
      .execute();
    let k = 0;
    for (const txn of txns) {
      if (k % 4 === 3) {
        k++;
        continue; // some recent transactions stay undisputed
      }
      const status = (['INIT', 'Processing', 'Resolved'] as const)[k % 3]!;
      const raiser = analysts[k % 2]!;
      const reviewer = analysts[(k + 1) % 2]!;
      const created = Math.min(now - 60_000, Number(txn.payment_timestamp) + days(1));
      const [state, city] = rng.pick(STATES);
      const accepted = status === 'Resolved' && k % 2 === 0;
      const category = rng.pick(
        categoriesOf(txn.source_product as DisputeProduct).filter((c) => c !== 'others' && c !== 'bank'),
      );
      const raise = {
        disputeCategory: category,
        acknowledgementNo: `ACK${rng.digits(8)}`,
        subjectOfComplaint: 'Customer disputes the charge with the issuing bank',
        state,
        city,
        disputeAmount: Math.min(Number(txn.total_amount), rng.int(100, 5000)),
        freshdeskTicketId: rng.bool(0.5) ? `FD${rng.digits(6)}` : null,
      };
      const dispute = {
        id: await insertDispute(db, txn, raise, raiser, created, {
          status,
          outcome: status === 'Resolved' ? (accepted ? 'ACCEPTED' : 'REJECTED') : null,
          dispute_reason: status === 'INIT' ? null : 'Chargeback received from issuer',
          reviewed_by: status === 'Resolved' ? reviewer.id : null,
          reviewed_by_email: status === 'Resolved' ? reviewer.email : null,
          accept_reason: accepted ? ACCEPT_REASON : null,
          reject_reasons_json:
            status === 'Resolved' && !accepted ? JSON.stringify([REJECT_REASONS[1], REJECT_REASONS[5]]) : null,
          agent_rejection_notes: status === 'Resolved' && !accepted ? 'Invoice does not match the transaction' : null,
          updated_at: status === 'INIT' ? created : Math.min(now - 1000, created + 3_600_000),
        }),
      };
      const png = k % 5 === 1;
      await db
        .insertInto('dispute_proofs')
        .values({
          dispute_id: dispute.id,
          proof_type: png ? 'OTHER' : k % 2 ? 'CUSTOMER_DECLARATION' : 'INVOICE',
          file_name: png ? 'receipt.png' : k % 2 ? 'declaration.pdf' : 'invoice.pdf',
          media_type: png ? 'image/png' : 'application/pdf',
          size_bytes: (png ? receipt : k % 2 ? declaration : invoice).length,
          content: png ? receipt : k % 2 ? declaration : invoice,
          created_at: created,
        })
        .execute();
      k++;
    }
  },
};
