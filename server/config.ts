import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from './config-error.js';
import type { S3Settings } from './documents/store.js';
import { oidcSettingsFrom, s3SettingsFrom, type OidcSettings } from './integration-settings.js';
import { isLoopbackHost } from './loopback.js';
import { STREAM_HEARTBEAT_MS, VIEWING_TTL_MS } from '../contract/live/queues.js';
import { SESSION_IDLE_DEFAULT_SECONDS } from '../contract/session-idle.js';
import { FD_RATE_DEFAULTS, type FdRateRange } from '../contract/entities/fd-plans.js';

export { ConfigError } from './config-error.js';
export type { OidcSettings } from './integration-settings.js';

export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** Where LISTEN connects when DATABASE_URL goes through a transaction pooler (PgBouncer): a direct connection. */
  databaseListenUrl?: string;
  /** Named prepared statements for the hot queries; off behind PgBouncer in transaction mode (DATABASE_PREPARED=0). */
  namedStatements: boolean;
  sqliteFile: string;
  /** 32-byte HMAC key for JWTs and OTP hashes. */
  jwtSecret: Buffer;
  jwtIssuer: string;
  jwtAudience: string;
  /** Session life in seconds (≤ 8 h). */
  sessionTtlSeconds: number;
  /** A session idle longer than this is refused (SESSION_IDLE_SECONDS, 900; 0: no idle limit; PCI DSS 8.2.8). */
  sessionIdleSeconds: number;
  /** The role whose holders may do everything (spec §6). */
  superAdminRoleId: number;
  /** Where the built console lives. */
  distDir: string;
  /** Development conveniences (OTP printed to the log, test outbox route). Never on in production. */
  devMode: boolean;
  /**
   * Write the demo data into an empty database at start (development). Never with NODE_ENV=production: a production
   * database gets the migrations and the permission catalogue only, and its first administrator from
   * `npm run create-admin` (issue 42 item 1); demo data there only from an explicit `npm run seed`.
   */
  demoData: boolean;
  logLevel: string;
  smtpUrl?: string;
  /** Multiplies the sign-in rate limits; above 1 only outside production (the browser suite signs in ~40 times). */
  authRateLimitScale: number;
  /** Proxies whose X-Forwarded-For is believed (per-IP rate limits depend on it); none by default. */
  trustProxy: boolean | string;
  /** Every response the compiled serializer writes is also encoded by zod and compared (NODE_ENV=test). */
  checkResponses: boolean;
  /**
   * How long (ms) the auth hook may keep a session's answer on PostgreSQL, while LISTEN/NOTIFY tells this process of
   * every change to sessions, staff, roles and grants (db/access-cache.ts); 0 reads them on every request, as SQLite
   * always does. A bound for a notice lost unseen, not the usual delay: a change drops it as soon as it is notified.
   */
  accessCacheMs: number;
  /** How long an item stays 'being reviewed' without the console's heartbeat (LIVE_VIEWING_TTL_MS, 45 s). */
  viewingTtlMs: number;
  /** A comment line on each live queue stream this often, and the session read again (LIVE_HEARTBEAT_MS, 15 s). */
  liveHeartbeatMs: number;
  /**
   * How long (ms) a client may take to send a whole request, headers and body; past it the server answers 408 and
   * closes the connection, so slow senders cannot hold sockets and memory (issue 38 M5).
   */
  requestTimeoutMs: number;
  /** SQLite: how old the last quick_check may be before /health/ready starts another (0: at start only). */
  integrityCheckMs: number;
  /** GET /metrics answers only a scraper presenting this as its bearer token; unset, /metrics does not exist. */
  metricsToken?: string;
  /**
   * On SIGTERM, how long (ms) /health/ready answers 503 while requests are still served, so the balancer takes the
   * instance out of rotation before the server stops accepting connections and drains the requests in flight.
   */
  shutdownGraceMs: number;
  /** How often expired sessions, challenges, rate-limit events and idempotency keys are pruned (0: never). */
  pruneIntervalMs: number;
  /**
   * Where uploaded documents are kept as files (DOCUMENTS_DIR; default `documents/` beside the SQLite file, or
   * `data/documents` with PostgreSQL). Several instances need a volume they share, or the S3 store.
   */
  documentsDir: string;
  /** An S3-compatible bucket for the documents instead (DOCUMENTS_S3_BUCKET and its settings). */
  documentsS3?: S3Settings;
  /** The folder banks' and acquirers' files are dropped in (SFTP_DROP_DIR; default `sftp-drop/` beside the documents). */
  sftpDropDir: string;
  /** The background queue's pause between a job's steps, in ms (JOB_STEP_MS; the reference backend's pace, 200). */
  jobStepMs: number;
  /** Single sign-on with an OpenID Connect provider beside the one-time code (OIDC_*; contract/sso.ts). */
  oidc?: OidcSettings;
  /**
   * What an FD plan's interest rate may be (issue 41 item 2): more than FD_RATE_MIN (0), at most FD_RATE_MAX (15)
   * percent, with at most FD_RATE_DECIMALS (2) decimals; the plan routes refuse anything else with a 400.
   */
  fdRates: FdRateRange;
}

