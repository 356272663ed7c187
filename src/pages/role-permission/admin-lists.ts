import { useState } from 'react';

/** Every row of a small admin list (roles, permissions, users), by name. */
export const ALL_BY_NAME = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/**
 * A selection edited over a saved one: `held` is the unsaved selection, or the saved one while nothing was changed;
 * `discard` drops the unsaved selection (after a save or a reload).
 */
export function useUnsavedSelection<T>(saved: T[] | undefined) {
  /** The unsaved selection; null while it equals the saved one. */
  const [edited, setEdited] = useState<T[] | null>(null);
  return {
    held: edited ?? saved ?? [],
    setHeld: (next: T[]) => setEdited(next),
    discard: () => setEdited(null),
  };
}
