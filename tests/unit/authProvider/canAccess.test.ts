import { describe, expect, it } from 'vitest';
import { canAccess } from '../../../authProvider/canAccess';
import { heldPermissions, holdsAny } from '../../../authProvider/held-permissions';
import { accessTableOf } from '../../../authProvider';
import { RESOURCES } from '../../../resources';

const SUPER = 1;
const session = (roles: number[], permissions: string[]) => ({
  roles: roles.map((id) => ({ id })),
  permissions: permissions.map((permission_name) => ({ permission_name })),
});
const table = accessTableOf(RESOURCES, [{ name: 'role-permission', permissions: ['CAN_MANAGE_ROLE_PERMISSION'] }]);

describe('canAccess', () => {
  it('lets the super-admin role do everything, even what no table lists', () => {
    const admin = session([SUPER], []);
    expect(canAccess(admin, { resource: 'user', action: 'delete' }, table, SUPER)).toBe(true);
    expect(canAccess(admin, { resource: 'nowhere', action: 'list' }, table, SUPER)).toBe(true);
  });

  it('maps user actions to CAN_LIST/ADD/EDIT/DELETE_USER', () => {
    const ops = session([2], ['CAN_LIST_USER']);
    expect(canAccess(ops, { resource: 'user', action: 'list' }, table, SUPER)).toBe(true);
    expect(canAccess(ops, { resource: 'user', action: 'create' }, table, SUPER)).toBe(false);
    expect(canAccess(ops, { resource: 'user', action: 'edit' }, table, SUPER)).toBe(false);
    expect(canAccess(ops, { resource: 'user', action: 'delete' }, table, SUPER)).toBe(false);
    const editor = session([3], ['CAN_EDIT_USER']);
    expect(canAccess(editor, { resource: 'user', action: 'edit' }, table, SUPER)).toBe(true);
  });

  it('guards pages under the access action, and refuses what is unknown or signed out', () => {
    expect(canAccess(session([2], ['CAN_MANAGE_ROLE_PERMISSION']), { resource: 'role-permission', action: 'access' }, table, SUPER)).toBe(true);
    expect(canAccess(session([2], ['CAN_LIST_USER']), { resource: 'role-permission', action: 'access' }, table, SUPER)).toBe(false);
    expect(canAccess(session([2], ['CAN_LIST_USER']), { resource: 'nowhere', action: 'list' }, table, SUPER)).toBe(false);
    expect(canAccess(null, { resource: 'user', action: 'list' }, table, SUPER)).toBe(false);
  });
});

describe('heldPermissions / holdsAny', () => {
  it('is everything for the super-admin and the held set otherwise', () => {
    expect(heldPermissions(session([SUPER], []), SUPER)).toBe('all');
    expect(holdsAny(heldPermissions(session([5], ['A']), SUPER), ['B', 'A'])).toBe(true);
    expect(holdsAny(heldPermissions(session([5], ['A']), SUPER), ['B'])).toBe(false);
    expect(holdsAny(heldPermissions(null, SUPER), ['A'])).toBe(false);
  });
  it('passes when no permission is asked for', () => {
    expect(holdsAny(new Set(), undefined)).toBe(true);
    expect(holdsAny(new Set(), [])).toBe(true);
  });
});
