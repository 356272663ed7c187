import { useEffect, useReducer, useState } from 'react';

/**
 * Waits for something loaded once per session (a view's chunk, an area's strings) without suspending: true when
 * `ready()` is; otherwise `start()` is called (it must return the same promise each time until it settles) and the
 * component renders again when it settles. A failure is thrown during render, to the nearest error boundary.
 *
 * Why not Suspense: the console's navigations are not transitions, so a suspended route shows the layout's fallback,
 * and React then holds back what replaces a fallback until 300 ms after it was shown (its fallback throttle), even
 * when the chunk came from the cache in a few milliseconds. Measured on a menu click, the next list's request left
 * about 330 ms after its chunk had arrived. A component that waits in its own state is drawn when it is ready.
 */
export function useReady(ready: () => boolean, start: () => Promise<unknown>): boolean {
  const isReady = ready();
  const [, settled] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (isReady || failure) return undefined;
    let live = true;
    start().then(
      () => live && settled(),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [isReady, failure, start]);
  if (failure) throw failure.error;
  if (!isReady) void start().catch(() => undefined); // started during render, not a commit later
  return isReady;
}
