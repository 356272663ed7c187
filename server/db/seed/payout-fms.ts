import type { Kysely } from 'kysely';
import { thresholdRemarks } from '../../../contract/payout-fms/rules.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { accountLabel } from '../../repositories/payout-fms.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { TREASURY_CHECKER, TREASURY_MAKER, treasuryStaff } from './investments.js';
import { grantToRoles } from './role-grants.js';

const HOUR = 3_600_000;

/**
 * Issue 45 item 4's demo (README): the treasury maker raises fund transfers, sets thresholds and raises channel
 * changes; the treasury checker decides them. The demo Maker and Checker hold the same keys so the approvals inbox
 * shows both kinds.
 */
const MAKER_KEYS = [
  'CAN_VIEW_FMS_ACCOUNTS',
  'CAN_RAISE_FMS_TRANSFER',
  'CAN_MANAGE_FMS_THRESHOLDS',
  'CAN_VIEW_PAYOUT_CONFIG',
  'CAN_RAISE_PAYOUT_CONFIG_CHANGE',
] as const;
const CHECKER_KEYS = [
  'CAN_VIEW_FMS_ACCOUNTS',
  'CAN_APPROVE_FMS_TRANSFER',
  'CAN_VIEW_PAYOUT_CONFIG',
  'CAN_APPROVE_PAYOUT_CONFIG_CHANGE',
] as const;
const GRANTS = [
  { role: 'Treasury Maker', permissions: MAKER_KEYS },
  { role: 'Treasury Checker', permissions: CHECKER_KEYS },
  { role: 'Maker', permissions: MAKER_KEYS },
  { role: 'Checker', permissions: CHECKER_KEYS },
] as const;

const TYPES: Record<string, string> = {
  'Nodal account': 'NODAL',
  'Escrow account': 'ESCROW',
  'Operating account': 'OPERATING',
  'Payout pool': 'PAYOUT',
};

const CHANNELS = [
  ['IMPS', 'ICICI Bank', 1, 500_000, 250_000_000, 1],
  ['NEFT', 'Yes Bank', 1, 2_500_000, 200_000_000, 1],
  ['RTGS', 'HDFC Bank', 200_000, 100_000_000, 500_000_000, 1],
  ['UPI', 'Cashfree', 1, 100_000, 10_000_000, 0],
] as const;

interface Entry {
  account: number;
  entry: 'DEBIT' | 'CREDIT';
  amount: number;
  counterparty: number | null;
  requestId: number | null;
  narration: string;
  at: number;
}

type Staff = { id: number; email: string };

async function request(
  db: Kysely<Database>,
  r: {
    kind: string;
    productType: string;
    targetId: number | null;
    targetVersion: number | null;
    proposed: Record<string, unknown>;
    previous: Record<string, unknown> | null;
    maker: { staffId: number; email: string };
    remarks: string;
    at: number;
    decided?: { status: 'APPROVED' | 'REJECTED'; checker: Staff; remarks: string };
  },
) {
  const row = await insertRequest(db, r);
  if (r.decided)
    await db
      .updateTable('approval_requests')
      .set({
        status: r.decided.status,
        checker_id: r.decided.checker.id,
        checker_email: r.decided.checker.email,
        checker_remarks: r.decided.remarks,
        decided_at: r.at + HOUR,
      })
      .where('id', '=', row.id)
      .execute();
  return row.id;
}

/**
 * Accounts typed (nodal, escrow, operating, payout) plus a UPI payout account below its threshold with its automatic
 * top-up pending; 30 days of ledger per account ending at today's balance; fund transfers pending, approved and
 * rejected (direct, reactive, threshold); the four payout channels with a change pending, one approved, one rejected.
 */
