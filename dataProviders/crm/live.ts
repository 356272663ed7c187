import type { ItemViewer, LiveItemKind, LiveQueue } from '../../contract/live/queues';
import { LIVE_CALLS } from '../../contract/session/live-calls';
import { callEndpoint, endpointUrl, type BaseUrlOf } from '../endpoint-client';
import { challengeOf, currentToken, notifyUnauthorized } from '../http';
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

/** The live queues' calls (contract/session/live-calls.ts) at the CRM API's base URL. */
export function liveApi(baseUrl: string): LiveApi {
  const base: BaseUrlOf = () => baseUrl;
  return {
    async openStream(queues, signal) {
      const token = currentToken();
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      // The stream is read as it comes, so not through http() (which reads the whole answer).
      const res = await fetch(endpointUrl(LIVE_CALLS.queues, { query: { queues: queues.join(',') } }, base), {
        headers,
        signal,
        cache: 'no-store',
      });
      if (res.status === 401) notifyUnauthorized(challengeOf(res));
      if (!res.ok || !res.body) throw new LiveStreamRefused(res.status, res.status !== 401 && res.status !== 403);
      return res.body;
    },
    async viewing(kind, id) {
      await callEndpoint(LIVE_CALLS.viewing, { body: { kind, id } }, base);
    },
    async leave(kind, id) {
      await callEndpoint(LIVE_CALLS.leave, { query: { kind, id } }, base);
    },
    viewers: async (kind, signal) =>
      unwrapCrmRead(await callEndpoint(LIVE_CALLS.viewers, { query: { kind }, signal }, base)) as ItemViewer[],
  };
}

/** The API at the CRM base URL of /crm/config.json. */
export const crmLive = (): LiveApi => liveApi(backendUrl('crm'));
