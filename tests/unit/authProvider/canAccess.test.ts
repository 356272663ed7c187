// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { canAccess, type AccessRequest } from '../../../authProvider/canAccess';
import { accessTableOf, createAuthProvider } from '../../../authProvider';
import { writeSession } from '../../../authProvider/session';
import { GOODWILL_CASHBACK_REQUESTS, PAYOUTS, USERS } from '../../../contract/bindings';
import type { PermissionKey } from '../../../contract/permissions';
import { RESOURCES } from '../../../resources';
import { PAGE_ACCESS } from '../../../src/pages';
import { inboxKindEntry } from '../../../src/pages/approvals/inbox-access';

const SUPER = 1;
const session = (roles: number[], permissions: PermissionKey[]) => ({
  roles: roles.map((id) => ({ id })),
  permissions: permissions.map((permission_name) => ({ permission_name })),
});
const table = accessTableOf(RESOURCES, PAGE_ACCESS);
const may = (permissions: PermissionKey[], request: AccessRequest) =>
  canAccess(session([2], permissions), request, table, SUPER);

describe('canAccess over the access table (bindings, custom actions, pages and their parts)', () => {
  it('lets the super-admin role do everything, even what no table lists', () => {
    const admin = session([SUPER], []);
    expect(canAccess(admin, { resource: 'user', action: 'delete' }, table, SUPER)).toBe(true);
    expect(canAccess(admin, { resource: 'nowhere', action: 'list' }, table, SUPER)).toBe(true);
  });

  it('maps user actions to CAN_LIST/ADD/EDIT/DELETE_USER (the binding)', () => {
    expect(may(['CAN_LIST_USER'], { resource: 'user', action: 'list' })).toBe(true);
    expect(may(['CAN_LIST_USER'], { resource: 'user', action: 'create' })).toBe(false);
    expect(may(['CAN_LIST_USER'], { resource: 'user', action: 'edit' })).toBe(false);
    expect(may(['CAN_LIST_USER'], { resource: 'user', action: 'delete' })).toBe(false);
    expect(may(['CAN_EDIT_USER'], { resource: 'user', action: 'edit' })).toBe(true);
  });

  it('decides custom actions from the bindings: payout decisions, cashback raise, FD cache action, sign-in unlock', () => {
    expect(may(['CAN_VIEW_PAYOUT'], { resource: 'postpe-payouts', action: 'list' })).toBe(true);
    expect(may(['CAN_VIEW_PAYOUT'], { resource: 'postpe-payouts', action: 'decide' })).toBe(false);
    expect(may(['CAN_VIEW_PAYOUT', 'CAN_APPROVE_PAYOUT'], { resource: 'postpe-payouts', action: 'decide' })).toBe(true);
    expect(may(['CAN_APPROVE_CASHBACK_REQUEST'], { resource: 'goodwill-cashback-requests', action: 'raise' })).toBe(
      false,
    );
    expect(may(['CAN_SUBMIT_CASHBACK_REQUEST'], { resource: 'goodwill-cashback-requests', action: 'raise' })).toBe(
      true,
    );
    expect(may(['CAN_UPDATE_FIXED_DEPOSIT_ISSUER_PLANS'], { resource: 'fd-admin-action', action: 'create' })).toBe(
      true,
    );
    expect(may(['CAN_LIST_USER'], { resource: 'fd-admin-action', action: 'create' })).toBe(false);
    expect(may(['CAN_MANAGE_ROLE_PERMISSION'], { resource: 'user', action: 'unlock_otp' })).toBe(true);
    expect(may(['CAN_EDIT_USER'], { resource: 'user', action: 'unlock_otp' })).toBe(false);
  });

  it('reads custom actions from the contract bindings the server declares its routes from (no bundle adds its own)', () => {
    expect(table[PAYOUTS.name]?.decide).toEqual(PAYOUTS.access.decide);
    expect(table[GOODWILL_CASHBACK_REQUESTS.name]?.raise).toEqual(GOODWILL_CASHBACK_REQUESTS.access.raise);
    expect(table[USERS.name]?.unlock_otp).toEqual(USERS.access.unlock_otp);
    for (const resource of RESOURCES) expect(table[resource.name]).toEqual(resource.access);
  });

  it('guards pages under the access action', () => {
    expect(may(['CAN_MANAGE_ROLE_PERMISSION'], { resource: 'role-permission', action: 'access' })).toBe(true);
    expect(may(['CAN_LIST_USER'], { resource: 'role-permission', action: 'access' })).toBe(false);
    expect(may(['CAN_SUBMIT_LIMIT_REQUEST'], { resource: 'limit-requests', action: 'access' })).toBe(true);
    expect(may(['CAN_APPROVE_LIMIT_REQUEST'], { resource: 'limit-requests', action: 'access' })).toBe(false);
    expect(may(['CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW'], { resource: 'deposit-alerts', action: 'access' })).toBe(
      true,
    );
    // A page's action is `access` only: asking `list` of a page is refused.
    expect(may(['CAN_MANAGE_ROLE_PERMISSION'], { resource: 'role-permission', action: 'list' })).toBe(false);
  });

  it('guards each inbox kind as a part of the approvals page; the page opens for whoever sees one kind', () => {
    const kinds = (permissions: PermissionKey[]) =>
      (['LIMIT', 'CASHBACK', 'PAYOUT'] as const).filter((k) =>
        may(permissions, { resource: inboxKindEntry(k), action: 'access' }),
      );
    expect(kinds(['CAN_APPROVE_LIMIT_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST', 'CAN_APPROVE_PAYOUT'])).toEqual([
      'LIMIT',
      'CASHBACK',
      'PAYOUT',
    ]);
    expect(kinds(['CAN_VIEW_PAYOUT', 'CAN_SUBMIT_LIMIT_REQUEST'])).toEqual(['LIMIT']);
    expect(kinds(['CAN_VIEW_PAYOUT'])).toEqual([]);
    expect(may(['CAN_APPROVE_PAYOUT'], { resource: 'approvals', action: 'access' })).toBe(true);
    expect(may(['CAN_VIEW_PAYOUT'], { resource: 'approvals', action: 'access' })).toBe(false);
  });

  it('refuses what is unknown, and everything when signed out; an action with no keys is open to the signed-in', () => {
    expect(may(['CAN_LIST_USER'], { resource: 'nowhere', action: 'list' })).toBe(false);
    expect(canAccess(null, { resource: 'user', action: 'list' }, table, SUPER)).toBe(false);
    const open = accessTableOf([], [{ name: 'home', access: [] }]);
    expect(canAccess(session([2], []), { resource: 'home', action: 'access' }, open, SUPER)).toBe(true);
    expect(canAccess(null, { resource: 'home', action: 'access' }, open, SUPER)).toBe(false);
  });
});

