import { relative } from 'node:path';
import { ConfigError, type ServerConfig } from './config.js';
import { DatabaseFolderError } from './db/connect.js';
import { DatabaseCorruptError } from './db/integrity.js';

interface ErrorLike {
  code?: string;
  message?: string;
  errors?: ErrorLike[];
}

/** Turns what stops the server from starting into one line saying what is wrong and what to do. */
export function explainStartupError(
  err: unknown,
  config: Pick<ServerConfig, 'port' | 'sqliteFile' | 'databaseUrl'>,
  where?: string,
): string {
  const e = (err ?? {}) as ErrorLike;
  const code = e.code ?? e.errors?.[0]?.code;
  const message = e.message || e.errors?.[0]?.message || String(err);
  const file = relative(process.cwd(), config.sqliteFile) || config.sqliteFile;
  if (err instanceof ConfigError) return `Configuration error: ${message}`;
  if (code === 'EADDRINUSE') {
    return `Port ${config.port} is already in use: stop the process using it, or start on another port (PORT=${config.port + 1} npm start).`;
  }
  if (code === 'EACCES' && /listen/.test(message)) {
    return `Not allowed to listen on port ${config.port}: choose a port above 1023 (PORT=8080 npm start).`;
  }
  if (err instanceof DatabaseCorruptError) {
    return `The database file ${file} failed SQLite's integrity check (${message}): stop the server, then restore the file from a backup, or move it aside and start again to create and seed a new one; sqlite3 ${file} .recover may save what is readable.`;
  }
  if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
    return `The database file ${file} is not a valid SQLite database (corrupt or another kind of file): move it aside (or delete it) and start again to create and seed a new one.`;
  }
  if (err instanceof DatabaseFolderError) {
    const blocker = relative(process.cwd(), err.blocker) || err.blocker;
    return `Cannot create the folder for the database file ${file}: ${blocker} is a file, not a folder. Set SQLITE_FILE to a path under a folder (e.g. SQLITE_FILE=data/console.sqlite), or move that file aside.`;
  }
  if (code === 'SQLITE_CANTOPEN') {
    return `Cannot open the database file ${file}: check that its folder exists and is writable, or set SQLITE_FILE to another path.`;
  }
  if (config.databaseUrl) {
    const target = where ?? 'the PostgreSQL server';
    if (err instanceof TypeError || /invalid url|unsupported scheme/i.test(message)) {
      return 'DATABASE_URL is not a valid PostgreSQL URL: expected postgres://USER:PASSWORD@HOST:PORT/DATABASE (unset it to use the embedded SQLite database).';
    }
    if (
      code === 'ECONNREFUSED' ||
      code === 'ENOTFOUND' ||
      code === 'EAI_AGAIN' ||
      code === 'ETIMEDOUT' ||
      /timeout/i.test(message)
    ) {
      return `Cannot reach PostgreSQL at ${target} (${code ?? 'timeout'}): check DATABASE_URL and that the server is running and accepts connections.`;
    }
    if (code === '28P01' || code === '28000')
      return `PostgreSQL at ${target} refused the credentials in DATABASE_URL: check the user name and password.`;
    if (code === '3D000')
      return `PostgreSQL at ${target} has no such database: create it (createdb) or fix the name in DATABASE_URL.`;
  }
  return `The server could not start: ${message}${code ? ` (${code})` : ''}. Run with LOG_LEVEL=debug for details.`;
}
