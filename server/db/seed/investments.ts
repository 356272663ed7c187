import { FIRST_NAMES, LAST_NAMES } from './names.js';
import { days, insertInBatches, type SeedModule } from './context.js';

const HOUR = 3_600_000;
export const TREASURY_MAKER = 'treasury-maker@console.example';
export const TREASURY_CHECKER = 'treasury-checker@console.example';
/** A pending payout above the IMPS guardrail's per-transaction cap, and stuck payouts with known UTRs (README). */
export const BIG_PAYOUT_AMOUNT = 750_000;
export const STUCK_UTRS = ['UTRSTUCK0001', 'UTRSTUCK0002'] as const;

const caps = (name: string, max: number, count: number, daily: number, status = 'ACTIVE') => ({
  name,
  max_amount: max,
  daily_max_count: count,
  daily_max_amount: daily,
  status,
});

const CLIENTS = [
  { client: 'LENDBOX', product: 'P2P' },
  { client: 'LIQUILOANS', product: 'P2P' },
  { client: 'SHRIRAM_FD', product: 'FD' },
  { client: 'BAJAJ_FD', product: 'FD' },
  { client: 'BP_DEPOSIT', product: 'BP_ACCOUNT' },
] as const;
const FUNDS = ['Axis Liquid Fund - Growth', 'HDFC Overnight Fund - Growth', 'SBI Savings Fund - Growth'];

/**
 * Investments and payout operations: guardrails active and inactive, 40 investment accounts (merchant ids
 * 7000000001…, account numbers INV00000001…) with holdings and transactions, some awaiting an action; the company's
 * four own accounts and transfers between them; a pending deposit-guardrail change; a payout above the IMPS cap and
 * two stuck payouts (approved, transfer still PENDING) with known UTRs.
 */
