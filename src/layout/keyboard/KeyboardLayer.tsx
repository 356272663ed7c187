import { Suspense, lazy, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isPaletteKey, plainKey } from '../../common/keyboard/keys';
import { ScreenShortcutsProvider } from '../../common/keyboard/ShortcutsContext';

type Open = 'palette' | 'help' | null;

/** The palette and the shortcuts list load on their first use (issue 18: nothing in the shell a list does not need). */
const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsDialog = lazy(() => import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })));

/** A character typed into the palette (not a shortcut). */
const typedCharacter = (event: KeyboardEvent): string | null =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey ? event.key : null;

/**
 * The console's global keys: Ctrl+K / Cmd+K opens the command palette (even from a field), `?` the list of shortcuts
 * (not while typing). Screens below register their own keys and list them for `?`. What is typed after Ctrl+K before
 * the palette's field can take it (its code still on its way on first use) is kept and becomes its query.
 */
export function KeyboardLayer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open>(null);
  const [used, setUsed] = useState<{ palette: boolean; help: boolean }>({ palette: false, help: false });
  const openRef = useRef<Open>(null);
  const typedAhead = useRef('');
  /** Whether the palette's field takes the keys itself (its body is mounted and listening). */
  const paletteListening = useRef(false);
  useEffect(() => {
    const show = (next: Open) => {
      openRef.current = next;
      setOpen(next);
      if (next) setUsed((was) => (was[next] ? was : { ...was, [next]: true }));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaletteKey(event)) {
        event.preventDefault();
        typedAhead.current = '';
        show(openRef.current === 'palette' ? null : 'palette');
      } else if (openRef.current === 'palette' && !paletteListening.current) {
        const typed = typedCharacter(event);
        if (typed) {
          event.preventDefault();
          typedAhead.current += typed;
        }
      } else if (plainKey(event) === '?') {
        event.preventDefault();
        show('help');
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  const close = () => {
    openRef.current = null;
    setOpen(null);
  };
  const readTypedAhead = useCallback(() => typedAhead.current, []);
  const setListening = useCallback((on: boolean) => void (paletteListening.current = on), []);
  return (
    <ScreenShortcutsProvider>
      {children}
      <Suspense fallback={null}>
        {used.palette && (
          <CommandPalette
            open={open === 'palette'}
            onClose={close}
            typedAhead={readTypedAhead}
            onListening={setListening}
          />
        )}
        {used.help && <ShortcutsDialog open={open === 'help'} onClose={close} />}
      </Suspense>
    </ScreenShortcutsProvider>
  );
}
