import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { checkpointOffLoop } from './checkpointer.js';
import { ACCESS_CHANNEL, postgresChangeFeed, TABLE_CHANNEL, type ChangeFeed } from './change-feed.js';
import type { Database } from './database.js';
import { namedStatementFor } from './named-statements.js';
import { EmptyInListPlugin } from './empty-in-list.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** A human description (file path or host/database) for logs, never a password. */
  where: string;
  /** Notices of any change to the tables the auth hook reads, from any process (PostgreSQL only; db/change-feed.ts). */
  accessChanges?: ChangeFeed;
  /** Notices of changes to the tables whose totals are kept (db/count-cache.ts), by table (PostgreSQL only). */
  tableChanges?: ChangeFeed;
  /** The connection pool now: open, idle, and queries waiting for one (PostgreSQL only; the metrics read it). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** SQLite writes take the lock up front (BEGIN IMMEDIATE) so two writers never deadlock on upgrade. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * A reading statement in raw mode, its rows made into objects here: better-sqlite3 builds each row object property by
 * property from C++, twice the cost of the query itself on a 200-row page (issue 18 profile); JavaScript building the
 * same object from the row's array is as fast as reading the array. Same objects: the same keys in the same order (a
 * repeated column name keeps its last value, as better-sqlite3 does).
 */
function withRowObjects(stmt: SQLite.Statement): SqliteStatement {
  if (!stmt.reader) return stmt as unknown as SqliteStatement;
  stmt.raw(true);
  const names = stmt.columns().map((c) => c.name);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i] as string] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (stmt.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => stmt.run(parameters),
    *iterate(parameters) {
      for (const values of stmt.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(values);
    },
  };
}

/** better-sqlite3 prepares on every call; reusing prepared statements per SQL text saves most of a list query. */
function withStatementCache(raw: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => raw.close(),
    prepare(sql: string): SqliteStatement {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = withRowObjects(raw.prepare(sql));
        if (cache.size > 500) cache.clear();
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/** The SQLite file's folder cannot be made: `blocker`, on its path, is a file. */
export class DatabaseFolderError extends Error {
  override name = 'DatabaseFolderError';
  constructor(
    readonly file: string,
    readonly blocker: string,
  ) {
    super(`${blocker} is a file, not a folder`);
  }
}

function kindOf(path: string): 'folder' | 'file' | 'none' {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'none';
    throw error;
  }
}

/** Makes the folder a SQLite file goes in; a file in the way is named rather than left to mkdir's EEXIST/ENOTDIR. */
function ensureFolderOf(file: string): void {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const kind = kindOf(dir);
    if (kind === 'file') throw new DatabaseFolderError(file, dir);
    if (kind === 'folder' || dirname(dir) === dir) break;
  }
  mkdirSync(dirname(file), { recursive: true });
}

export function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') ensureFolderOf(file);
  const raw = new SQLite(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('foreign_keys = ON');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('synchronous = NORMAL');
  // A file of its own (not in memory, not a temporary one) gets its checkpoints off the event loop.
  const onDisk = file !== ':memory:' && file !== '';
  const stopCheckpoints = onDisk ? checkpointOffLoop(raw, file) : async () => undefined;
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(raw) }),
    plugins: [new EmptyInListPlugin()],
  });
  const close = async () => {
    await stopCheckpoints();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', where: file, close };
}

let pgTypesSet = false;
function setPgTypeParsers(): void {
  if (pgTypesSet) return;
  // bigint (epoch ms, counts) and numeric (money) come back as strings by default; our values fit in a double.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  pgTypesSet = true;
}

/** A pooled client runs the hot queries' SQL (named-statements.ts) as named prepared statements. */
function useNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown) => unknown;
  (client as { query: unknown }).query = (config: unknown, values?: unknown) => {
    const name = typeof config === 'string' ? namedStatementFor(config) : undefined;
    return name ? query({ name, text: config, values }) : query(config, values);
  };
}

export function describePostgresUrl(url: string): string {
  const u = new URL(url);
  if (!/^postgres(ql)?:$/.test(u.protocol)) throw new TypeError(`unsupported scheme ${u.protocol}`);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
}

/** What is told about an idle pooled connection the server ended (a restart, `57P01`, a dropped link). */
export type PoolErrorListener = (error: Error & { code?: string }, where: string) => void;

const logPoolError: PoolErrorListener = (error, where) => {
  console.error(
    JSON.stringify({
      level: 'warn',
      msg: 'idle database connection lost; the pool opens a new one when needed',
      where,
      code: error.code,
      err: error.message,
    }),
  );
};

/**
 * A PostgreSQL pool. An idle client whose connection the server ends (a restart, an administrator's terminate, a
 * database dropped with force: `57P01`) makes the pool emit 'error'; without a listener that is an uncaught
 * exception that ends the process. The listener logs it: the broken client is already out of the pool, and the next
 * query gets a fresh connection (or its own error). Every client also has a listener of its own, for a connection
 * lost while it is checked out.
 */
/** How the server talks to PostgreSQL through a pooler (README, PostgreSQL behind PgBouncer). */
export interface PostgresOptions {
  /** Run the hot queries as named prepared statements (off behind PgBouncer in transaction mode). Default on. */
  namedStatements?: boolean;
  /** Where LISTEN connects: a direct connection (a transaction pooler drops notices). Default: the pool's URL. */
  listenUrl?: string;
}

export function openPostgres(
  url: string,
  max = 10,
  onPoolError: PoolErrorListener = logPoolError,
  { namedStatements = true, listenUrl = url }: PostgresOptions = {},
): DatabaseHandle {
  setPgTypeParsers();
  const where = describePostgresUrl(url);
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => onPoolError(error, where));
  pool.on('connect', (client) => {
    if (namedStatements) useNamedStatements(client);
    // pg listens for a client's 'error' only while it is idle in the pool: a connection lost while a request holds
    // it emits 'error' with no listener, an uncaught exception that ended the process (issue 39). The queries on it
    // fail on their own (answered 503); this only keeps the event from ending the process.
    client.on('error', (error) => onPoolError(error, where));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new EmptyInListPlugin()] });
  const listenWhere = describePostgresUrl(listenUrl);
  const accessChanges = postgresChangeFeed(listenUrl, listenWhere, ACCESS_CHANNEL);
  const tableChanges = postgresChangeFeed(listenUrl, listenWhere, TABLE_CHANNEL);
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, dialect: 'postgres', where, accessChanges, tableChanges, poolStats, close: () => db.destroy() };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  sqliteFile: string;
  databaseListenUrl?: string;
  namedStatements?: boolean;
}): DatabaseHandle {
  if (!opts.databaseUrl) return openSqlite(opts.sqliteFile);
  return openPostgres(opts.databaseUrl, 10, logPoolError, {
    namedStatements: opts.namedStatements ?? true,
    listenUrl: opts.databaseListenUrl ?? opts.databaseUrl,
  });
}
