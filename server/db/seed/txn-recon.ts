import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DAY_MS, istDayOf, istDayStart } from '../../../contract/business-time.js';
import { SETTLEMENT_KIND, type SettlementRow, type SettlementSource } from '../../../contract/recon/rules.js';
import type { Database } from '../database.js';
import { insertJob } from '../../repositories/merchant-uploads.js';
import { findRun } from '../../repositories/txn-recon-reads.js';
import { insertRun, reconcileFile } from '../../repositories/txn-recon.js';
import { days, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { RECON_E2E_REF, RECON_THEIRS_ONLY_REF } from './txn-recon-refs.js';

export { RECON_E2E_REF, RECON_THEIRS_ONLY_REF } from './txn-recon-refs.js';

/** The demo reconciler (demo-roles.ts). */
export const RECON_DEMO_USER = 'txn-recon@console.example';
/** Ops desks that see settlement: the Operations role reads the runs (issue 45 item 1 demo, README). */
const GRANTS: RoleGrants = [{ role: 'Operations', permissions: ['CAN_VIEW_RECON'] }];

type Line = SettlementRow & { line: number };
const HALF_DAY = 43_200_000;

/** A day's (IST) merchant transactions in this status that have an RRN, in id order. */
export const txnsOf = (db: Kysely<Database>, day: string, status: string) =>
  db
    .selectFrom('merchant_transactions')
    .select(['id', 'rrn', 'amount', 'created_at'])
    .where('status', '=', status)
    .where('rrn', 'is not', null)
    .where('created_at', '>=', istDayStart(day))
    .where('created_at', '<', istDayStart(day) + DAY_MS)
    .orderBy('id')
    .execute();

const lineOf = (t: { rrn: string | null; amount: number }, i: number, day: string, paiseOff = 0): Line => {
  const paise = Math.round(Number(t.amount) * 100) + paiseOff;
  return { ref: t.rrn!.toUpperCase(), amount: paise / 100, paise, status: 'SUCCESS', day, line: i + 2 };
};

/** Writes one run as an upload would: its upload job (the Bulk Process monitor's row), the run and its rows. */
async function seedRun(
  db: Kysely<Database>,
  r: { source: SettlementSource; fileName: string; lines: Line[]; day: string; at: number; staff: { id: number } },
) {
  const csv = r.lines.map((l) => `${l.ref},${l.amount},${l.status},${l.day}`).join('\n');
  const sha256 = createHash('sha256').update(`${r.source}\n${csv}`).digest('hex');
  const jobId = await insertJob(db, {
    kind: SETTLEMENT_KIND[r.source],
    status: 'DONE',
    fileName: r.fileName,
    sha256,
    size: csv.length,
    rows: r.lines.length,
    staff: { staffId: r.staff.id, email: RECON_DEMO_USER },
    at: r.at,
  });
  const runId = (await insertRun(db, {
    source: r.source,
    fileName: r.fileName,
    sha256,
    jobId,
    lines: r.lines.length,
    from: r.day,
    to: r.day,
    by: RECON_DEMO_USER,
    at: r.at,
  }))!;
  await reconcileFile(db, runId, r.lines, { from: r.day, to: r.day });
  return (await findRun(db, runId))!.id;
}

/**
 * Merchant-transaction reconciliation demo (issue 45 item 1) over the seeded merchant transactions, a run in every
 * state: a bank statement of a recent day that matches every line (CLEAN), the acquirer's file of the same day with
 * an amount and a status mismatch, a line we do not know and two transactions it misses (OPEN, one row reviewed), and
 * the acquirer's file of an older day with an amount mismatch, every row reviewed (REVIEWED).
 */
export const txnReconSeed: SeedModule = {
  name: 'txn-recon',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    const staff = await db.selectFrom('staff').select('id').where('email', '=', RECON_DEMO_USER).executeTakeFirst();
    if (!staff) return;
    // Seeded transactions fall every fourth day back (merchant-360.ts): two such days.
    const d2 = istDayOf(now - days(4) - HALF_DAY);
    const d3 = istDayOf(now - days(8) - HALF_DAY);
    const e2e = await db
      .selectFrom('merchant_transactions')
      .select('id')
      .where('status', '=', 'SUCCESS')
      .where('created_at', '<', now - days(10))
      .orderBy('id')
      .executeTakeFirst();
    if (e2e)
      await db.updateTable('merchant_transactions').set({ rrn: RECON_E2E_REF }).where('id', '=', e2e.id).execute();

    const ok2 = await txnsOf(db, d2, 'SUCCESS');
    const failed2 = await txnsOf(db, d2, 'FAILED');
    await seedRun(db, {
      source: 'BANK',
      fileName: `bank-statement-${d2}.csv`,
      lines: ok2.map((t, i) => lineOf(t, i, d2)),
      day: d2,
      at: now - days(3) - 3 * 3_600_000,
      staff,
    });

    const kept = ok2.slice(0, Math.max(ok2.length - 2, 0));
    const acquirerLines = kept.map((t, i) => lineOf(t, i, d2, i === 0 ? 1000 : 0));
    if (failed2[0]) acquirerLines.push({ ...lineOf(failed2[0], acquirerLines.length, d2) });
    acquirerLines.push({
      ref: RECON_THEIRS_ONLY_REF,
      amount: 1500,
      paise: 150_000,
      status: 'SUCCESS',
      day: d2,
      line: acquirerLines.length + 2,
    });
    const open = await seedRun(db, {
      source: 'ACQUIRER',
      fileName: `acquirer-settlement-${d2}.csv`,
      lines: acquirerLines,
      day: d2,
      at: now - days(3) - 2 * 3_600_000,
      staff,
    });
    const firstOpen = await db
      .selectFrom('txn_recon_items')
      .select('id')
      .where('run_id', '=', open)
      .where('grp', '=', 'BOOKS_ONLY')
      .orderBy('id')
      .executeTakeFirst();
    if (firstOpen)
      await db
        .updateTable('txn_recon_items')
        .set({
          review_status: 'REVIEWED',
          review_remarks: 'Settles in the next cycle: acquirer confirmed by mail.',
          reviewed_by: RECON_DEMO_USER,
          reviewed_at: now - days(2),
        })
        .where('id', '=', firstOpen.id)
        .execute();

    const ok3 = await txnsOf(db, d3, 'SUCCESS');
    const reviewed = await seedRun(db, {
      source: 'ACQUIRER',
      fileName: `acquirer-settlement-${d3}.csv`,
      lines: ok3.map((t, i) => lineOf(t, i, d3, i === 1 ? -500 : 0)),
      day: d3,
      at: now - days(7) - 3_600_000,
      staff,
    });
    await db
      .updateTable('txn_recon_items')
      .set({
        review_status: 'REVIEWED',
        review_remarks: 'Short settled by the acquirer: claim raised.',
        reviewed_by: RECON_DEMO_USER,
        reviewed_at: now - days(6),
      })
      .where('run_id', '=', reviewed)
      .where('review_status', '=', 'OPEN')
      .execute();
  },
};
