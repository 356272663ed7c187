import { Title } from 'react-admin';
import { preloadView } from '../common/lazy-view';
import { PermissionGate } from '../common/PermissionGate';
import { AreaMessages, preloadAreas } from '../i18n/AreaMessages';
import { areasFor } from '../i18n/areas';
import type { PageEntry } from '../pages/types';
import { NotAuthorized } from './NotAuthorized';

/**
 * A bespoke page behind its access entry ('Not authorized!' for anyone it refuses), titled in the top bar from its
 * entry, so no page can be left without one; it renders once its area's strings are loaded (src/i18n/areas.ts).
 */
export function PageRoute({ page }: { page: PageEntry }) {
  const View = page.component;
  const areas = areasFor(page.title, page.messages, page.alone);
  // Its chunk and its strings alongside the permission check, not after it.
  preloadView(View);
  preloadAreas(areas);
  return (
    <PermissionGate resource={page.name} fallback={<NotAuthorized message={page.deniedMessage} />}>
      <Title title={page.title} />
      <AreaMessages areas={areas}>
        <View />
      </AreaMessages>
    </PermissionGate>
  );
}
