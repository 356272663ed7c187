import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { LiveQueue } from '../../../contract/live/queues';
import { isSessionLocked, onSessionLock } from '../../../authProvider/idle-lock';
import { crmLive, type LiveApi } from '../../../dataProviders/crm/live';
import { LIVE_QUEUES } from '../../../contract/live/queues';
import { LiveConnection, type LiveStatus } from './live-connection';

let api: LiveApi | null = null;
/** The CRM backend's live API, made once per tab. */
export const liveApiOf = (): LiveApi => (api ??= crmLive());

let shared: LiveConnection | null = null;
/** The tab's one stream (every queue the user may list; the server leaves out the others). */
export function liveConnection(): LiveConnection {
  return (shared ??= new LiveConnection({ open: (signal) => liveApiOf().openStream(LIVE_QUEUES, signal) }));
}

/** The query key of who else has items of a kind open (usePresence.ts). */
export const VIEWERS_KEY = 'live-viewers';

/**
 * A queue screen that updates itself: while mounted, each change to `queue` on the tab's one stream makes react-query
 * read `keys` again (every query whose key starts with one of them), and a change of who is viewing its items reads
 * the viewers again. Returns whether changes are being heard, for the "Live updates off" note. While the console is
 * locked for inactivity nothing is read (each read would count as the user's activity and keep the idle session
 * alive behind the lock); what changed meanwhile is read once on unlocking.
 */
export function useLiveQueue(
  queue: LiveQueue,
  keys: readonly QueryKey[],
  connection: LiveConnection = liveConnection(),
): LiveStatus {
  const client = useQueryClient();
  const status = useSyncExternalStore(
    useCallback((changed: () => void) => connection.onStatus(changed), [connection]),
    () => connection.status,
  );
  const keyText = JSON.stringify(keys);
  useEffect(() => {
    const wanted = JSON.parse(keyText) as QueryKey[];
    const missed = new Set<'viewers' | 'items'>();
    const read = (what: 'viewers' | 'items') => {
      if (isSessionLocked()) return void missed.add(what);
      if (what === 'viewers') void client.invalidateQueries({ queryKey: [VIEWERS_KEY] });
      else for (const queryKey of wanted) void client.invalidateQueries({ queryKey });
    };
    const off = connection.subscribe((event) => {
      if (event.queue === queue) read(event.change === 'viewers' ? 'viewers' : 'items');
    });
    const offLock = onSessionLock((locked) => {
      if (locked) return;
      const pending = [...missed];
      missed.clear();
      pending.forEach(read);
    });
    return () => {
      off();
      offLock();
    };
  }, [client, connection, queue, keyText]);
  return status;
}
