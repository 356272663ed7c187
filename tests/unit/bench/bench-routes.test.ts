import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { PAGES } from '../../../src/pages';
import { pageRoutes } from '../../../src/pages/types';
import { CONSUMER_TAB_VIEWS } from '../../../src/pages/consumer-360/tab-views';
import { MERCHANT_TABS } from '../../../src/pages/merchant-360/tabs';
import { BENCH_ROUTES, MENU_ROUTES, boundRoutes, tabRoutes } from '../../bench/menu-routes';

describe('the routes the JavaScript bench opens (issue 18)', () => {
  it('holds every route App.tsx binds: page routes with aliases and sub-pages, and each resource view', () => {
    for (const { path } of pageRoutes(PAGES)) expect(BENCH_ROUTES).toContain(path);
    for (const r of RESOURCES) {
      if (r.list) expect(BENCH_ROUTES).toContain(`/${r.name}`);
      if (r.create) expect(BENCH_ROUTES).toContain(`/${r.name}/create`);
      if (r.edit) expect(BENCH_ROUTES).toContain(`/${r.name}/1`);
      if (r.show) expect(BENCH_ROUTES).toContain(`/${r.name}/1/show`);
    }
    for (const route of MENU_ROUTES) expect(BENCH_ROUTES).toContain(route);
  });

  it('holds each consumer 360 tab of the seeded consumer and each merchant 360 tab of the demo merchant', () => {
    for (const tab of CONSUMER_TAB_VIEWS) expect(BENCH_ROUTES).toContain(`/post-pe/1001/${tab.segment}`);
    for (const tab of MERCHANT_TABS) expect(BENCH_ROUTES).toContain(`/new-merchant/1000011/${tab.segment}`);
  });

  it('lists each route once', () => {
    expect(new Set(BENCH_ROUTES).size).toBe(BENCH_ROUTES.length);
  });

  it('derives views only where a resource has them', () => {
    const view = () => null;
    const routes = boundRoutes(
      [
        { name: 'a', list: view, create: view },
        { name: 'b', show: view },
      ] as unknown as Parameters<typeof boundRoutes>[0],
      [],
      '7',
    );
    expect(routes).toEqual(['/a', '/a/create', '/b/7/show']);
    expect(tabRoutes('/x', '9', [{ segment: 's' }, { segment: 't' }])).toEqual(['/x/9/s', '/x/9/t']);
  });
});
