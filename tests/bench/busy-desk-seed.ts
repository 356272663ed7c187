/**
 * The busy desk's database (tests/bench/busy-desk.ts): the fixed seed, then its big tables grown in bulk by the
 * database itself, one INSERT … SELECT per table over generate_series (PostgreSQL) or a recursive CTE (SQLite), and
 * kept between runs: a template file under data/ on SQLite, a template database on PostgreSQL (in the cluster that
 * PG_DATA_DIR keeps, see scripts/with-postgres.sh). growToScale writes the same kind of rows from JavaScript, about
 * 100 times slower, so it stays the seed of the other benches.
 */
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openPostgres, openSqlite } from '../../server/db/connect.js';
import { categoriesOf } from '../../server/repositories/dispute-categories.js';
import { CASE_STATUSES } from '../../contract/disputes/rules.js';
import type { Database } from '../../server/db/database.js';
import { disputeAnalysts } from '../../server/db/seed/disputes.js';
import { GROWN_AUDIT_ACTIONS } from '../../server/db/seed/audit-grow.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedIfEmpty } from '../../server/db/seed/index.js';

/** Rows wanted in each big table. */
export interface DeskScale {
  name: string;
  payouts: number;
  disputes: number;
  audit: number;
  merchantTxns: number;
}

/**
 * `full` is the setting DESIGN.md §6 names (1,000,000 payouts, disputes and audit rows; 10,000,000 merchant
 * transactions on PostgreSQL, 1,000,000 on SQLite); `small` (a tenth) checks the bench itself in a few minutes; `inbox` is
 * `small` with 100,000 payouts waiting for a decision (issue 40's approvals-inbox figure).
 */
export function deskScale(name: string, onPostgres: boolean): DeskScale {
  if (name === 'small') return { name, payouts: 100_000, disputes: 100_000, audit: 100_000, merchantTxns: 1_000_000 };
  // Issue 40's inbox figure: 500,000 payouts, a fifth of them (100,000) waiting for a decision; the rest as `small`.
  if (name === 'inbox') return { name, payouts: 500_000, disputes: 100_000, audit: 100_000, merchantTxns: 1_000_000 };
  if (name !== 'full') throw new Error(`BENCH_SCALE: "full", "small" or "inbox", not "${name}"`);
  const merchantTxns = onPostgres ? 10_000_000 : 1_000_000;
  return { name, payouts: 1_000_000, disputes: 1_000_000, audit: 1_000_000, merchantTxns };
}

type Dialect = 'sqlite' | 'postgres';

/** The SQL pieces that differ: a 1…n row source and zero-padding. */
function pieces(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    /** Statement prefix and FROM source giving `i` from 1 to n. */
    seq: (n: number) =>
      pg
        ? { prefix: '', from: `generate_series(1::bigint, ${n}::bigint) as seq(i)` }
        : {
            prefix: `with recursive seq(i) as (select 1 union all select i + 1 from seq where i < ${n}) `,
            from: 'seq',
          },
    pad: (expr: string, width: number) =>
      pg
        ? `lpad(cast(${expr} as text), ${width}, '0')`
        : `substr('${'0'.repeat(width)}' || cast(${expr} as text), -${width})`,
    text: (expr: string) => `cast(${expr} as text)`,
  };
}

/** `case (expr) % k when 0 then 'a' …` over the values. */
const pick = (expr: string, values: readonly string[]) =>
  `case (${expr}) % ${values.length} ${values.map((v, k) => `when ${k} then '${v.replace(/'/g, "''")}'`).join(' ')} end`;

/** The same with numbers. */
const pickNumber = (expr: string, values: readonly number[]) =>
  `case (${expr}) % ${values.length} ${values.map((v, k) => `when ${k} then ${v}`).join(' ')} end`;

/** A scrambled but fixed number per row, so the columns do not all move together. */
const mix = (i: string, salt: number) => `((${i} * 2654435761 + ${salt}) % 1000000007)`;

