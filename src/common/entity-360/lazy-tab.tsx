import { LinearProgress } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import { useReady } from '../use-ready';

/** How many times a tab's chunk is fetched again after a failed load, and the pause before each. */
export const TAB_CHUNK_RETRIES = 2;
const PAUSE_MS = 400;

const resets = new WeakMap<ComponentType, () => void>();
const preloads = new WeakMap<ComponentType, () => void>();

/** Pure: the chunk's URL in a failed dynamic import's message ('Failed to fetch dynamically imported module: …'). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.js)(?:\?[^\s'"]*)?/.exec(message)?.[1] ?? null;
}

/**
 * A tab's lazy chunk that survives a failed fetch. React.lazy keeps a rejected import for good, so one dropped chunk
 * request on a loaded machine would leave the tab broken until a reload. Here the import is tried again a couple of
 * times; if it still fails, the error reaches the tab's error boundary (TabErrorBoundary), whose Retry calls
 * resetLazyTab so the next render starts a fresh load.
 */
export function lazyTab(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let tries = 0;
  const attempt = async (left: number, url: string | null): Promise<{ default: ComponentType }> => {
    try {
      // A browser keeps a failed module import for good (Chromium, Firefox): the chunk is asked for again under a
      // fresh URL, taken from the failure's message, so the retry really reaches the server.
      if (url === null) return await load();
      tries += 1;
      return (await import(/* @vite-ignore */ `${url}?retry=${tries}`)) as { default: ComponentType };
    } catch (error) {
      if (left <= 0) throw error;
      await new Promise((resolve) => window.setTimeout(resolve, PAUSE_MS));
      return attempt(left - 1, url ?? chunkUrlOf(error));
    }
  };
  /** The chunk's load in flight or done (shared by a preload and the render), and its component once loaded. */
  let pending: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const start = () =>
    (pending ??= attempt(TAB_CHUNK_RETRIES, null).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  /**
   * Until the chunk is loaded (opened before, or preloaded when the agent pointed at the tab) the tab shows a
   * progress bar, then draws itself; once loaded it renders at once. Not React.lazy under Suspense: React holds back
   * what replaces a shown fallback until 300 ms after it (src/common/use-ready.ts).
   */
  function LazyTab() {
    const translate = useTranslate();
    const ready = useReady(() => loaded !== null, start);
    const Body = ready ? loaded : null;
    return Body ? <Body /> : <LinearProgress aria-label={translate('entity360.loading')} />;
  }
  resets.set(LazyTab, () => {
    pending = null;
  });
  preloads.set(LazyTab, () => void start().catch(() => undefined));
  return LazyTab;
}

/** Starts loading a lazyTab's chunk ahead of its first render (no-op for any other component, or once loaded). */
export function preloadTab(component: unknown): void {
  preloads.get(component as ComponentType)?.();
}

/** After a failed load, the next render of this tab fetches its chunk afresh (no-op for any other component). */
export function resetLazyTab(component: unknown): void {
  resets.get(component as ComponentType)?.();
}
