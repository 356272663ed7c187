export interface IdleTimer {
  /** Input at `at` (here or in another tab): the limit counts again from then. */
  activity(at?: number): void;
  stop(): void;
}

/**
 * Calls `onIdle` once `idleMs` pass without activity. Activity only moves a time stamp (mouse moves are many); the
 * one pending timeout looks at it when it fires and waits the rest, so a tab that slept locks as soon as it wakes.
 * After `onIdle`, the next activity starts it again.
 */
export function startIdleTimer(idleMs: number, onIdle: () => void, now: () => number = Date.now): IdleTimer {
  let last = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const left = last + idleMs - now();
    if (left > 0) {
      timer = setTimeout(check, left);
      return;
    }
    timer = undefined;
    onIdle();
  };
  timer = setTimeout(check, idleMs);
  return {
    activity(at = now()) {
      if (at > last) last = at;
      if (timer === undefined) timer = setTimeout(check, Math.max(0, last + idleMs - now()));
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
