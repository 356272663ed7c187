import { describe, expect, it } from 'vitest';
import {
  menuEntriesOf,
  menuResources,
  visibleMenuEntries,
  type MenuAccess,
  type MenuEntry,
} from '../../../../src/layout/menu-entries';
import { RESOURCES } from '../../../../resources';
import { PAGES } from '../../../../src/pages';

const list = (resource: string): MenuAccess => ({ resource, action: 'list' });
const page = (resource: string): MenuAccess => ({ resource, action: 'access' });
const entries: MenuEntry[] = [
  { key: 'user', to: '/user', label: 'users', access: list('user') },
  { key: 'payouts', to: '/payouts', label: 'payouts', access: list('payouts') },
  {
    key: 'disputes',
    to: '/disputes',
    label: 'disputes',
    access: page('disputes'),
    children: [
      { key: 'swipe', to: '/swipe', label: 'swipe', access: page('swipe') },
      { key: 'qr', to: '/qr', label: 'qr', access: page('qr') },
    ],
  },
];
const keys = (items: MenuEntry[]): unknown[] =>
  items.map((e) => (e.children ? { [e.key]: keys([...e.children]) } : e.key));
/** An access decision allowing exactly these `action:resource` pairs. */
const allowing =
  (...pairs: string[]) =>
  (a: MenuAccess) =>
    pairs.includes(`${a.action}:${a.resource}`);

describe('visibleMenuEntries (spec §2.1)', () => {
  it('shows an item when the access decision allows it', () => {
    expect(keys(visibleMenuEntries(entries, allowing('list:payouts')))).toEqual(['payouts']);
  });
  it('filters sub-items alike and drops a group left empty', () => {
    expect(keys(visibleMenuEntries(entries, allowing('access:disputes', 'access:qr')))).toEqual([{ disputes: ['qr'] }]);
    expect(keys(visibleMenuEntries(entries, allowing('access:disputes')))).toEqual([]);
    expect(keys(visibleMenuEntries(entries, allowing()))).toEqual([]);
  });
  it('shows everything when everything is allowed', () => {
    expect(keys(visibleMenuEntries(entries, () => true))).toEqual(['user', 'payouts', { disputes: ['swipe', 'qr'] }]);
  });
  it('names what to ask per action, sub-items included', () => {
    expect(menuResources(entries, 'list')).toEqual(['user', 'payouts']);
    expect(menuResources(entries, 'access')).toEqual(['disputes', 'swipe', 'qr']);
  });
});

describe('menuEntriesOf', () => {
  it('lists resources with a list view under `list`, then pages under `access`', () => {
    const menu = menuEntriesOf(RESOURCES, PAGES);
    expect(menu.find((e) => e.key === 'user')).toMatchObject({ to: '/user', access: list('user') });
    expect(menu.find((e) => e.key === 'role-permission')).toMatchObject({
      to: '/role-permission',
      access: page('role-permission'),
    });
    expect(menu.find((e) => e.key === 'roles')).toBeUndefined();
  });
});
