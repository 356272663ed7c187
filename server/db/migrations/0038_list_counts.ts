import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * Frozen: the totals of the two biggest lists kept by the database itself, per status and overall (issue 37, the busy
 * desk): `list_counts` holds one row per (table, status) and one per table with the status '' (all rows), changed by
 * triggers in the transaction that changes the rows, so a total is exact, committed with its rows and the same for
 * every instance. Counting 500,000 payouts or 1,000,000 merchant transactions took 36–60 ms a list request, and a
 * payout decision made every instance count again. repositories read a total here (db/list-counts.ts) when a list is
 * filtered by status alone, or not at all.
 *
 * PostgreSQL: statement-level triggers over the transition tables (one write per status a statement changes, in the
 * order of the statuses, so two transactions never wait on each other's counters in opposite orders). SQLite: row
 * triggers (one process writes). The counts start from the rows there are, with writers held off meanwhile.
 */
const TABLES = ['payouts', 'merchant_transactions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('list_counts')
    .addColumn('list', 'varchar(40)', (c) => c.notNull())
    .addColumn('bucket', 'varchar(40)', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('list_counts_pk', ['list', 'bucket'])
    .execute();
  if (isPostgres(db)) {
    await sql`lock table payouts, merchant_transactions in share row exclusive mode`.execute(db);
    await sql`create function console_list_counts() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then
          insert into list_counts (list, bucket, n)
            select TG_TABLE_NAME, b, sum(d) from (
              select '' as b, count(*) as d from new_rows
              union all select status, count(*) from new_rows group by status
            ) deltas group by b having sum(d) <> 0 order by b
          on conflict (list, bucket) do update set n = list_counts.n + excluded.n;
        elsif TG_OP = 'DELETE' then
          insert into list_counts (list, bucket, n)
            select TG_TABLE_NAME, b, sum(d) from (
              select '' as b, -count(*) as d from old_rows
              union all select status, -count(*) from old_rows group by status
            ) deltas group by b having sum(d) <> 0 order by b
          on conflict (list, bucket) do update set n = list_counts.n + excluded.n;
        else
          insert into list_counts (list, bucket, n)
            select TG_TABLE_NAME, b, sum(d) from (
              select status as b, -count(*) as d from old_rows group by status
              union all select status, count(*) from new_rows group by status
            ) deltas group by b having sum(d) <> 0 order by b
          on conflict (list, bucket) do update set n = list_counts.n + excluded.n;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`${table}_counts_insert`)} after insert on ${sql.table(table)}
        referencing new table as new_rows for each statement execute function console_list_counts()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_counts_update`)} after update on ${sql.table(table)}
        referencing old table as old_rows new table as new_rows
        for each statement execute function console_list_counts()`.execute(db);
      await sql`create trigger ${sql.id(`${table}_counts_delete`)} after delete on ${sql.table(table)}
        referencing old table as old_rows for each statement execute function console_list_counts()`.execute(db);
    }
  } else {
    for (const table of TABLES) {
      const add = (bucket: string, by: string) =>
        `insert into list_counts (list, bucket, n) values ('${table}', ${bucket}, ${by})
          on conflict (list, bucket) do update set n = n + excluded.n;`;
      await sql`create trigger ${sql.id(`${table}_counts_insert`)} after insert on ${sql.table(table)} begin
        ${sql.raw(add("''", '1'))} ${sql.raw(add('new.status', '1'))} end`.execute(db);
      await sql`create trigger ${sql.id(`${table}_counts_update`)} after update of status on ${sql.table(table)}
        when old.status <> new.status begin
        ${sql.raw(add('old.status', '-1'))} ${sql.raw(add('new.status', '1'))} end`.execute(db);
      await sql`create trigger ${sql.id(`${table}_counts_delete`)} after delete on ${sql.table(table)} begin
        ${sql.raw(add("''", '-1'))} ${sql.raw(add('old.status', '-1'))} end`.execute(db);
    }
  }
  for (const table of TABLES)
    await sql`insert into list_counts (list, bucket, n)
      select ${table}, '', count(*) from ${sql.table(table)}
      union all select ${table}, status, count(*) from ${sql.table(table)} group by status`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES)
    for (const event of ['insert', 'update', 'delete'])
      await sql`drop trigger ${sql.id(`${table}_counts_${event}`)}${sql.raw(isPostgres(db) ? ` on ${table}` : '')}`.execute(
        db,
      );
  if (isPostgres(db)) await sql`drop function console_list_counts()`.execute(db);
  await db.schema.dropTable('list_counts').execute();
}
