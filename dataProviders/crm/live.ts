import { sessionToken } from '../../authProvider/session';
import { LIVE_PATHS, type ItemViewer, type LiveItemKind, type LiveQueue } from '../../contract/live/queues';
import { challengeOf, http, notifyUnauthorized } from '../http';
import { backendUrl } from '../runtime-config';
import { unwrapCrmRead } from './envelope';

/** The stream could not be opened: `retry` false when asking again will not help (no session, no permission). */
export class LiveStreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly retry: boolean,
  ) {
    super(`live queue stream refused (${status})`);
  }
}

/** The CRM backend's live queues (issue 39 item 7): the event stream and who has which item open. */
export interface LiveApi {
  /** The event stream's body. Read with fetch, not EventSource, so the token goes in the Authorization header. */
  openStream(queues: readonly LiveQueue[], signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  viewing(kind: LiveItemKind, id: number): Promise<void>;
  leave(kind: LiveItemKind, id: number): Promise<void>;
  viewers(kind: LiveItemKind, signal?: AbortSignal): Promise<ItemViewer[]>;
}

export function liveApi(baseUrl: string): LiveApi {
  const viewing = `${baseUrl}${LIVE_PATHS.viewing}`;
  return {
    async openStream(queues, signal) {
      const token = typeof sessionStorage === 'undefined' ? null : sessionToken();
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const res = await fetch(`${baseUrl}${LIVE_PATHS.queues}?queues=${queues.join(',')}`, {
        headers,
        signal,
        cache: 'no-store',
      });
      if (res.status === 401) notifyUnauthorized(challengeOf(res));
      if (!res.ok || !res.body) throw new LiveStreamRefused(res.status, res.status !== 401 && res.status !== 403);
      return res.body;
    },
    async viewing(kind, id) {
      await http(viewing, { method: 'PUT', body: { kind, id } });
    },
    async leave(kind, id) {
      await http(viewing, { method: 'DELETE', query: { kind, id } });
    },
    viewers: async (kind, signal) =>
      unwrapCrmRead(await http(`${baseUrl}${LIVE_PATHS.viewers}`, { query: { kind }, signal })) as ItemViewer[],
  };
}

/** The API at the CRM base URL of /crm/config.json. */
export const crmLive = (): LiveApi => liveApi(backendUrl('crm'));
