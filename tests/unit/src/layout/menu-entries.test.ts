import { describe, expect, it } from 'vitest';
import { menuEntriesOf, visibleMenuEntries, type MenuEntry } from '../../../../src/layout/menu-entries';
import { RESOURCES } from '../../../../resources';
import { PAGES } from '../../../../src/pages';

const entries: MenuEntry[] = [
  { key: 'user', to: '/user', label: 'users', permissions: ['CAN_LIST_USER'] },
  { key: 'payouts', to: '/payouts', label: 'payouts', permissions: ['CAN_VIEW_PAYOUT', 'CAN_APPROVE_PAYOUT'] },
  {
    key: 'disputes',
    to: '/disputes',
    label: 'disputes',
    permissions: [],
    children: [
      { key: 'swipe', to: '/swipe', label: 'swipe', permissions: ['CAN_LIST_MANAGE_DISPUTE_SWIPE'] },
      { key: 'qr', to: '/qr', label: 'qr', permissions: ['CAN_LIST_MANAGE_DISPUTE_QR'] },
    ],
  },
];
const keys = (list: MenuEntry[]): unknown[] => list.map((e) => (e.children ? { [e.key]: keys([...e.children]) } : e.key));

describe('visibleMenuEntries (spec §2.1)', () => {
  it('shows an item when any one of its permissions is held', () => {
    expect(keys(visibleMenuEntries(entries, new Set(['CAN_APPROVE_PAYOUT'])))).toEqual(['payouts']);
  });
  it('filters sub-items alike and drops a group left empty', () => {
    expect(keys(visibleMenuEntries(entries, new Set(['CAN_LIST_MANAGE_DISPUTE_QR'])))).toEqual([{ disputes: ['qr'] }]);
    expect(keys(visibleMenuEntries(entries, new Set()))).toEqual([]);
  });
  it('shows everything to the super-admin', () => {
    expect(keys(visibleMenuEntries(entries, 'all'))).toEqual(['user', 'payouts', { disputes: ['swipe', 'qr'] }]);
  });
});

describe('menuEntriesOf', () => {
  it('lists resources with a list view, then pages, with their permission keys', () => {
    const menu = menuEntriesOf(RESOURCES, PAGES);
    expect(menu.find((e) => e.key === 'user')).toMatchObject({ to: '/user', permissions: ['CAN_LIST_USER'] });
    expect(menu.find((e) => e.key === 'role-permission')).toMatchObject({ to: '/role-permission', permissions: ['CAN_MANAGE_ROLE_PERMISSION'] });
    expect(menu.find((e) => e.key === 'roles')).toBeUndefined();
  });
});
