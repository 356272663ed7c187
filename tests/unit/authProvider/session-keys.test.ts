// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, remember, SESSION_KEYS, writeSession } from '../../../authProvider/session';
import { entryPaths } from '../../../src/layout/useVisibleMenuEntries';

/** Spec §3.1: token, consumer id, user info, roles, permissions, allowed pages, selected tab, business categories. */
describe('the browser session keys of spec §3.1', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes every key under its spec name, and a sign-out clears them all', () => {
    writeSession({
      token: 'h.e.s',
      userInfo: { id: 1, name: 'Asha', email: 'a@x' },
      roles: [{ id: 1 }],
      permissions: [{ permission_name: 'CAN_VIEW_POSTPE_CONSUMER' }],
    });
    remember('consumerId', '1001');
    remember('allowedPages', ['/post-pe', '/payouts']);
    remember('selectedTab', 'unity-card');
    remember('businessCategories', [{ mcc: '6513', name: 'Rent Payments' }]);
    expect(Object.keys(sessionStorage).sort()).toEqual(Object.values(SESSION_KEYS).sort());
    expect(sessionStorage.getItem('consumerId')).toBe('1001');
    expect(sessionStorage.getItem('selectedTab')).toBe('unity-card');
    expect(JSON.parse(sessionStorage.getItem('allowedPages')!)).toEqual(['/post-pe', '/payouts']);
    expect(JSON.parse(sessionStorage.getItem('businessCategories')!)[0].name).toBe('Rent Payments');
    clearSession();
    expect(sessionStorage.length).toBe(0);
  });

  it('allowed pages are every page the menu leads to, sub-items included', () => {
    const entries = [
      { key: 'a', to: '/post-pe', label: 'a' },
      { key: 'g', to: '', label: 'g', children: [{ key: 'b', to: '/payouts', label: 'b' }] },
    ];
    expect(entryPaths(entries as never)).toEqual(['/post-pe', '/payouts']);
  });
});
