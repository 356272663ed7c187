import { istDayOf, istDayStart, istYesterday } from '../../../contract/payouts/index.js';
import { insertInBatches, type SeedModule } from './context.js';

const HOUR = 3_600_000;

/**
 * The demo payouts of yesterday's reconciliation, one per kind of row a reconciliation shows: each takes an already
 * seeded payout (the oldest sent ones, so the payout count stays as it was) and moves it to yesterday (IST) with
 * this state; `line` is the bank's statement line for it, if any. UTRs are fixed so tests and demos can name them.
 */
export const RECON_DEMO = [
  { utr: 'RCNMATCH00001', amount: 12_345.67, status: 'SUCCESS', line: { amount: 12_345.67, status: 'SUCCESS' } },
  { utr: 'RCNAMOUNT0001', amount: 2_500, status: 'SUCCESS', line: { amount: 2_050, status: 'SUCCESS' } },
  { utr: 'RCNSTUCK00001', amount: 4_200, status: 'APPROVED', line: { amount: 4_200, status: 'SUCCESS' } },
  { utr: 'RCNREVERSED01', amount: 3_100, status: 'SUCCESS', line: { amount: 3_100, status: 'REVERSED' } },
  { utr: 'RCNPENDING001', amount: 1_800, status: 'APPROVED', line: null },
  { utr: '', amount: 950, status: 'SUCCESS', line: null },
] as const;

/** A statement line no payout of ours names. */
export const RECON_BANK_ONLY = { utr: 'RCNBANKONLY01', amount: 1_500, status: 'SUCCESS' } as const;

/**
 * Payout reconciliation (/payment-recon): the bank's statement lines the server holds (one for every payout that
 * reached SUCCESS or FAILED since yesterday began, as the bank's feed would have it) and yesterday's demo payouts,
 * so a reconciliation of yesterday against the held lines has a row in every group.
 */
export const payoutReconSeed: SeedModule = {
  name: 'payout-recon',
  async seed({ db, now }) {
    const yesterday = istYesterday(now);
    const start = istDayStart(yesterday);
    const demo = await db
      .selectFrom('payouts')
      .select('id')
      .where('status', 'in', ['SUCCESS', 'FAILED'])
      .orderBy('id', 'desc')
      .limit(RECON_DEMO.length)
      .execute();
    for (const [i, p] of demo.entries()) {
      const d = RECON_DEMO[i]!;
      const created = start + 10 * HOUR + i * 600_000;
      await db
        .updateTable('payouts')
        .set({
          transaction_id: d.utr,
          amount: d.amount,
          status: d.status,
          txn_status: d.status === 'APPROVED' ? 'PENDING' : d.status,
          agent_remarks: 'Reconciliation demo',
          created_at: created,
          updated_at: created + HOUR,
        })
        .where('id', '=', p.id)
        .execute();
    }
    const demoIds = demo.map((p) => p.id);
    const sent = await db
      .selectFrom('payouts')
      .select(['transaction_id', 'amount', 'txn_status', 'created_at'])
      .where('status', 'in', ['SUCCESS', 'FAILED'])
      .where('created_at', '>=', start)
      .where('id', 'not in', demoIds.length ? demoIds : [0])
      .orderBy('id')
      .execute();
    const receivedAt = Math.min(now, start + 20 * HOUR);
    const lines = [
      ...sent.map((p) => ({
        utr: p.transaction_id,
        amount: Number(p.amount),
        status: p.txn_status,
        value_day: istDayOf(Number(p.created_at)),
      })),
      ...RECON_DEMO.flatMap((d) => (d.line ? [{ utr: d.utr, ...d.line, value_day: yesterday }] : [])),
      { ...RECON_BANK_ONLY, value_day: yesterday },
    ];
    // Random UTRs could repeat; the feed holds one line per UTR.
    const unique = [...new Map(lines.map((l) => [l.utr, l])).values()];
    await insertInBatches(
      db,
      'payout_bank_lines',
      unique.map((l) => ({ ...l, run_id: null, received_at: receivedAt })),
    );
  },
};
