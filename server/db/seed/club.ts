import { CLUB_PRODUCT, interestReference } from '../../../contract/club/calls.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';

/** The TP club (issue 46 item 4): who reads it and acts on it (the force withdrawal's keys are the treasury's). */
const GRANTS: RoleGrants = [
  { role: 'Treasury Maker', permissions: ['CAN_VIEW_CLUB', 'CAN_APPLY_CLUB_INTEREST', 'CAN_CANCEL_CLUB_SUBSCRIPTION'] },
  { role: 'Treasury Checker', permissions: ['CAN_VIEW_CLUB'] },
  { role: 'Operations', permissions: ['CAN_VIEW_CLUB'] },
];

const MEMBERS = [
  { no: 'CLUB00000001', name: 'Meera Club', mobile: '9000000101', status: 'ACTIVE', balance: 12500 },
  { no: 'CLUB00000002', name: 'Arjun Club', mobile: '9000000102', status: 'ACTIVE', balance: 4800.5 },
  { no: 'CLUB00000003', name: 'Sana Club', mobile: '9000000103', status: 'ACTIVE', balance: 0 },
  { no: 'CLUB00000004', name: 'Dev Club', mobile: '9000000104', status: 'BLOCKED', balance: 2200 },
] as const;

/** Every state: members with and without balance (one BLOCKED), subscriptions ACTIVE and CANCELLED, dues PENDING and APPLIED. */
export const clubSeed: SeedModule = {
  name: 'club',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await insertInBatches(
      db,
      'investment_accounts',
      MEMBERS.map((m) => ({
        account_no: m.no,
        client_code: 'TPCLUB',
        product: CLUB_PRODUCT,
        holder_name: m.name,
        mobile: m.mobile,
        merchant_id: null,
        status: m.status,
        balance: m.balance,
        hold_amount: 0,
        invest_limit: 100000,
        created_at: now - days(120),
        updated_at: now - days(1),
      })),
    );
    const rows = await db
      .selectFrom('investment_accounts')
      .select(['id', 'account_no'])
      .where('product', '=', CLUB_PRODUCT)
      .orderBy('id')
      .execute();
    const id = (no: string) => rows.find((r) => r.account_no === no)!.id;
    const [a, b, c, d] = MEMBERS.map((m) => id(m.no)) as [number, number, number, number];
    await insertInBatches(db, 'investment_holdings', [
      {
        account_id: a,
        instrument: 'Club Gold Pool',
        kind: 'POOL',
        units: 10,
        invested: 5000,
        current_value: 5400,
        updated_at: now,
      },
      {
        account_id: b,
        instrument: 'Club Debt Pool',
        kind: 'POOL',
        units: 4,
        invested: 2000,
        current_value: 2050,
        updated_at: now,
      },
    ]);
    await insertInBatches(db, 'club_subscriptions', [
      { account_id: a, plan: 'Club Gold 12 months', amount: 10000, status: 'ACTIVE', created_at: now - days(90) },
      { account_id: b, plan: 'Club Silver 6 months', amount: 5000, status: 'ACTIVE', created_at: now - days(30) },
      { account_id: c, plan: 'Club Silver 6 months', amount: 3000, status: 'ACTIVE', created_at: now - days(5) },
      {
        account_id: d,
        plan: 'Club Gold 12 months',
        amount: 2000,
        status: 'CANCELLED',
        created_at: now - days(60),
        refunded_amount: 2000,
        refunded_by: 'treasury-maker@console.example',
        refunded_at: now - days(40),
        refund_remarks: 'Cancelled at the member’s request',
      },
    ]);
    const txn = (account_id: number, txn_type: string, amount: number, at: number, reference: string) => ({
      account_id,
      product: CLUB_PRODUCT,
      txn_type,
      amount,
      status: 'SUCCESS',
      reference,
      remarks: null,
      created_at: at,
      updated_at: at,
    });
    await insertInBatches(db, 'investment_transactions', [
      txn(a, 'SUBSCRIPTION', 10000, now - days(90), 'CLUBSUB1'),
      txn(b, 'SUBSCRIPTION', 5000, now - days(30), 'CLUBSUB2'),
      txn(c, 'SUBSCRIPTION', 3000, now - days(5), 'CLUBSUB3'),
      txn(a, 'CASHBACK', 100, now - days(89), 'CLUBCB1'),
      txn(a, 'INTEREST', 95.5, now - days(60), interestReference('2026-09')),
    ]);
    await insertInBatches(db, 'club_interest_dues', [
      {
        account_id: a,
        period: '2026-09',
        amount: 95.5,
        status: 'APPLIED',
        applied_by: 'treasury-maker@console.example',
        applied_at: now - days(60),
        created_at: now - days(61),
      },
      { account_id: a, period: '2026-10', amount: 98.25, status: 'PENDING', created_at: now - days(29) },
      { account_id: b, period: '2026-10', amount: 40.1, status: 'PENDING', created_at: now - days(29) },
    ]);
  },
};
