// @vitest-environment jsdom
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { chunkUrlOf, lazyTab, resetLazyTab } from '../../../src/common/entity-360/lazy-tab';
import { TabErrorBoundary } from '../../../src/common/entity-360/TabErrorBoundary';

const Tab = () => <p>tab content</p>;

function show(Component: React.ComponentType) {
  return render(
    <TabErrorBoundary fallbackMessage="Something went wrong" retryLabel="Retry" onRetry={() => resetLazyTab(Component)}>
      <Suspense fallback={<p>loading</p>}>
        <Component />
      </Suspense>
    </TabErrorBoundary>,
  );
}

describe('a tab’s lazy chunk and its error boundary', () => {
  it('a chunk whose first fetch fails is fetched again and the tab shows', async () => {
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Tab });
    show(lazyTab(load));
    expect(await screen.findByText('tab content', {}, { timeout: 3_000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a chunk that keeps failing shows the error with Retry, and Retry loads it afresh', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(() =>
      fail
        ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: Tab }),
    );
    show(lazyTab(load));
    expect(await screen.findByText('Failed to fetch dynamically imported module', {}, { timeout: 5_000 })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(3);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('tab content')).toBeTruthy();
    spy.mockRestore();
  });
});

describe('chunkUrlOf', () => {
  it('reads the chunk URL of a failed dynamic import, without any query, else null', () => {
    const url = 'http://127.0.0.1:18291/crm/assets/StoresTab-Cs7oFCqy.js';
    expect(chunkUrlOf(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(chunkUrlOf(new TypeError(`error loading dynamically imported module: ${url}?retry=1`))).toBe(url);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});
