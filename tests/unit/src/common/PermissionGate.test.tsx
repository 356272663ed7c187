// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PermissionGate } from '../../../../src/common/PermissionGate';
import { renderInAdmin, signInWith } from '../../helpers/admin-harness';

/** PermissionGate asks authProvider.canAccess through react-admin's <CanAccess> (useCanAccess). */
describe('PermissionGate (spec §2)', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the content when the access table allows the entry', async () => {
    signInWith(['CAN_MANAGE_ROLE_PERMISSION']);
    renderInAdmin(
      <PermissionGate resource="role-permission" fallback={<p>denied</p>}>
        <p>content</p>
      </PermissionGate>,
    );
    expect(await screen.findByText('content')).toBeTruthy();
    expect(screen.queryByText('denied')).toBeNull();
  });

  it('shows the fallback when it refuses, or nothing without one', async () => {
    signInWith(['CAN_LIST_USER']);
    renderInAdmin(
      <>
        <PermissionGate resource="role-permission" fallback={<p>denied</p>}>
          <p>content</p>
        </PermissionGate>
        <PermissionGate resource="postpe-payouts" action="decide">
          <p>decide buttons</p>
        </PermissionGate>
      </>,
    );
    expect(await screen.findByText('denied')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    expect(screen.queryByText('decide buttons')).toBeNull();
  });

  it('asks custom actions of a resource (payouts: decide)', async () => {
    signInWith(['CAN_VIEW_PAYOUT', 'CAN_APPROVE_PAYOUT']);
    renderInAdmin(
      <PermissionGate resource="postpe-payouts" action="decide" fallback={<p>denied</p>}>
        <p>decide buttons</p>
      </PermissionGate>,
    );
    expect(await screen.findByText('decide buttons')).toBeTruthy();
  });

  it('shows the content when no target is given, and refuses everything signed out', async () => {
    renderInAdmin(
      <>
        <PermissionGate fallback={<p>denied</p>}>
          <p>open content</p>
        </PermissionGate>
        <PermissionGate resource="user" action="list" fallback={<p>signed out</p>}>
          <p>users</p>
        </PermissionGate>
      </>,
    );
    expect(screen.getByText('open content')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('signed out')).toBeTruthy());
    expect(screen.queryByText('users')).toBeNull();
  });
});
