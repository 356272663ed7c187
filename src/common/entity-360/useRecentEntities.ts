import { useCallback, useState } from 'react';
import { readRecent, withRecent, writeRecent, type RecentEntity } from './recent-entities';

const storage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The entities last opened, kept in localStorage under `storageKey` (one key per kind of entity). */
export function useRecentEntities(storageKey: string) {
  const [items, setItems] = useState<RecentEntity[]>(() => readRecent(storage(), storageKey));
  const remember = useCallback(
    (id: string, label?: string) => {
      // From what is stored (another browser tab may have added to it), not from this component's copy.
      const next = withRecent(readRecent(storage(), storageKey), { id, label, at: Date.now() });
      writeRecent(storage(), storageKey, next);
      setItems(next);
    },
    [storageKey],
  );
  const clear = useCallback(() => {
    writeRecent(storage(), storageKey, []);
    setItems([]);
  }, [storageKey]);
  return { items, remember, clear };
}
