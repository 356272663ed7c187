import { describe, expect, it } from 'vitest';
import {
  groupMenuEntries,
  menuEntriesOf,
  menuResources,
  visibleMenuEntries,
  type MenuAccess,
  type MenuEntry,
} from '../../../../src/layout/menu-entries';
import { MENU_GROUPS, TOP_LEVEL_ITEMS } from '../../../../src/layout/menu-groups';
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

describe('groupMenuEntries (issue 18: a menu that scales)', () => {
  const groups = [
    { id: 'money', label: 'money', icon: () => null, members: ['payouts'] },
    { id: 'people', label: 'people', icon: () => null, members: ['user', 'disputes'] },
    { id: 'empty', label: 'empty', icon: () => null, members: ['nothing-here'] },
  ];
  it('puts top-level items first, then each group with its members in their own order, drops empty groups', () => {
    const grouped = groupMenuEntries(entries, groups, ['payouts']);
    expect(grouped.map((e) => e.key)).toEqual(['payouts', 'group:people']);
    expect(grouped[1]!.children!.map((e) => e.key)).toEqual(['user', 'disputes']);
  });
  it('a group shows while one of its items does, and has no access of its own', () => {
    const grouped = groupMenuEntries(entries, groups, []);
    expect(keys(visibleMenuEntries(grouped, allowing('list:payouts')))).toEqual([{ 'group:money': ['payouts'] }]);
    expect(keys(visibleMenuEntries(grouped, allowing('access:disputes', 'access:qr')))).toEqual([
      { 'group:people': [{ disputes: ['qr'] }] },
    ]);
    expect(menuResources(grouped, 'list')).toEqual(['payouts', 'user']);
  });
  it('every item of the console is in a group, except the top-level ones', () => {
    const grouped = new Set([...MENU_GROUPS.flatMap((g) => g.members), ...TOP_LEVEL_ITEMS]);
    const items = menuEntriesOf(RESOURCES, PAGES).map((e) => e.key);
    expect(items.filter((key) => !grouped.has(key))).toEqual([]);
    // and every member names a real item (a renamed page would drop out of its group)
    expect([...grouped].filter((key) => !items.includes(key))).toEqual([]);
  });
});

describe('menu labels (issue 41 item 3: no two items read the same)', () => {
  it('every label of the whole menu, groups and sub-items included, is different from every other', async () => {
    const { en } = await import('../../../../src/i18n/en');
    const { i18nProvider, registerMessages } = await import('../../../../src/i18n');
    registerMessages(en);
    const all = groupMenuEntries(menuEntriesOf(RESOURCES, PAGES), MENU_GROUPS, TOP_LEVEL_ITEMS);
    const labels = (items: readonly MenuEntry[]): string[] =>
      items.flatMap((e) => [i18nProvider.translate(e.label), ...labels(e.children ?? [])]);
    const shown = labels(all);
    expect(shown).toContain('Merchant Search');
    expect(shown).toContain('Merchant Detail');
    expect(shown.filter((label, i) => shown.indexOf(label) !== i)).toEqual([]);
  });
});
