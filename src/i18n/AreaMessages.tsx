import { useCallback, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { preloadView } from '../common/lazy-view';
import { useReady } from '../common/use-ready';
import type { MessageArea } from './areas';
import { areasLoaded, loadAreas } from './index';

const pending = new Map<string, Promise<void>>();

/** The same promise for the same areas, so React can wait on it across renders. */
function pendingFor(areas: readonly MessageArea[]): Promise<void> {
  const key = [...areas].sort().join(',');
  let promise = pending.get(key);
  if (!promise) {
    promise = loadAreas(areas);
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/** Starts loading these area sections now (each once), e.g. while a permission check is still pending. */
export function preloadAreas(areas: readonly MessageArea[]): void {
  if (areas.length > 0 && !areasLoaded(areas)) void pendingFor(areas).catch(() => undefined);
}

/**
 * Renders its children once these area sections of the catalogue are loaded (react-admin's <Loading /> until then,
 * without suspending: src/common/use-ready.ts), so a page never shows its keys in place of its strings.
 */
export function AreaMessages({ areas, children }: { areas: readonly MessageArea[]; children: ReactNode }) {
  const key = [...areas].sort().join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same areas give the same key
  const start = useCallback(() => pendingFor(areas), [key]);
  const ready = useReady(() => areasLoaded(areas), start);
  return ready ? <>{children}</> : <Loading />;
}

type View = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * A view that renders once these area sections are loaded; the view itself when it needs none. A lazy view's chunk
 * is fetched alongside the strings, not after them.
 */
export function withAreaMessages(View: View | undefined, areas: readonly MessageArea[]): View | undefined {
  if (!View || areas.length === 0) return View;
  const Gated = () => {
    preloadView(View);
    return (
      <AreaMessages areas={areas}>
        <View />
      </AreaMessages>
    );
  };
  return Gated;
}
