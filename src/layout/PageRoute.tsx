import { Title } from 'react-admin';
import { PermissionGate } from '../common/PermissionGate';
import type { PageEntry } from '../pages/types';
import { NotAuthorized } from './NotAuthorized';

/**
 * A bespoke page behind its access entry ('Not authorized!' for anyone it refuses), titled in the top bar from its
 * entry, so no page can be left without one.
 */
export function PageRoute({ page }: { page: PageEntry }) {
  const View = page.component;
  return (
    <PermissionGate resource={page.name} fallback={<NotAuthorized message={page.deniedMessage} />}>
      <Title title={page.title} />
      <View />
    </PermissionGate>
  );
}