export const investmentsSeed: SeedModule = {
  name: 'investments',
  async seed({ db, rng, now }) {
    const at = { updated_by: 'seed@console.example', updated_at: now - days(10) };
    await insertInBatches(db, 'deposit_guardrails', [
      { product: 'P2P', ...caps('P2P deposits', 100_000, 5, 200_000), ...at },
      { product: 'FD', ...caps('Fixed deposits', 500_000, 3, 1_000_000), ...at },
      { product: 'BP_ACCOUNT', ...caps('BP account deposits', 50_000, 10, 100_000, 'INACTIVE'), ...at },
    ]);
    await insertInBatches(db, 'payout_guardrails', [
      { channel: 'IMPS', ...caps('IMPS payouts', 500_000, 10_000, 5_000_000_000), ...at },
      { channel: 'NEFT', ...caps('NEFT transfers', 2_500_000, 200, 50_000_000), ...at },
      { channel: 'RTGS', ...caps('RTGS transfers', 100_000_000, 50, 500_000_000), ...at },
      { channel: 'UPI', ...caps('UPI payouts', 100_000, 1000, 5_000_000, 'INACTIVE'), ...at },
    ]);

    const accounts = Array.from({ length: 40 }, (_, i) => {
      const { client, product } = CLIENTS[i % CLIENTS.length]!;
      const created = now - days(rng.int(30, 400));
      return {
        account_no: `INV${String(i + 1).padStart(8, '0')}`,
        client_code: client,
        product,
        holder_name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
        mobile: `9${rng.digits(9)}`,
        merchant_id: `70000000${String(i + 1).padStart(2, '0')}`,
        status: i % 13 === 12 ? 'FROZEN' : 'ACTIVE',
        balance: rng.int(5_000, 400_000),
        hold_amount: 0,
        invest_limit: rng.pick([100_000, 250_000, 500_000]),
        created_at: created,
        updated_at: created,
      };
    });
    await insertInBatches(db, 'investment_accounts', accounts);
    const ids = await db.selectFrom('investment_accounts').select(['id', 'product', 'balance']).orderBy('id').execute();

    const holdings = ids.flatMap((a, i) => {
      const rows = [
        {
          account_id: a.id,
          instrument: a.product === 'FD' ? 'FD 12 months' : a.product === 'P2P' ? 'P2P flexi pool' : 'Savings deposit',
          kind: a.product,
          units: 1,
          invested: Number(a.balance),
          current_value: Math.round(Number(a.balance) * 1.04),
          updated_at: now - days(1),
        },
      ];
      if (i % 3 === 0) {
        const invested = rng.int(10_000, 200_000);
        rows.push({
          account_id: a.id,
          instrument: rng.pick(FUNDS),
          kind: 'MUTUAL_FUND',
          units: Math.round((invested / rng.int(20, 60)) * 10_000) / 10_000,
          invested,
          current_value: Math.round(invested * (0.95 + rng.int(0, 20) / 100)),
          updated_at: now - days(1),
        });
      }
      return rows;
    });
    await insertInBatches(db, 'investment_holdings', holdings);

    const txns = ids.flatMap((a, i) =>
      Array.from({ length: 5 }, (_, k) => {
        const created = now - days(k * 7 + 2) - rng.int(0, 20) * HOUR;
        // The first transaction of every fifth account awaits an action; two more sit on hold.
        const status = k === 0 && i % 5 === 0 ? 'ACTION_REQUIRED' : k === 0 && i % 17 === 3 ? 'ON_HOLD' : 'SUCCESS';
        return {
          account_id: a.id,
          product: a.product,
          txn_type: k === 0 ? 'WITHDRAWAL' : rng.pick(['DEPOSIT', 'INTEREST', 'ADD_MONEY']),
          amount: rng.int(500, 5_000),
          status,
          reference: `ITX${rng.digits(10)}`,
          remarks: status === 'ACTION_REQUIRED' ? 'Withdrawal flagged by risk for review' : null,
          created_at: created,
          updated_at: created,
        };
      }),
    );
    await insertInBatches(db, 'investment_transactions', txns);
    for (const held of await db
      .selectFrom('investment_transactions')
      .select(['account_id', 'amount'])
      .where('status', '=', 'ON_HOLD')
      .execute())
      await db
        .updateTable('investment_accounts')
        .set((eb) => ({ hold_amount: eb('hold_amount', '+', Number(held.amount)) }))
        .where('id', '=', held.account_id)
        .execute();

    await insertInBatches(db, 'internal_accounts', [
      {
        name: 'Nodal account',
        bank: 'ICICI Bank',
        account_no: '000405112233',
        ifsc: 'ICIC0000004',
        balance: 250_000_000,
      },
      {
        name: 'Escrow account',
        bank: 'HDFC Bank',
        account_no: '50200012345678',
        ifsc: 'HDFC0000240',
        balance: 90_000_000,
      },
      {
        name: 'Operating account',
        bank: 'Axis Bank',
        account_no: '917020045566778',
        ifsc: 'UTIB0000553',
        balance: 40_000_000,
      },
      {
        name: 'Payout pool',
        bank: 'Yes Bank',
        account_no: '001263400009876',
        ifsc: 'YESB0000012',
        balance: 15_000_000,
      },
    ]);
    await seedRequests(db, now);
    await seedPayoutCases(db, now);
  },
};

/** The demo treasury maker and checker (id and e-mail), each undefined when not seeded; the Payout FMS seed uses them too. */
export async function treasuryStaff(db: Parameters<SeedModule['seed']>[0]['db']) {
  const staff = await db
    .selectFrom('staff')
    .select(['id', 'email'])
    .where('email', 'in', [TREASURY_MAKER, TREASURY_CHECKER])
    .execute();
  return {
    maker: staff.find((s) => s.email === TREASURY_MAKER),
    checker: staff.find((s) => s.email === TREASURY_CHECKER),
  };
}

