import { describe, expect, it, vi } from 'vitest';
import { viewForPath } from '../../../../src/layout/route-preload';
import { lazyView, preloadView } from '../../../../src/common/lazy-view';
import { RESOURCES } from '../../../../resources';
import { PAGES } from '../../../../src/pages';
import { pageRoutes } from '../../../../src/pages/types';

const ROUTES = pageRoutes(PAGES);
const resource = (name: string) => RESOURCES.find((r) => r.name === name);
const page = (path: string) => ROUTES.find((r) => r.path === path)?.page;

describe('viewForPath', () => {
  it("names the view of react-admin's resource routes", () => {
    const users = resource('user');
    expect(viewForPath('/user', RESOURCES, ROUTES)).toBe(users?.list);
    expect(viewForPath('/user/create', RESOURCES, ROUTES)).toBe(users?.create);
    expect(viewForPath('/user/7', RESOURCES, ROUTES)).toBe(users?.edit);
    expect(viewForPath('/postpe-payouts', RESOURCES, ROUTES)).toBe(resource('postpe-payouts')?.list);
  });

  it('names the page whose path is the longest prefix, and nothing elsewhere', () => {
    expect(viewForPath('/audit-trail', RESOURCES, ROUTES)).toBe(page('/audit-trail')?.component);
    expect(viewForPath('/alerts/dispute', RESOURCES, ROUTES)).toBe(page('/alerts/dispute')?.component);
    expect(viewForPath('/deposit/guardrails/audit', RESOURCES, ROUTES)).toBe(
      page('/deposit/guardrails/audit')?.component,
    );
    expect(viewForPath('/', RESOURCES, ROUTES)).toBeUndefined();
    expect(viewForPath('/nowhere', RESOURCES, ROUTES)).toBeUndefined();
  });
});

describe('lazyView', () => {
  it('fetches its chunk once, whether preloaded or rendered, and again after a failure', async () => {
    const View = () => null;
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: View });
    const view = lazyView(load);
    await view.preload(); // never rejects
    preloadView(view);
    await view.preload();
    expect(load).toHaveBeenCalledTimes(2);
    preloadView(View); // a plain component: nothing to fetch
  });
});
