import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { Database } from './db/database.js';
import type { Dialect } from './db/connect.js';
import type { CountCache } from './db/count-cache.js';
import type { DocumentStore } from './documents/store.js';
import type { QueueEvents } from './live/queue-events.js';

/** What every backend's routes receive. */
export interface AppDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  config: ServerConfig;
  counts: CountCache;
  /** Changes to the live queues' tables and viewers, as queue events (issue 39 item 7). */
  queueEvents: QueueEvents;
  /** Where uploaded documents' bytes are kept (issue 42 item 6): files, or an S3-compatible bucket. */
  documents: DocumentStore;
}