const DEFAULT_SECRET_FILE = 'data/jwt-secret';

function loadSecret(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  if (env.JWT_SECRET) {
    const key = Buffer.from(env.JWT_SECRET, env.JWT_SECRET.length === 64 ? 'hex' : 'utf8');
    if (key.length < 32) throw new ConfigError('JWT_SECRET must hold at least 32 bytes (64 hex characters).');
    return key;
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('JWT_SECRET is required in production: set it to 64 random hex characters.');
  }
  const file = resolve(dataDir, '..', DEFAULT_SECRET_FILE);
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  mkdirSync(dirname(file), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${value}".`);
  return n;
}

function booleanFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}".`);
}

function rateLimitScale(env: NodeJS.ProcessEnv, production: boolean): number {
  const scale = intFrom(env.AUTH_RATE_LIMIT_SCALE, 1, 'AUTH_RATE_LIMIT_SCALE');
  if (scale < 1) throw new ConfigError('AUTH_RATE_LIMIT_SCALE must be at least 1.');
  if (production && scale !== 1)
    throw new ConfigError('AUTH_RATE_LIMIT_SCALE cannot loosen sign-in limits in production.');
  return scale;
}

/**
 * Development conveniences hand out sign-in codes (in the log, and at the outbox to this machine); on a HOST others
 * can reach, that is for a trusted network only, so it takes an explicit ALLOW_DEV_ON_NETWORK=1.
 */
function checkDevModeHost(env: NodeJS.ProcessEnv, host: string, devMode: boolean): void {
  if (!devMode || isLoopbackHost(host) || env.ALLOW_DEV_ON_NETWORK === '1') return;
  throw new ConfigError(
    `Development conveniences (sign-in codes in the log and at /api/crm/dev/outbox) are on and HOST=${host} listens beyond this machine: use HOST=localhost, or turn them off (NODE_ENV=production with SMTP_URL, or CONSOLE_DEV_MODE=0), or set ALLOW_DEV_ON_NETWORK=1 if everyone who can reach it may sign in as anyone.`,
  );
}

/** Outside development a code goes out only by e-mail: production without SMTP_URL would let nobody sign in. */
function checkMailInProduction(production: boolean, smtpUrl: string | undefined): void {
  if (production && !smtpUrl) {
    throw new ConfigError(
      'SMTP_URL is required in production: sign-in codes are sent only by e-mail there, so without it nobody could sign in (set SMTP_URL=smtp://USER:PASSWORD@HOST:587).',
    );
  }
}

function percentFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || n > 100)
    throw new ConfigError(`${name} must be a percentage from 0 to 100, got "${value}".`);
  return n;
}

/** The FD rate range: min below max, at most 2 decimals (the column keeps two). */
function fdRatesFrom(env: NodeJS.ProcessEnv): FdRateRange {
  const range = {
    min: percentFrom(env.FD_RATE_MIN, FD_RATE_DEFAULTS.min, 'FD_RATE_MIN'),
    max: percentFrom(env.FD_RATE_MAX, FD_RATE_DEFAULTS.max, 'FD_RATE_MAX'),
    decimals: intFrom(env.FD_RATE_DECIMALS, FD_RATE_DEFAULTS.decimals, 'FD_RATE_DECIMALS'),
  };
  if (range.min >= range.max) throw new ConfigError('FD_RATE_MIN must be below FD_RATE_MAX.');
  if (range.decimals > 2)
    throw new ConfigError('FD_RATE_DECIMALS must be 0, 1 or 2 (rates are kept with two decimals).');
  return range;
}

/** A metrics token is a secret a scraper sends: long enough not to be guessed. */
function metricsTokenFrom(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16 || /\s/.test(value))
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters without spaces (e.g. openssl rand -hex 32).');
  return value;
}

