import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/** One line of the `?` dialog: the keys, and the i18n key of what they do. */
export interface ShortcutHelp {
  keys: readonly string[];
  label: string;
}

interface ScreenShortcuts {
  shortcuts: readonly ShortcutHelp[];
  setShortcuts(next: readonly ShortcutHelp[]): void;
}

const NONE: readonly ShortcutHelp[] = [];
const Context = createContext<ScreenShortcuts>({ shortcuts: NONE, setShortcuts: () => undefined });

/** Holds the shortcuts of the screen on show, for the `?` dialog. */
export function ScreenShortcutsProvider({ children }: { children: ReactNode }) {
  const [shortcuts, setShortcuts] = useState<readonly ShortcutHelp[]>(NONE);
  const value = useMemo(() => ({ shortcuts, setShortcuts }), [shortcuts]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The current screen's shortcuts. */
export const useCurrentShortcuts = (): readonly ShortcutHelp[] => useContext(Context).shortcuts;

/** A screen lists its shortcuts in the `?` dialog while it is mounted (pass a constant array). */
export function useScreenShortcuts(shortcuts: readonly ShortcutHelp[]): void {
  const { setShortcuts } = useContext(Context);
  useEffect(() => {
    setShortcuts(shortcuts);
    return () => setShortcuts(NONE);
  }, [shortcuts, setShortcuts]);
}
