import { use, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { preloadView } from '../common/lazy-view';
import type { MessageArea } from './areas';
import { loadAreas } from './index';

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

/**
 * Renders its children once these area sections of the catalogue are loaded (suspending until then), so a page never
 * shows its keys in place of its strings.
 */
export function AreaMessages({ areas, children }: { areas: readonly MessageArea[]; children: ReactNode }) {
  // Always the same cached promise for the same areas (React reads a settled one at once), never a conditional use().
  if (areas.length > 0) use(pendingFor(areas));
  return <>{children}</>;
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
