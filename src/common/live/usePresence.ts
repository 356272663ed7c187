import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { VIEWING_HEARTBEAT_MS, type LiveItemKind } from '../../../contract/live/queues';
import type { LiveApi } from '../../../dataProviders/crm/live';
import { liveApiOf, VIEWERS_KEY } from './useLiveQueue';

/**
 * Tells the server the user has this item open (again every 20 s while it is, and that it is closed when it is not),
 * so others see "Being reviewed by …". A failure is ignored: it is a courtesy, never in the way of the work.
 */
export function useViewing(kind: LiveItemKind, id: number | null | undefined, api: LiveApi = liveApiOf()): void {
  useEffect(() => {
    if (id === null || id === undefined) return;
    const say = () => void api.viewing(kind, id).catch(() => undefined);
    say();
    const timer = setInterval(say, VIEWING_HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      void api.leave(kind, id).catch(() => undefined);
    };
  }, [api, kind, id]);
}

/** Pure: the names of those viewing each item, by item id. */
export function viewersByItem(viewers: readonly { itemId: number; name: string }[]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const v of viewers) out.set(v.itemId, [...(out.get(v.itemId) ?? []), v.name]);
  return out;
}

/** Who else has items of `kind` open, by item id (read again when the stream says it changed). */
export function useViewers(kind: LiveItemKind, api: LiveApi = liveApiOf()): Map<number, string[]> {
  const { data } = useQuery({
    queryKey: [VIEWERS_KEY, kind],
    queryFn: ({ signal }) => api.viewers(kind, signal),
    retry: false,
    // The stream says when it changes; a slow poll covers a stream that is off.
    refetchInterval: VIEWING_HEARTBEAT_MS,
  });
  return useMemo(() => viewersByItem(data ?? []), [data]);
}