/** Past transfers (approved, rejected, one pending) and one pending deposit-guardrail change, raised by the maker. */
async function seedRequests(db: Parameters<SeedModule['seed']>[0]['db'], now: number) {
  const { maker, checker } = await treasuryStaff(db);
  if (!maker || !checker) return;
  const transfers = [
    { from: 1, to: 4, amount: 2_500_000, channel: 'RTGS', status: 'APPROVED', ago: days(6) },
    { from: 2, to: 4, amount: 800_000, channel: 'NEFT', status: 'APPROVED', ago: days(3) },
    { from: 1, to: 3, amount: 1_200_000, channel: 'NEFT', status: 'REJECTED', ago: days(2) },
    { from: 3, to: 4, amount: 450_000, channel: 'NEFT', status: 'PENDING', ago: 5 * HOUR },
  ];
  const names = await db.selectFrom('internal_accounts').select(['id', 'name', 'account_no']).execute();
  const label = (id: number) => {
    const a = names.find((n) => n.id === id)!;
    return `${a.name} (${a.account_no})`;
  };
  for (const [i, t] of transfers.entries()) {
    const created = now - t.ago;
    const decided = t.status === 'PENDING' ? null : created + HOUR;
    const { id } = await db
      .insertInto('approval_requests')
      .values({
        kind: 'INTERNAL_TRANSFER',
        product_type: t.channel,
        proposed_json: JSON.stringify({
          amount: t.amount,
          channel: t.channel,
          from_account: label(t.from),
          to_account: label(t.to),
        }),
        status: t.status,
        maker_id: maker.id,
        maker_email: maker.email,
        maker_remarks: 'Top up the payout pool',
        checker_id: decided ? checker.id : null,
        checker_email: decided ? checker.email : null,
        checker_remarks: decided ? (t.status === 'APPROVED' ? 'Balances verified' : 'Not needed this week') : null,
        created_at: created,
        decided_at: decided,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('internal_transfers')
      .values({
        request_id: id,
        from_account_id: t.from,
        to_account_id: t.to,
        amount: t.amount,
        channel: t.channel,
        status: t.status === 'APPROVED' ? 'SUCCESS' : 'PENDING',
        utr: t.status === 'APPROVED' ? `IAT00000${i + 1}` : null,
        maker_email: maker.email,
        checker_email: t.status === 'APPROVED' ? checker.email : null,
        remarks: 'Top up the payout pool',
        created_at: created,
        decided_at: t.status === 'APPROVED' ? decided : null,
      })
      .execute();
  }
  const fd = await db
    .selectFrom('deposit_guardrails')
    .selectAll()
    .where('product', '=', 'FD')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('approval_requests')
    .values({
      kind: 'DEPOSIT_GUARDRAIL',
      product_type: 'FD',
      target_id: fd.id,
      target_version: fd.version,
      proposed_json: JSON.stringify({ max_amount: 750_000 }),
      previous_json: JSON.stringify({
        name: fd.name,
        max_amount: Number(fd.max_amount),
        daily_max_count: Number(fd.daily_max_count),
        daily_max_amount: Number(fd.daily_max_amount),
        status: fd.status,
      }),
      status: 'PENDING',
      maker_id: maker.id,
      maker_email: maker.email,
      maker_remarks: 'Festive FD campaign',
      created_at: now - 2 * HOUR,
    })
    .execute();
}

/** One pending payout (by maker@) raised above the IMPS cap; two approved payouts stuck with their transfer PENDING. */
async function seedPayoutCases(db: Parameters<SeedModule['seed']>[0]['db'], now: number) {
  const pending = await db
    .selectFrom('payouts')
    .select('id')
    .where('status', '=', 'APPROVAL_PENDING')
    .where('agent_email', '=', 'maker@console.example')
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  const big = pending[1] ?? pending[0];
  if (big) await db.updateTable('payouts').set({ amount: BIG_PAYOUT_AMOUNT }).where('id', '=', big.id).execute();
  const stuck = await db
    .selectFrom('payouts')
    .select('id')
    .where('status', '=', 'APPROVED')
    .orderBy('id')
    .limit(STUCK_UTRS.length)
    .execute();
  for (const [i, p] of stuck.entries())
    await db
      .updateTable('payouts')
      .set({ transaction_id: STUCK_UTRS[i]!, txn_status: 'PENDING', updated_at: now - days(2) })
      .where('id', '=', p.id)
      .execute();
}