/** Pure: what is allowed but probably a mistake, one line each, for the log at start. */
export function configWarnings(
  config: Pick<ServerConfig, 'devMode' | 'host' | 'trustProxy'> &
    Partial<Pick<ServerConfig, 'databaseUrl' | 'documentsDir' | 'documentsS3'>>,
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && config.databaseUrl && !config.documentsS3 && config.documentsDir) {
    warnings.push(
      `Documents are kept as files in ${config.documentsDir}: with several instances this must be a volume they all share; or set DOCUMENTS_S3_BUCKET (ignore this with one instance).`,
    );
  }
  if (env.NODE_ENV === 'production' && config.trustProxy === false) {
    warnings.push(
      "TRUST_PROXY is not set: behind a load balancer or proxy every client has the proxy's address, so the per-IP sign-in limits lump all users together; set TRUST_PROXY to the proxy's address (ignore this if clients connect directly).",
    );
  }
  if (config.devMode && !isLoopbackHost(config.host)) {
    warnings.push(
      `Development conveniences are on at HOST=${config.host} (ALLOW_DEV_ON_NETWORK=1): sign-in codes are printed in this log.`,
    );
  }
  return warnings;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const sqliteFile = resolve(ROOT_DIR, env.SQLITE_FILE ?? 'data/console.sqlite');
  const production = env.NODE_ENV === 'production';
  const ttl = intFrom(env.SESSION_TTL_SECONDS, 8 * 3600, 'SESSION_TTL_SECONDS');
  if (ttl > 8 * 3600) throw new ConfigError('SESSION_TTL_SECONDS must be at most 28800 (8 hours).');
  const host = env.HOST || 'localhost';
  const devMode = !production && env.CONSOLE_DEV_MODE !== '0';
  checkDevModeHost(env, host, devMode);
  const smtpUrl = env.SMTP_URL || undefined;
  checkMailInProduction(production, smtpUrl);
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    namedStatements: booleanFrom(env.DATABASE_PREPARED, true, 'DATABASE_PREPARED'),
    sqliteFile,
    jwtSecret: loadSecret(env, dirname(sqliteFile)),
    jwtIssuer: env.JWT_ISSUER ?? 'backoffice-console',
    jwtAudience: env.JWT_AUDIENCE ?? 'backoffice-console',
    sessionTtlSeconds: ttl,
    sessionIdleSeconds: intFrom(env.SESSION_IDLE_SECONDS, SESSION_IDLE_DEFAULT_SECONDS, 'SESSION_IDLE_SECONDS'),
    superAdminRoleId: intFrom(env.SUPER_ADMIN_ROLE_ID, 1, 'SUPER_ADMIN_ROLE_ID'),
    distDir: resolve(ROOT_DIR, env.DIST_DIR ?? 'dist'),
    devMode,
    demoData: !production,
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl,
    authRateLimitScale: rateLimitScale(env, production),
    trustProxy: env.TRUST_PROXY ? (env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY) : false,
    checkResponses: env.NODE_ENV === 'test',
    accessCacheMs: intFrom(env.ACCESS_CACHE_MS, 1000, 'ACCESS_CACHE_MS'),
    viewingTtlMs: intFrom(env.LIVE_VIEWING_TTL_MS, VIEWING_TTL_MS, 'LIVE_VIEWING_TTL_MS'),
    liveHeartbeatMs: intFrom(env.LIVE_HEARTBEAT_MS, STREAM_HEARTBEAT_MS, 'LIVE_HEARTBEAT_MS'),
    requestTimeoutMs: intFrom(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS'),
    integrityCheckMs: intFrom(env.INTEGRITY_CHECK_MS, 5 * 60_000, 'INTEGRITY_CHECK_MS'),
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 2000, 'SHUTDOWN_GRACE_MS'),
    pruneIntervalMs: intFrom(env.PRUNE_INTERVAL_MS, 15 * 60_000, 'PRUNE_INTERVAL_MS'),
    documentsDir: resolve(
      ROOT_DIR,
      env.DOCUMENTS_DIR || (env.DATABASE_URL ? 'data/documents' : resolve(dirname(sqliteFile), 'documents')),
    ),
    documentsS3: s3SettingsFrom(env),
    sftpDropDir: resolve(
      ROOT_DIR,
      env.SFTP_DROP_DIR || (env.DATABASE_URL ? 'data/sftp-drop' : resolve(dirname(sqliteFile), 'sftp-drop')),
    ),
    jobStepMs: intFrom(env.JOB_STEP_MS, 200, 'JOB_STEP_MS'),
    oidc: oidcSettingsFrom(env),
    fdRates: fdRatesFrom(env),
  };
}
