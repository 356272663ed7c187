import { describe, expect, it } from 'vitest';
import { activeKeysOf, holds, isActiveKey } from '../../../../src/layout/menu-active';
import type { MenuEntry } from '../../../../src/layout/menu-entries';

const entries: MenuEntry[] = [
  { key: 'user', to: '/user', label: 'users' },
  { key: 'post-pe', to: '/post-pe', label: 'consumer 360' },
  {
    key: 'group.disputes',
    to: '',
    label: 'disputes',
    children: [
      { key: 'swipe', to: '/swipe', label: 'swipe' },
      { key: 'swipe-bulk', to: '/swipe-bulk', label: 'bulk' },
    ],
  },
];

describe('the menu’s active items', () => {
  it('marks the item of the page, and stays the same string while moving inside it (a 360’s tabs)', () => {
    const summary = activeKeysOf(entries, '/crm', '/crm/post-pe/1001/summary');
    expect(summary).toBe('post-pe');
    expect(activeKeysOf(entries, '/crm', '/crm/post-pe/1001/transactions')).toBe(summary);
  });

  it('finds items inside groups, and a prefix of another path is not a match', () => {
    expect(activeKeysOf(entries, '/crm', '/crm/swipe-bulk')).toBe('swipe-bulk');
    expect(holds(entries[2]!, '/crm', '/crm/swipe/12')).toBe(true);
    expect(holds(entries[2]!, '/crm', '/crm/user')).toBe(false);
  });

  it('marks only the page at the longer path when one page is inside another (/new-merchant/referral-code)', () => {
    const nested: MenuEntry[] = [
      { key: 'merchant-detail', to: '/new-merchant', label: 'merchant detail' },
      { key: 'referral-code', to: '/new-merchant/referral-code', label: 'referral code' },
    ];
    expect(activeKeysOf(nested, '/crm', '/crm/new-merchant/referral-code')).toBe('referral-code');
    expect(activeKeysOf(nested, '/crm', '/crm/new-merchant/1000001/profile')).toBe('merchant-detail');
  });

  it('is empty off the menu, and isActiveKey reads whole keys only', () => {
    expect(activeKeysOf(entries, '/crm', '/crm/elsewhere')).toBe('');
    expect(isActiveKey('swipe-bulk', 'swipe')).toBe(false);
    expect(isActiveKey('user|swipe', 'swipe')).toBe(true);
  });
});
