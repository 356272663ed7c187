import { createElement } from 'react';
import { lazyView } from '../common/lazy-view';
import type { PageEntry } from './types';

/**
 * A menu group's own page (links to the sub-pages the user may open), in its own chunk: it needs react-admin, and
 * the route table that names it is read before react-admin has arrived (src/layout/route-start.ts). `group` is asked
 * when the page draws, so a group can name its own index.
 */
export const groupIndexView = (group: () => Pick<PageEntry, 'title' | 'children'>) => {
  const view = lazyView(() =>
    import('./investments/GroupIndexPage').then((m) => ({
      default: () => createElement(m.GroupIndex, { group: group() }),
    })),
  );
  GROUP_INDEXES.add(view);
  return view;
};

const GROUP_INDEXES = new WeakSet<object>();

/** Whether a page's component is a group's page of links (the spec route-table test: a route must open a screen). */
export const isGroupIndex = (component: PageEntry['component']): boolean => GROUP_INDEXES.has(component);
