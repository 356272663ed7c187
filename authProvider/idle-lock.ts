import { onIdleRefusal } from '../dataProviders/http';

/**
 * The console's lock for an idle session (issue 42 item 5): one flag the 401 handling, react-admin's checkError and
 * the lock screen share. While a lock screen is mounted, an idle refusal locks the console instead of signing out
 * (registered with dataProviders/http.ts below, which knows nothing of the lock).
 */
type Listener = (locked: boolean) => void;

let locked = false;
let screens = 0;
const listeners = new Set<Listener>();

export function isSessionLocked(): boolean {
  return locked;
}

export function setSessionLocked(on: boolean): void {
  if (locked === on) return;
  locked = on;
  for (const listener of [...listeners]) listener(on);
}

export function onSessionLock(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** A lock screen is mounted (returns its unmount); without one an idle 401 ends the session like any 401. */
export function lockScreenMounted(): () => void {
  screens++;
  return () => {
    screens--;
  };
}

export function canLock(): boolean {
  return screens > 0;
}

// An idle refusal locks the console while a lock screen is up; without one, http.ts ends the session as for any 401.
onIdleRefusal(() => {
  if (!canLock()) return false;
  setSessionLocked(true);
  return true;
});