async function count(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

async function maxId(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const r = await sql<{ n: number | string | null }>`select max(id) as n from ${sql.table(table)}`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

async function run(db: Kysely<Database>, text: string): Promise<void> {
  await sql.raw(text).execute(db);
}

/** Grows the big tables to `scale` in bulk; the seconds each table took. */
export async function growDesk(
  db: Kysely<Database>,
  dialect: Dialect,
  scale: DeskScale,
  now: number,
  log: (line: string) => void,
): Promise<void> {
  const { seq, pad, text } = pieces(dialect);
  const timed = async (what: string, n: number, work: () => Promise<void>) => {
    if (n <= 0) return;
    const started = performance.now();
    await work();
    log(`  ${what}: +${n.toLocaleString('en-US')} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };

  // Payouts: a fifth of each status, so a fifth (200,000 at full scale) wait for a decision.
  const payouts = scale.payouts - (await count(db, 'payouts'));
  await timed('payouts', payouts, async () => {
    const base = await maxId(db, 'payouts');
    const { prefix, from } = seq(payouts);
    const k = `(i + ${base})`;
    const status = pick(k, ['APPROVAL_PENDING', 'APPROVED', 'REJECTED', 'SUCCESS', 'FAILED']);
    const created = `(${now} - ${k} * 37000 - ${mix(k, 1)} % 30000)`;
    await run(
      db,
      `${prefix}insert into payouts (consumer_id, agent_email, approver_email, amount, agent_remarks, approver_remarks,
        status, txn_status, transaction_id, is_fee_waived, bank_detail_id, beneficiary_name, account_no, ifsc,
        created_at, updated_at)
      select '10' || ${pad(`${mix(k, 2)} % 100000000`, 8)},
        ${pick(k, ['maker@console.example', 'ops@console.example'])},
        case when ${k} % 5 = 0 then null else 'checker@console.example' end,
        100 + ${mix(k, 3)} % 250000 + (${mix(k, 4)} % 100) / 100.0,
        ${pick(`${mix(k, 5)}`, ['Refund for failed bill payment', 'Goodwill payout', 'Excess repayment refund', 'Duplicate debit reversal'])},
        case when ${k} % 5 = 0 then null else 'Verified with statement' end,
        ${status},
        case when ${k} % 5 = 3 then 'SUCCESS' when ${k} % 5 = 4 then 'FAILED' else 'PENDING' end,
        'TXB' || ${pad(k, 12)},
        case when ${mix(k, 6)} % 10 < 3 then 1 else 0 end,
        'BD' || ${pad(`${mix(k, 7)} % 1000000`, 6)},
        ${pick(`${mix(k, 8)}`, ['Aarav Sharma', 'Diya Rao', 'Vihaan Banerjee', 'Ananya Iyer', 'Kabir Mehta', 'Isha Nair'])},
        ${pad(`${mix(k, 9)}`, 12)},
        ${pick(`${mix(k, 10)}`, ['HDFC0000123', 'ICIC0000456', 'SBIN0000789', 'UTIB0000321'])},
        ${created},
        case when ${k} % 5 = 0 then ${created} else ${created} + 60000 end
      from ${from}`,
    );
  });

  // Disputes, each on a chargeback transaction of its own (the open-case unique index), over 300 days.
  const disputes = scale.disputes - (await count(db, 'disputes'));
  await timed('disputes (and their chargeback transactions)', disputes, async () => {
    const base = await maxId(db, 'chargeback_transactions');
    const { prefix, from } = seq(disputes);
    const k = `(i + ${base})`;
    const day = 86_400_000;
    await run(
      db,
      `${prefix}insert into chargeback_transactions (source_product, merchant_id, merchant_store_id,
        payment_transaction_id, bank_reference_no, payment_gateway, txn_sub_type, payer_vpa, acquirer_name,
        payer_instrument, payee_identifier, last_digits, total_amount, amount, reward_amount, payer_name, payer_mobile,
        payment_timestamp)
      select case when ${k} % 3 = 0 then 'SWIPE' else 'QR' end,
        '40' || ${pad(`${mix(k, 11)} % 20000`, 8)},
        ${pad(`${mix(k, 12)} % 1000000`, 6)},
        'SB' || ${pad(k, 14)},
        ${pad(`${mix(k, 13)}`, 12)},
        ${pick(k, ['PINELABS', 'MOSAMBEE', 'EZETAP'])},
        'CARD_EMI', null,
        ${pick(`${mix(k, 14)}`, ['Yes Bank', 'ICICI Bank', 'HDFC Bank'])},
        ${pick(`${mix(k, 15)}`, ['VISA', 'RUPAY', 'MASTERCARD'])},
        'TID' || ${pad(`${mix(k, 16)} % 100000000`, 8)},
        ${pad(`${k} % 10000`, 4)},
        200 + ${mix(k, 17)} % 50000, 200 + ${mix(k, 17)} % 50000, 0,
        ${pick(`${mix(k, 18)}`, ['Diya Rao', 'Vihaan Banerjee', 'Aarav Sharma', 'Meera Pillai'])},
        '91' || ${pad(`${mix(k, 19)} % 10000000000`, 10)},
        ${now - 2 * day} - ${mix(k, 20)} % ${300 * day}
      from ${from}`,
    );
    const analysts = await disputeAnalysts(db);
    const [a, b] = analysts;
    if (!a || !b) throw new Error('the fixed seed has no dispute analysts');
    const category = (product: 'SWIPE' | 'QR') => pick('t.id', categoriesOf(product));
    const created = `t.payment_timestamp + ${day}`;
    await run(
      db,
      `insert into disputes (transaction_id, source_product, merchant_id, payment_transaction_id, bank_reference_no,
        payer_mobile, status, outcome, dispute_category, acknowledgement_no, subject_of_complaint, state, city,
        dispute_amount, raised_by, raised_by_email, created_at, updated_at)
      select t.id, t.source_product, t.merchant_id, t.payment_transaction_id, t.bank_reference_no, t.payer_mobile,
        ${pick('t.id', CASE_STATUSES)},
        case when t.id % 3 = ${CASE_STATUSES.indexOf('Resolved')} then (case when t.id % 2 = 1 then 'REJECTED' else 'ACCEPTED' end) else null end,
        case when t.source_product = 'SWIPE' then ${category('SWIPE')} else ${category('QR')} end,
        'ACB' || ${pad('t.id', 9)},
        'Customer disputes the charge with the issuing bank', 'Karnataka', 'Bengaluru',
        100 + t.id % 4900,
        case when t.id % 2 = 0 then ${a.id} else ${b.id} end,
        case when t.id % 2 = 0 then '${a.email}' else '${b.email}' end,
        ${created}, ${created}
      from chargeback_transactions t where t.id > ${base}`,
    );
  });

  // Audit history older than anything real: one row a minute going back from a year ago.
  const audit = scale.audit - (await count(db, 'audit_log'));
  await timed('audit trail', audit, async () => {
    const staff = await db.selectFrom('staff').select(['id', 'email']).orderBy('id').limit(20).execute();
    const { prefix, from } = seq(audit);
    await run(
      db,
      `${prefix}insert into audit_log (actor_id, actor_email, action, entity, entity_id, before_json, after_json,
        outcome, created_at)
      select ${pickNumber(
        'i',
        staff.map((s) => s.id),
      )},
        ${pick(
          'i',
          staff.map((s) => s.email),
        )},
        ${pick(
          'i',
          GROWN_AUDIT_ACTIONS.map(([action]) => action),
        )},
        ${pick(
          'i',
          GROWN_AUDIT_ACTIONS.map(([, entity]) => entity),
        )},
        ${text('1 + i % 5000')},
        '{"version":1}', '{"version":2}', 'success',
        ${now} - ${365 * 86_400_000} - i * 60000
      from ${from}`,
    );
  });

  // Merchant transactions spread over the seeded merchants (ids are contiguous) and a year.
  const txns = scale.merchantTxns - (await count(db, 'merchant_transactions'));
  await timed('merchant transactions', txns, async () => {
    const r = await db
      .selectFrom('merchants')
      .select((eb) => [eb.fn.min('merchant_id').as('lo'), eb.fn.countAll<number>().as('n')])
      .executeTakeFirstOrThrow();
    const lo = Number(r.lo);
    const merchants = Number(r.n);
    const base = await maxId(db, 'merchant_transactions');
    const step = Math.max(1, Math.floor((365 * 86_400_000) / scale.merchantTxns));
    // In chunks of a million (one transaction each), so PostgreSQL's memory and SQLite's journal stay small.
    for (let done = 0; done < txns; done += 1_000_000) {
      const n = Math.min(1_000_000, txns - done);
      const { prefix, from } = seq(n);
      const k = `(i + ${base + done})`;
      const status = `${mix(k, 21)} % 20`;
      await db.transaction().execute((trx) =>
        run(
          trx,
          `${prefix}insert into merchant_transactions (txn_id, merchant_id, store_id, amount, status, mode, payer_vpa,
            rrn, reject_reason, refunded_amount, settlement_id, created_at)
          select 'BX' || ${pad(k, 12)},
            ${text(`${lo} + ${mix(k, 22)} % ${merchants}`)},
            ${text(`${5000000 + 1} + ${mix(k, 22)} % ${merchants}`)},
            10 + ${mix(k, 23)} % 20000 + (${mix(k, 24)} % 100) / 100.0,
            case when ${status} < 16 then 'SUCCESS' when ${status} < 18 then 'FAILED' when ${status} < 19 then 'PENDING'
              else 'REJECTED' end,
            ${pick(`${mix(k, 25)}`, ['UPI_QR', 'CARD', 'UPI_COLLECT'])},
            'payer' || ${text(`${mix(k, 26)} % 100000`)} || '@ybl',
            ${pad(`${mix(k, 27)}`, 12)},
            case when ${status} = 19 then 'Risk check failed' else null end,
            0, null,
            ${now} - ${k} * ${step}
          from ${from}`,
        ),
      );
    }
  });
}

/** Migrates, seeds (the fixed seed) and grows a database that is empty; logs what it did and how long it took. */
export async function buildDeskDatabase(
  db: Kysely<Database>,
  dialect: Dialect,
  scale: DeskScale,
  log: (line: string) => void,
): Promise<void> {
  await migrateToLatest(db);
  await seedIfEmpty(db);
  await growDesk(db, dialect, scale, Date.now(), log);
  // As autovacuum leaves a table some time after its rows arrive: PostgreSQL's visibility map set, so a count of the
  // pending payouts reads its index alone (38 → 5 ms on 100,000, where a bulk-loaded table had it scan the heap).
  await sql.raw(dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db);
}

const since = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/**
 * The SQLite template of this scale (data/bench-desk-<scale>.sqlite), built the first time (into a `.building` file
 * renamed once complete), copied to `runFile` for this run, since the run writes to it.
 */
export async function deskSqlite(dataDir: string, scale: DeskScale, runFile: string, log: (line: string) => void) {
  const template = join(dataDir, `bench-desk-${scale.name}.sqlite`);
  const started = performance.now();
  if (!existsSync(template)) {
    const building = `${template}.building`;
    for (const f of [building, `${building}-wal`, `${building}-shm`]) rmSync(f, { force: true });
    log(`SQLite: building the ${scale.name} template ${template} (kept for the next runs)`);
    const handle = openSqlite(building);
    await buildDeskDatabase(handle.db, 'sqlite', scale, log);
    await sql`pragma wal_checkpoint(truncate)`.execute(handle.db);
    await handle.close();
    renameSync(building, template);
    log(`SQLite: seeded and grown in ${since(started)} s`);
  } else log(`SQLite: the ${scale.name} template ${template} is kept from an earlier run (delete it to seed afresh)`);
  const copied = performance.now();
  copyFileSync(template, runFile);
  log(`SQLite: template copied for this run in ${since(copied)} s`);
  const handle = openSqlite(runFile);
  try {
    await migratedSince(handle.db, 'SQLite', log);
  } finally {
    await handle.close();
  }
}

/**
 * A kept template is as old as the run that built it: the run's copy takes the migrations added since (a template
 * from before 0030 had no sessions.last_seen_at, and every sign-in of the desk failed).
 */
async function migratedSince(db: Kysely<Database>, where: string, log: (line: string) => void): Promise<void> {
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log(`${where}: the run's copy took ${applied.length} migrations newer than the template`);
}

/**
 * On the PostgreSQL server of `adminUrl`: the template database bench_desk_<scale>, built the first time (as
 * …_building, renamed once complete), then a copy of it for this run (CREATE DATABASE … TEMPLATE); its URL.
 */
export async function deskPostgres(adminUrl: string, scale: DeskScale, log: (line: string) => void): Promise<string> {
  const template = `bench_desk_${scale.name}`;
  const runDb = `bench_desk_run`;
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async (name: string) =>
      (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    const started = performance.now();
    if (!(await exists(template))) {
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      log(`PostgreSQL: building the ${scale.name} template database ${template} (kept for the next runs)`);
      const handle = openPostgres(urlOf(building), 4);
      try {
        await buildDeskDatabase(handle.db, 'postgres', scale, log);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${template}`);
      log(`PostgreSQL: seeded and grown in ${since(started)} s`);
    } else log(`PostgreSQL: the ${scale.name} template database is kept from an earlier run`);
    const copied = performance.now();
    await admin.query(`drop database if exists ${runDb} with (force)`);
    await admin.query(`create database ${runDb} template ${template}`);
    log(`PostgreSQL: template copied for this run in ${since(copied)} s`);
    const handle = openPostgres(urlOf(runDb), 2);
    try {
      await migratedSince(handle.db, 'PostgreSQL', log);
    } finally {
      await handle.close();
    }
    return urlOf(runDb);
  } finally {
    await admin.end();
  }
}
