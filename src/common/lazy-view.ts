import { createElement, type ComponentType } from 'react';
import { useReady } from './use-ready';

/**
 * What a view shows while its chunk arrives: react-admin's <Loading />, which the shell sets when it loads
 * (src/App.tsx). Kept out of this module's imports: the route table (resources, pages, their lazy views) is evaluated
 * before react-admin has arrived, so that a cold load starts the opened view's chunk at once (src/layout/route-start.ts).
 */
let fallback: ComponentType = () => null;
export function setViewFallback(view: ComponentType): void {
  fallback = view;
}

/** A view whose chunk is fetched on first render or before it: `preload()` starts it (once) and never rejects. */
export type LazyView = ComponentType & { preload: () => Promise<void> };

/**
 * A view in its own chunk, plus `preload()`: the shell starts the chunk of the view being opened while it is still
 * evaluating and drawing itself (src/layout/route-preload.ts), and a gated view starts it in parallel with what gates
 * it (its area strings, its permission), instead of only when React first renders it. One fetch either way.
 * Until the chunk is there the view shows react-admin's <Loading /> (blank for its first second) and draws itself
 * as soon as it arrives; once loaded it renders at once (src/common/use-ready.ts says why this is not React.lazy).
 */
export function lazyView(load: () => Promise<{ default: ComponentType }>): LazyView {
  let started: Promise<{ default: ComponentType }> | undefined;
  let loaded: ComponentType | undefined;
  const once = () => {
    started ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    started.catch(() => (started = undefined)); // a failed chunk may be fetched again
    return started;
  };
  function View(props: object) {
    const ready = useReady(() => loaded !== undefined, once);
    return ready && loaded ? createElement(loaded, props) : createElement(fallback);
  }
  return Object.assign(View, {
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
