import type { ReactNode } from 'react';
import { CreateButton, ExportButton, TopToolbar, useListContext, useResourceDefinition } from 'react-admin';
import { SavedViewsButton } from './SavedViewsButton';

/**
 * react-admin's default list actions (Create when the resource has a create page, Export unless the list has no
 * exporter; each button hides itself without the permission) plus the saved "Views" control, after any `children`.
 */
export function ListActionsWithViews({ children }: { children?: ReactNode }) {
  const { exporter, total } = useListContext();
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {children}
      {hasCreate && <CreateButton />}
      {exporter !== false && <ExportButton disabled={total === 0} />}
      <SavedViewsButton />
    </TopToolbar>
  );
}
