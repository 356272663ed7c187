import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazy view whose chunk can be fetched before its first render: `preload()` starts it (once) and never rejects. */
export type LazyView = LazyExoticComponent<ComponentType> & { preload: () => Promise<void> };

/**
 * `React.lazy` over `load`, plus `preload()`: the shell starts the chunk of the view being opened while it is still
 * evaluating and drawing itself (src/layout/route-preload.ts), and a gated view starts it in parallel with what gates
 * it (its area strings, its permission), instead of only when React first renders it. One fetch either way.
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  let started: Promise<{ default: ComponentType }> | undefined;
  const once = () => {
    started ??= load();
    started.catch(() => (started = undefined)); // a failed chunk may be fetched again
    return started;
  };
  return Object.assign(lazy(once), {
    preload: () =>
      once().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/** Starts `view`'s chunk when it is a lazy view (a plain component needs nothing). */
export function preloadView(view: unknown): void {
  const preload = (view as Partial<LazyView> | undefined)?.preload;
  if (typeof preload === 'function') void preload();
}
