// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES, SUPER_ADMIN_ROLE_NAME } from '../../../../server/db/seed/demo-roles';
import { LANDING_PATH, ROLE_MAIN_SCREENS, landingPath } from '../../../../src/layout/landing';
import { menuResources, visibleMenuEntries, type MenuEntry } from '../../../../src/layout/menu-entries';
import { ALL_ENTRIES } from '../../../../src/layout/useVisibleMenuEntries';
import { consoleAuthProvider, signInWith } from '../../helpers/admin-harness';

/** The menu a member of this seeded role sees: the console's own access decision over the role's permissions. */
async function menuOf(permissions: Parameters<typeof signInWith>[0]): Promise<MenuEntry[]> {
  signInWith(permissions);
  const auth = consoleAuthProvider();
  const allowed = new Set<string>();
  for (const action of ['list', 'access'] as const)
    for (const resource of menuResources(ALL_ENTRIES, action))
      if (await auth.canAccess?.({ resource, action })) allowed.add(`${action}:${resource}`);
  return visibleMenuEntries(ALL_ENTRIES, (a) => allowed.has(`${a.action}:${a.resource}`));
}

describe('each role lands on its main screen (issue 41 item 6), not Approvals', () => {
  const expected: Record<string, string> = {
    Operations: '/postpe-offers',
    Maker: '/approvals',
    Checker: '/approvals',
    'Treasury Maker': '/approvals',
    'Treasury Checker': '/approvals',
    'Disputes Analyst': '/view/dispute',
    'Disputes Analyst QR': '/view/dispute',
    'Support Agent': '/merchant-details',
    'Consumer Agent': '/post-pe',
    'Consumer Viewer': '/post-pe',
    'Consumer Payments Agent': '/post-pe',
    'CPV Lead': '/assign-cpv',
    'Logistics Desk': '/delivery/card',
    'Cards Checker': '/merchant-card/card-app',
    'Delivery Viewer': '/delivery/card',
    'Devices Ops': '/swipe',
    'Device Refunds Desk': '/swipe',
    'Settlement Recon': '/recon/upload-file',
    'Recon Viewer': '/recon/upload-file',
    'Insurance Desk': '/insurance-detail',
  };

  for (const role of DEMO_ROLES) {
    if (role.permissions === 'ALL') continue;
    const permissions = role.permissions;
    it(`${role.name} lands on ${expected[role.name]}, a page of their menu`, async () => {
      expect(landingPath([{ name: role.name }], await menuOf(permissions))).toBe(expected[role.name]);
    });
  }

  it('the super-admin lands on the Users List; every seeded role has a main screen', () => {
    expect(landingPath([{ name: SUPER_ADMIN_ROLE_NAME }], ALL_ENTRIES)).toBe(LANDING_PATH);
    expect(Object.keys(ROLE_MAIN_SCREENS).sort()).toEqual(DEMO_ROLES.map((r) => r.name).sort());
  });

  it("a role's main screen it may not open, or a role not listed, lands as spec §2 says", async () => {
    const opsMenu = await menuOf(['CAN_LIST_USER']);
    expect(landingPath([{ name: 'Operations' }], opsMenu)).toBe('/user');
    expect(landingPath([{ name: 'Made by an admin' }], opsMenu)).toBe('/user');
    const disputesMenu = await menuOf(['CAN_LIST_MANAGE_DISPUTE_QR']);
    expect(landingPath([{ name: 'Made by an admin' }], disputesMenu)).toBe('/view/dispute');
    expect(landingPath([], [])).toBe(LANDING_PATH);
  });

  it('with two roles, the first that has a main screen it may open', async () => {
    const menu = await menuOf(['CAN_LIST_USER', 'CAN_LIST_MANAGE_DISPUTE_QR']);
    expect(landingPath([{ name: 'Maker' }, { name: 'Disputes Analyst QR' }], menu)).toBe('/view/dispute');
  });
});
