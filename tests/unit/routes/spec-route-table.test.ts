import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { PAGES } from '../../../src/pages';
import { isGroupIndex } from '../../../src/pages/group-index';
import { pageRoutes } from '../../../src/pages/types';
import { Landing } from '../../../src/layout/Landing';
import { SPEC_ROUTES } from './spec-routes';

/**
 * Built by parallel branches (issue 46): routes of spec §2.3 that other helpers build at the same time. Emptied at
 * merge; every route not here must be bound now.
 */
const BUILT_BY_PARALLEL_BRANCHES: readonly string[] = [
  '/postpe-campaign',
  '/bpl',
  '/upload-banner',
  '/tp-club',
  '/club/cancel-refund',
];

/** Routes served before the console (the sign-in screen, src/bootstrap/mount.tsx), not in its route table. */
const SERVED_BEFORE_THE_CONSOLE: readonly string[] = ['/login'];

/** What the console opens at `route`: a resource, or the page of the longest route that is it or its prefix. */
function boundTo(route: string) {
  const resource = RESOURCES.find((r) => route === `/${r.name}` || route.startsWith(`/${r.name}/`));
  if (resource) return { kind: 'resource' as const, name: resource.name };
  const page = pageRoutes(PAGES)
    .filter(({ path }) => route === path || route.startsWith(`${path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.page;
  return page ? { kind: 'page' as const, name: page.name, page } : null;
}

describe('spec §2.3 route table', () => {
  it('lists the spec routes once each', () => {
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
    for (const route of [...BUILT_BY_PARALLEL_BRANCHES, ...SERVED_BEFORE_THE_CONSOLE]) {
      expect(SPEC_ROUTES).toContain(route);
    }
  });

  const bound = SPEC_ROUTES.filter(
    (r) => !BUILT_BY_PARALLEL_BRANCHES.includes(r) && !SERVED_BEFORE_THE_CONSOLE.includes(r),
  );
  it.each(bound)('%s opens a screen (not a group of links, not the landing page)', (route) => {
    const target = boundTo(route);
    expect(target, `${route} is not in the console's route table`).not.toBeNull();
    if (target?.kind === 'page') {
      expect(isGroupIndex(target.page.component), `${route} opens a page of links`).toBe(false);
      expect(target.page.component).not.toBe(Landing);
      expect(target.page.path).not.toBe('/');
    }
  });
});
