/**
 * The live queues on the CRM API (issue 39 item 7; contract/live/queues.ts), declared once (contract/endpoint.ts,
 * issue 40). The console calls them through dataProviders/endpoint-client.ts (dataProviders/crm/live.ts); the
 * reference backend registers them through server/routes/declared.ts serve() (server/routes/crm/live.ts).
 */
import type { Endpoint } from '../endpoint';
import { ANY_LIVE_QUEUE_KEYS, LIVE_PATHS } from '../live/queues';

/** Whoever may list any live queue (the stream says which of them each may hear). */
const LIVE_ACCESS = { rules: { list: ANY_LIVE_QUEUE_KEYS }, actions: ['list'] } as const;
const live = (method: Endpoint['method'], path: string): Endpoint => ({
  backend: 'crm',
  method,
  path,
  access: LIVE_ACCESS,
});

/** The live queues (issue 39 item 7): the event stream, "I have this item open", closed, and who else has. */
export const LIVE_CALLS = {
  /** A server-sent event stream (text/event-stream), read with fetch so the token goes in a header. */
  queues: live('GET', LIVE_PATHS.queues),
  viewing: live('PUT', LIVE_PATHS.viewing),
  leave: live('DELETE', LIVE_PATHS.viewing),
  viewers: live('GET', LIVE_PATHS.viewers),
} as const satisfies Record<string, Endpoint>;
