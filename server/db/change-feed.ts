import pg from 'pg';

/** What a change feed tells: something changed, and whether it is listening (a notice may be missed while not). */
export interface ChangeListener {
  /** Something changed; `payload` is what the notice carried (a table's name on TABLE_CHANNEL). */
  changed(payload?: string): void;
  live(on: boolean): void;
}

/** Notices of changes to some tables, from whichever process made them. */
export interface ChangeFeed {
  /** Starts listening; the function returned stops it. */
  subscribe(listener: ChangeListener): () => Promise<void>;
}

/** The channel migration 0022's triggers notify on any change to sessions, staff, staff_roles or role_permissions. */
export const ACCESS_CHANNEL = 'console_access_changed';
/** The channel migration 0028's triggers notify, with the table's name, on any change to a table whose totals are kept. */
export const TABLE_CHANNEL = 'console_table_changed';

const warn = (msg: string, where: string, err?: unknown) =>
  console.error(JSON.stringify({ level: 'warn', msg, where, err: err instanceof Error ? err.message : err }));

/**
 * LISTEN on one PostgreSQL channel over a connection of its own (a pooled one may be handed to a query). `live(true)`
 * only once LISTEN has answered; a lost connection says `live(false)` at once and is reopened every `retryMs`.
 */
export function postgresChangeFeed(url: string, where: string, channel: string, retryMs = 1000): ChangeFeed {
  return {
    subscribe(listener) {
      let client: pg.Client | null = null;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let wasLive = false;

      const lose = (lost: pg.Client, error?: unknown) => {
        if (client !== lost) return; // already handled ('error' is followed by 'end')
        client = null;
        listener.live(false);
        if (wasLive && !stopped)
          warn('access change feed lost; permissions are read on every request until back', where, error);
        wasLive = false;
        lost.removeAllListeners('notification');
        lost.end().catch(() => undefined);
        if (!stopped) timer = setTimeout(open, retryMs).unref();
      };

      const open = async () => {
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, keepAlive: true });
        client = next;
        next.on('notification', (notice) => listener.changed(notice.payload));
        next.on('error', (error) => lose(next, error));
        next.on('end', () => lose(next));
        try {
          await next.connect();
          await next.query(`LISTEN ${channel}`);
        } catch (error) {
          return lose(next, error);
        }
        if (client !== next || stopped) return;
        wasLive = true;
        listener.live(true);
      };

      void open();
      return async () => {
        stopped = true;
        clearTimeout(timer);
        const last = client;
        client = null;
        listener.live(false);
        await last?.end().catch(() => undefined);
      };
    },
  };
}
