import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { useGetIdentity } from 'react-admin';

const keyOf = (userId: string | number | undefined) => `console.menu.open.${userId ?? 'anonymous'}`;

function read(key: string): Record<string, boolean> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

export interface OpenGroups {
  isOpen: (group: string, holdsCurrent: boolean) => boolean;
  toggle: (group: string, open: boolean) => void;
}

/**
 * Which menu groups this user opened or closed (issue 18: "the groups remembered per user"), kept in localStorage
 * under the user's id, so it outlives sign-out (react-admin's store is cleared then). A group never touched is open
 * when it holds the current page. One state for the whole menu (AppMenu provides it through OpenGroupsContext):
 * each group reading its own copy would overwrite the others' choices.
 */
export function useOpenGroups(): OpenGroups {
  const { identity } = useGetIdentity();
  const key = keyOf(identity?.id);
  const [state, setState] = useState<{ key: string; open: Record<string, boolean> }>(() => ({ key, open: read(key) }));
  const open = state.key === key ? state.open : read(key);
  const isOpen = useCallback((group: string, holdsCurrent: boolean) => open[group] ?? holdsCurrent, [open]);
  const toggle = useCallback(
    (group: string, value: boolean) => {
      const next = { ...open, [group]: value };
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        /* storage full or blocked: the choice lasts this page only */
      }
      setState({ key, open: next });
    },
    [key, open],
  );
  // One object while nothing changes: it is the menu's context value, and a new one re-rendered every group.
  return useMemo(() => ({ isOpen, toggle }), [isOpen, toggle]);
}

export const OpenGroupsContext = createContext<OpenGroups>({
  isOpen: (_group, holdsCurrent) => holdsCurrent,
  toggle: () => undefined,
});

/** The menu's open groups, from AppMenu. */
export const useOpenGroupsContext = (): OpenGroups => useContext(OpenGroupsContext);
