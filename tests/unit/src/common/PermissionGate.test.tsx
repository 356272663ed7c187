// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PermissionGate } from '../../../../src/common/PermissionGate';

describe('PermissionGate (spec §2)', () => {
  const held = new Set(['CAN_LIST_USER']);

  it('shows the content when one of the permissions is held', () => {
    render(
      <PermissionGate permissions={['CAN_ADD_USER', 'CAN_LIST_USER']} held={held} fallback={<p>denied</p>}>
        <p>content</p>
      </PermissionGate>,
    );
    expect(screen.getByText('content')).toBeTruthy();
    expect(screen.queryByText('denied')).toBeNull();
  });

  it('shows the fallback when none is held, or nothing without one', () => {
    const { rerender } = render(
      <PermissionGate permissions={['CAN_ADD_USER']} held={held} fallback={<p>denied</p>}>
        <p>content</p>
      </PermissionGate>,
    );
    expect(screen.getByText('denied')).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    rerender(
      <PermissionGate permissions={['CAN_ADD_USER']} held={held}>
        <p>content</p>
      </PermissionGate>,
    );
    expect(screen.queryByText('content')).toBeNull();
  });

  it('shows the content when no permission target is given', () => {
    render(
      <PermissionGate held={new Set()} fallback={<p>denied</p>}>
        <p>content</p>
      </PermissionGate>,
    );
    expect(screen.getByText('content')).toBeTruthy();
  });

  it('lets the super-admin through and reads the session when not told', () => {
    const { rerender } = render(
      <PermissionGate permissions={['ANYTHING']} held="all">
        <p>content</p>
      </PermissionGate>,
    );
    expect(screen.getByText('content')).toBeTruthy();
    sessionStorage.clear();
    rerender(
      <PermissionGate permissions={['ANYTHING']} fallback={<p>denied</p>}>
        <p>content</p>
      </PermissionGate>,
    );
    expect(screen.getByText('denied')).toBeTruthy();
  });
});
