// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type UpdateParams } from 'react-admin';
import { RolePermissionsPanel } from '../../../../src/pages/role-permission/RolePermissionsPanel';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

const ROLES = [{ id: 3, name: 'Maker', description: '', permissions: ['CAN_SUBMIT_LIMIT_REQUEST'], version: 4 }];
const PERMISSIONS = [
  { id: 'CAN_SUBMIT_LIMIT_REQUEST', name: 'CAN_SUBMIT_LIMIT_REQUEST', family: 'limits' },
  { id: 'CAN_VIEW_AUDIT_TRAIL', name: 'CAN_VIEW_AUDIT_TRAIL', family: 'audit' },
];

function provider(update: (resource: string, params: UpdateParams) => Promise<{ data: unknown }>) {
  return testDataProvider({
    getList: ((resource: string) =>
      Promise.resolve(resource === 'roles' ? { data: ROLES, total: 1 } : { data: PERMISSIONS, total: 2 })) as never,
    update: update as never,
  });
}

async function chooseMakerAndTick() {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }, { timeout: 10_000 }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Maker' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: 'CAN_VIEW_AUDIT_TRAIL' }));
}

describe('Role & Permission: role permissions', () => {
  afterEach(() => sessionStorage.clear());

  it('saves with the version of the role it opened (the admin API refuses an edit without one)', async () => {
    signInWith(['CAN_MANAGE_ROLE_PERMISSION']);
    const update = vi.fn((_r: string, params: UpdateParams) =>
      Promise.resolve({ data: { ...ROLES[0], ...params.data, version: 5 } }),
    );
    renderInAdmin(<RolePermissionsPanel />, { dataProvider: provider(update) });
    await chooseMakerAndTick();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0]?.[1].data).toEqual({
      permissions: ['CAN_SUBMIT_LIMIT_REQUEST', 'CAN_VIEW_AUDIT_TRAIL'],
      version: 4,
    });
  });

  it('shows no Save to whoever may not edit roles (canAccess roles/edit)', async () => {
    signInWith(['CAN_LIST_USER']);
    renderInAdmin(<RolePermissionsPanel />, { dataProvider: provider(() => Promise.reject(new Error('not used'))) });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }, { timeout: 10_000 }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Maker' }));
    expect(((await screen.findByRole('checkbox', { name: 'CAN_VIEW_AUDIT_TRAIL' })) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('says the permission list failed to load, with Retry, rather than showing a role with no permissions', async () => {
    signInWith(['CAN_MANAGE_ROLE_PERMISSION']);
    let fail = true;
    const dataProvider = testDataProvider({
      getList: ((resource: string) =>
        resource === 'roles'
          ? Promise.resolve({ data: ROLES, total: 1 })
          : fail
            ? Promise.reject(new Error('Service unavailable'))
            : Promise.resolve({ data: PERMISSIONS, total: 2 })) as never,
    });
    renderInAdmin(<RolePermissionsPanel />, { dataProvider, retry: false });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role' }, { timeout: 10_000 }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Maker' }));
    expect(await screen.findByText(/Service unavailable/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'CAN_VIEW_AUDIT_TRAIL' })).toBeTruthy();
  });
});
