import { PermissionGate } from '../common/PermissionGate';
import type { PageEntry } from '../pages/types';
import { NotAuthorized } from './NotAuthorized';

/** A bespoke page behind its permissions: 'Not authorized!' for anyone without one of them. */
export function PageRoute({ page }: { page: PageEntry }) {
  const View = page.component;
  return (
    <PermissionGate permissions={page.permissions} fallback={<NotAuthorized />}>
      <View />
    </PermissionGate>
  );
}
