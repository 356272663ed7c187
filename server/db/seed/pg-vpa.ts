import type { Kysely } from 'kysely';
import { PG_METHODS, PG_TIMEOUT_KIND, VPA_UPLOAD_KIND, type PgMethod } from '../../../contract/pg-vpa/rules.js';
import type { Database } from '../database.js';
import { insertRequest } from '../../repositories/maker-checker.js';
import { insertJob } from '../../repositories/merchant-uploads.js';
import { insertVpaRows, type VpaRow } from '../../repositories/pg-vpa.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';
import { MERCHANT_ID_FROM } from './merchants.js';

/**
 * Issue 45 item 5's demo (README): Maker raises gateway timeout changes and Checker decides them (both read the
 * timeouts; the treasury desk too); Operations uploads VPA files.
 */
const GRANTS: RoleGrants = [
  { role: 'Maker', permissions: ['CAN_VIEW_PG_TIMEOUTS', 'CAN_RAISE_PG_TIMEOUT_CHANGE'] },
  { role: 'Checker', permissions: ['CAN_VIEW_PG_TIMEOUTS', 'CAN_APPROVE_PG_TIMEOUT_CHANGE'] },
  { role: 'Treasury Maker', permissions: ['CAN_VIEW_PG_TIMEOUTS', 'CAN_RAISE_PG_TIMEOUT_CHANGE'] },
  { role: 'Treasury Checker', permissions: ['CAN_VIEW_PG_TIMEOUTS', 'CAN_APPROVE_PG_TIMEOUT_CHANGE'] },
  { role: 'Operations', permissions: ['CAN_VIEW_PG_TIMEOUTS', 'CAN_UPLOAD_VPA_FILE'] },
];

/** The timeouts in force (seconds), each within its bounds. */
const TIMEOUTS: Record<PgMethod, number> = {
  UPI_INTENT: 300,
  UPI_COLLECT: 480,
  CARD: 600,
  NETBANKING: 900,
  WALLET: 300,
  EMI: 900,
};

/** A change per state: pending on UPI collect, approved on cards (already in force), rejected on wallets. */
const CHANGES = [
  {
    method: 'UPI_COLLECT',
    from: 480,
    to: 600,
    status: 'PENDING',
    remarks: 'Payers miss the collect request at 8 minutes.',
  },
  { method: 'CARD', from: 480, to: 600, status: 'APPROVED', remarks: 'Bank 3-D Secure pages slow in the evening.' },
  { method: 'WALLET', from: 300, to: 120, status: 'REJECTED', remarks: 'Shorter wait for wallet payments.' },
] as const;

const merchantAt = (i: number) => String(MERCHANT_ID_FROM + i);

async function seedTimeouts(db: Kysely<Database>, now: number, maker: Staff, checker: Staff) {
  await insertInBatches(
    db,
    'pg_payment_timeouts',
    PG_METHODS.map((method, i) => ({
      method,
      timeout_seconds: TIMEOUTS[method],
      updated_by: 'ops@console.example',
      updated_at: now - days(30 + i),
    })),
  );
  for (const [n, c] of CHANGES.entries()) {
    const row = await db
      .selectFrom('pg_payment_timeouts')
      .select(['id', 'version'])
      .where('method', '=', c.method)
      .executeTakeFirstOrThrow();
    const at = now - days(3 - n);
    const request = await insertRequest(db, {
      kind: PG_TIMEOUT_KIND,
      productType: c.method,
      targetId: row.id,
      targetVersion: Number(row.version),
      proposed: { method: c.method, timeoutSeconds: c.to },
      previous: { method: c.method, timeoutSeconds: c.from },
      maker: { staffId: maker.id, email: maker.email },
      remarks: c.remarks,
      at,
    });
    if (c.status === 'PENDING') continue;
    await db
      .updateTable('approval_requests')
      .set({
        status: c.status,
        checker_id: checker.id,
        checker_email: checker.email,
        checker_remarks:
          c.status === 'APPROVED' ? 'Matches the acquirer’s advice.' : 'Too short for payers on slow networks.',
        decided_at: at + 3_600_000,
      })
      .where('id', '=', request.id)
      .execute();
  }
}

type Staff = { id: number; email: string };

/** Two VPA files: one checked and waiting for confirmation, one applied (rows valid, rejected, applied, skipped). */
async function seedVpaFiles(db: Kysely<Database>, now: number, ops: Staff) {
  const files: { name: string; status: string; at: number; rows: Omit<VpaRow, 'line'>[] }[] = [
    {
      name: 'vpa-batch-october.csv',
      status: 'APPLIED',
      at: now - days(12),
      rows: [
        { merchantId: merchantAt(40), vpa: 'kirana40@okaxis', previousVpa: null, status: 'APPLIED', error: null },
        { merchantId: merchantAt(41), vpa: 'medico41@ybl', previousVpa: null, status: 'APPLIED', error: null },
        {
          merchantId: merchantAt(42),
          vpa: 'kirana40@okaxis',
          previousVpa: null,
          status: 'SKIPPED',
          error: 'The VPA was given to another merchant after the dry run.',
        },
        {
          merchantId: '99999',
          vpa: 'ghost@upi',
          previousVpa: null,
          status: 'REJECTED',
          error: 'merchantId: Merchant not found.',
        },
      ],
    },
    {
      name: 'vpa-batch-november.csv',
      status: 'CHECKED',
      at: now - days(1),
      rows: [
        { merchantId: merchantAt(50), vpa: 'tailor50@oksbi', previousVpa: null, status: 'VALID', error: null },
        { merchantId: merchantAt(51), vpa: 'bakery51@paytm', previousVpa: null, status: 'VALID', error: null },
        {
          merchantId: merchantAt(52),
          vpa: 'bad vpa',
          previousVpa: null,
          status: 'REJECTED',
          error:
            'vpa: VPA must be name@handle: the name 2 to 50 letters, digits, dot, hyphen or underscore, the handle 2 to 20 letters.',
        },
      ],
    },
  ];
  for (const f of files) {
    const jobId = await insertJob(db, {
      kind: VPA_UPLOAD_KIND,
      status: f.status,
      fileName: f.name,
      sha256: '0'.repeat(64),
      size: 120,
      rows: f.rows.length,
      staff: { staffId: ops.id, email: ops.email },
      at: f.at,
    });
    const rows = await Promise.all(
      f.rows.map(async (r, i) => {
        const m = await db
          .selectFrom('merchants')
          .select('vpa')
          .where('merchant_id', '=', r.merchantId)
          .executeTakeFirst();
        return { ...r, line: i + 2, previousVpa: m?.vpa ?? null };
      }),
    );
    await insertVpaRows(db, jobId, rows);
    for (const r of rows)
      if (r.status === 'APPLIED')
        await db.updateTable('merchants').set({ vpa: r.vpa }).where('merchant_id', '=', r.merchantId).execute();
  }
}

const staffBy = (db: Kysely<Database>, email: string) =>
  db.selectFrom('staff').select(['id', 'email']).where('email', '=', email).executeTakeFirst();

/** Timeouts per method with changes pending, approved and rejected; VPA files checked and applied. */
export const pgVpaSeed: SeedModule = {
  name: 'pg-vpa',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    const [maker, checker, ops] = await Promise.all(
      ['maker@console.example', 'checker@console.example', 'ops@console.example'].map((e) => staffBy(db, e)),
    );
    if (!maker || !checker || !ops) return;
    await seedTimeouts(db, now, maker, checker);
    await seedVpaFiles(db, now, ops);
  },
};
