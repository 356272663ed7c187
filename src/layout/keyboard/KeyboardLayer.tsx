import { useEffect, useState, type ReactNode } from 'react';
import { isPaletteKey, plainKey } from '../../common/keyboard/keys';
import { ScreenShortcutsProvider } from '../../common/keyboard/ShortcutsContext';
import { CommandPalette } from './CommandPalette';
import { ShortcutsDialog } from './ShortcutsDialog';

type Open = 'palette' | 'help' | null;

/**
 * The console's global keys: Ctrl+K / Cmd+K opens the command palette (even from a field), `?` the list of shortcuts
 * (not while typing). Screens below register their own keys and list them for `?`.
 */
export function KeyboardLayer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        setOpen((was) => (was === 'palette' ? null : 'palette'));
      } else if (plainKey(event) === '?') {
        event.preventDefault();
        setOpen('help');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const close = () => setOpen(null);
  return (
    <ScreenShortcutsProvider>
      {children}
      <CommandPalette open={open === 'palette'} onClose={close} />
      <ShortcutsDialog open={open === 'help'} onClose={close} />
    </ScreenShortcutsProvider>
  );
}