export const payoutFmsSeed: SeedModule = {
  name: 'payout-fms',
  async seed({ db, now, rng }) {
    await grantToRoles(db, GRANTS);
    for (const [name, type] of Object.entries(TYPES))
      await db.updateTable('internal_accounts').set({ account_type: type }).where('name', '=', name).execute();
    await insertInBatches(db, 'internal_accounts', [
      {
        name: 'UPI payout account',
        bank: 'Kotak Mahindra Bank',
        account_no: '771204456610',
        ifsc: 'KKBK0000958',
        balance: 350_000,
        account_type: 'PAYOUT',
      },
    ]);
    const accounts = await db.selectFrom('internal_accounts').selectAll().orderBy('id').execute();
    const byType = (t: string) => accounts.find((a) => a.account_type === t)!;
    const [nodal, escrow, pool] = [byType('NODAL'), byType('ESCROW'), byType('PAYOUT')];
    const upi = accounts.find((a) => a.name === 'UPI payout account')!;
    if (!nodal || !escrow || !pool) return;
    const { maker, checker } = await treasuryStaff(db);
    if (!maker || !checker) return;
    const makerP = { staffId: maker.id, email: maker.email };

    // Thresholds: the payout pool above its own, the UPI payout account below (its crossing's top-up pending).
    const thresholds = [
      { a: pool, threshold: 5_000_000, target: 12_000_000, low: 0 },
      { a: upi, threshold: 1_000_000, target: 2_500_000, low: 1 },
    ];
    for (const t of thresholds)
      await db
        .updateTable('internal_accounts')
        .set({
          threshold: t.threshold,
          topup_target: t.target,
          topup_source_id: nodal.id,
          low_alerted: t.low,
          threshold_updated_by: TREASURY_MAKER,
          threshold_updated_at: now - days(10),
        })
        .where('id', '=', t.a.id)
        .execute();

    const fms = (mode: string, from: typeof nodal, to: typeof nodal, amount: number) => ({
      mode,
      fromAccountId: from.id,
      toAccountId: to.id,
      fromAccount: accountLabel(from),
      toAccount: accountLabel(to),
      amount,
    });
    const transfer = (
      mode: string,
      from: typeof nodal,
      to: typeof nodal,
      amount: number,
      at: number,
      remarks: string,
      decided?: { status: 'APPROVED' | 'REJECTED'; remarks: string },
    ) =>
      request(db, {
        kind: 'FMS_TRANSFER',
        productType: mode,
        targetId: mode === 'DIRECT' ? null : to.id,
        targetVersion: null,
        proposed: fms(mode, from, to, amount),
        previous: null,
        maker: makerP,
        remarks,
        at,
        ...(decided ? { decided: { ...decided, checker } } : {}),
      });
    const approvedAt = now - days(3);
    const approved = await transfer(
      'DIRECT',
      escrow,
      pool,
      2_000_000,
      approvedAt,
      'Fund the payout pool for the weekend',
      {
        status: 'APPROVED',
        remarks: 'Escrow release confirmed',
      },
    );
    await transfer('REACTIVE', nodal, pool, 1_500_000, now - days(5), 'Pool ran low after the salary batch', {
      status: 'REJECTED',
      remarks: 'Covered by the escrow release',
    });
    await transfer('DIRECT', nodal, pool, 500_000, now - 4 * HOUR, 'Top up before the evening payout run');
    await request(db, {
      kind: 'FMS_TRANSFER',
      productType: 'THRESHOLD',
      targetId: upi.id,
      targetVersion: null,
      proposed: fms('THRESHOLD', nodal, upi, 2_150_000),
      previous: null,
      maker: makerP,
      remarks: thresholdRemarks(accountLabel(upi), 1_000_000),
      at: now - 2 * HOUR,
    });

    // 30 days of ledger per account: inflows, payout batches and transfers, ending at the balance each has now.
    const entries: Entry[] = [
      {
        account: escrow.id,
        entry: 'DEBIT',
        amount: 2_000_000,
        counterparty: pool.id,
        requestId: approved,
        narration: `FMS direct transfer #${approved}`,
        at: approvedAt + HOUR,
      },
      {
        account: pool.id,
        entry: 'CREDIT',
        amount: 2_000_000,
        counterparty: escrow.id,
        requestId: approved,
        narration: `FMS direct transfer #${approved}`,
        at: approvedAt + HOUR,
      },
    ];
    for (const a of accounts)
      for (let d = 30; d >= 1; d--) {
        const credit = rng.next() < 0.5;
        const amount = Math.round(50_000 + rng.next() * Number(a.balance) * 0.02);
        entries.push({
          account: a.id,
          entry: credit ? 'CREDIT' : 'DEBIT',
          amount,
          counterparty: null,
          requestId: null,
          narration: credit ? 'Collections settled in' : 'Payout batch',
          at: now - days(d) + 9 * HOUR,
        });
      }
    const rows = [];
    for (const a of accounts) {
      let balance = Number(a.balance);
      const mine = entries.filter((e) => e.account === a.id).sort((x, y) => y.at - x.at);
      for (const e of mine) {
        // Read backwards from today's balance: an inflow that would leave an earlier balance below zero was a payout.
        if (e.entry === 'CREDIT' && e.requestId === null && balance < e.amount) e.entry = 'DEBIT';
        rows.push({
          account_id: e.account,
          entry: e.entry,
          amount: e.amount,
          balance_after: balance,
          counterparty_id: e.counterparty,
          request_id: e.requestId,
          narration: e.narration,
          created_at: e.at,
        });
        balance += e.entry === 'CREDIT' ? -e.amount : e.amount;
      }
    }
    await insertInBatches(
      db,
      'fms_ledger',
      rows.sort((x, y) => x.created_at - y.created_at),
    );

    await insertInBatches(
      db,
      'payout_channels',
      CHANNELS.map(([channel, provider, min, max, daily, enabled]) => ({
        channel,
        provider,
        min_per_txn: min,
        max_per_txn: max,
        daily_limit: daily,
        enabled,
        updated_by: TREASURY_CHECKER,
        updated_at: now - days(20),
      })),
    );
    const channels = await db.selectFrom('payout_channels').selectAll().execute();
    const values = (c: (typeof channels)[number]) => ({
      channel: c.channel,
      provider: c.provider,
      minPerTxn: Number(c.min_per_txn),
      maxPerTxn: Number(c.max_per_txn),
      dailyLimit: Number(c.daily_limit),
      enabled: Number(c.enabled) === 1,
    });
    // An approved change is what the channel holds now (`patch` is what it had before); the others propose `patch`.
    const change = (
      channel: string,
      patch: Record<string, unknown>,
      at: number,
      remarks: string,
      decided?: { status: 'APPROVED' | 'REJECTED'; remarks: string },
    ) => {
      const c = channels.find((x) => x.channel === channel)!;
      const applied = decided?.status === 'APPROVED';
      return request(db, {
        kind: 'PAYOUT_CONFIG_CHANGE',
        productType: channel,
        targetId: c.id,
        targetVersion: Number(c.version),
        proposed: applied ? values(c) : { ...values(c), ...patch },
        previous: applied ? { ...values(c), ...patch } : values(c),
        maker: makerP,
        remarks,
        at,
        ...(decided ? { decided: { ...decided, checker } } : {}),
      });
    };
    await change('IMPS', { maxPerTxn: 200_000 }, now - days(25), 'Bank asked for a lower cap', {
      status: 'REJECTED',
      remarks: 'The bank withdrew the request',
    });
    await change('NEFT', { provider: 'Axis Bank' }, now - days(15), 'Move NEFT to the cheaper provider', {
      status: 'APPROVED',
      remarks: 'Contract signed',
    });
    await change('UPI', { enabled: true, maxPerTxn: 200_000 }, now - 6 * HOUR, 'UPI payouts live from Monday');
  },
};
