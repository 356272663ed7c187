/** An entity opened recently, as the lookup offers it again. */
export interface RecentEntity {
  id: string;
  /** What the list shows besides the id (a name); optional. */
  label?: string;
  /** Epoch ms when it was last opened. */
  at: number;
}

export const RECENT_MAX = 8;

/** Pure: the list with `entry` first, any older copy of it dropped, at most `max` long. */
export function withRecent(list: readonly RecentEntity[], entry: RecentEntity, max = RECENT_MAX): RecentEntity[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, max);
}

const isRecent = (value: unknown): value is RecentEntity => {
  const v = value as Partial<RecentEntity> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.at === 'number' &&
    (v.label === undefined || typeof v.label === 'string')
  );
};

/** The stored list under `key`; anything unreadable counts as empty (never throws). */
export function readRecent(storage: Pick<Storage, 'getItem'> | undefined, key: string): RecentEntity[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Stores the list under `key`; a full or blocked storage is ignored (the list is a convenience). */
export function writeRecent(storage: Pick<Storage, 'setItem'> | undefined, key: string, list: readonly RecentEntity[]) {
  try {
    storage?.setItem(key, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the list is not kept, nothing else changes.
  }
}
