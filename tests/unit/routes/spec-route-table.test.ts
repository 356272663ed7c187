import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources';
import { PAGES } from '../../../src/pages';
import { isGroupIndex } from '../../../src/pages/group-index';
import { pageRoutes } from '../../../src/pages/types';
import { Landing } from '../../../src/layout/Landing';
import { SPEC_ROUTES } from './spec-routes';

/**
 * Routes of spec §2.3 not built yet (none since issue 46 item 2 built /bpl and /upload-banner). The test checks they are the
 * spec's routes and that none of them is bound yet, so a route built later must leave this list.
 */
const NOT_BUILT_YET: readonly string[] = [];

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
    for (const route of [...NOT_BUILT_YET, ...SERVED_BEFORE_THE_CONSOLE]) {
      expect(SPEC_ROUTES).toContain(route);
    }
  });

  it.each(NOT_BUILT_YET)('%s is not bound yet (built, it leaves NOT_BUILT_YET)', (route) => {
    expect(boundTo(route)).toBeNull();
  });

  const bound = SPEC_ROUTES.filter((r) => !NOT_BUILT_YET.includes(r) && !SERVED_BEFORE_THE_CONSOLE.includes(r));
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