describe('authProvider.canAccess', () => {
  const jwt = () =>
    `h.${btoa(JSON.stringify({ sub: '2', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '')}.s`;
  const open = (permissions: PermissionKey[]) =>
    writeSession({
      token: jwt(),
      userInfo: { id: 2, name: 'Omar Ops', email: 'ops@console.example' },
      ...session([2], permissions),
    });
  afterEach(() => sessionStorage.clear());

  it('reads the session on every question, so a changed session is decided afresh (nothing memoised)', async () => {
    const provider = createAuthProvider({ resources: RESOURCES, pages: PAGE_ACCESS, superAdminRoleId: () => SUPER });
    open(['CAN_VIEW_PAYOUT']);
    expect(await provider.canAccess!({ resource: 'postpe-payouts', action: 'decide' })).toBe(false);
    open(['CAN_VIEW_PAYOUT', 'CAN_APPROVE_PAYOUT']);
    expect(await provider.canAccess!({ resource: 'postpe-payouts', action: 'decide' })).toBe(true);
    sessionStorage.clear();
    expect(await provider.canAccess!({ resource: 'postpe-payouts', action: 'list' })).toBe(false);
  });

  it('is the only permission path: the provider offers no getPermissions to read keys around it', () => {
    const provider = createAuthProvider({ resources: RESOURCES, superAdminRoleId: () => SUPER });
    expect(provider.getPermissions).toBeUndefined();
  });
});
