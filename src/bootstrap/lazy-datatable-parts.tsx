/**
 * Two parts react-admin's DataTable imports for every table and the console's tables never show until the user acts,
 * fetched then rather than with each list (issue 18's JavaScript budget); vite.config.ts resolves DataTable's imports
 * of them here:
 *
 * - ColumnsSelector, the column chooser's content (with a search field, MUI's whole text-field family), which only
 *   ever shows inside a ColumnsButton's popover: fetched at the first pointer move or key. Each column's entry in it
 *   (ColumnsSelectorItem, a switch; DataTableColumn imports it) is fetched when the chooser first shows it.
 * - The row selection: the bulk actions toolbar, DataTable's default bulk action (BulkDeleteButton, with its confirm
 *   dialog) and the select-row and select-page checkboxes (MUI's Checkbox, also in the loading skeleton through
 *   src/bootstrap/datatable-loading-mui.ts). Every table of the console turns bulk actions off (README, "Choices where
 *   the spec is silent"), so they never show; a table that kept them would fetch them when shown.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { moduleOnFirstUse } from './first-use';

/** A component fetched when it first renders, showing nothing until then. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const useColumnsSelector = moduleOnFirstUse(
  () => import('../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelector.js'),
);
type ColumnsSelectorProps = ComponentProps<
  typeof import('../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelector.js').ColumnsSelector
>;

export function ColumnsSelector(props: ColumnsSelectorProps) {
  const Real = useColumnsSelector()?.ColumnsSelector;
  return Real ? <Real {...props} /> : null;
}

export const ColumnsSelectorItem = lazyPart(() =>
  import('../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js').then(
    (module) => module.ColumnsSelectorItem,
  ),
);

export const BulkDeleteButton = lazyPart(() =>
  import('../../node_modules/ra-ui-materialui/dist/button/BulkDeleteButton.js').then(
    (module) => module.BulkDeleteButton,
  ),
);

export const BulkActionsToolbar = lazyPart(() =>
  import('../../node_modules/ra-ui-materialui/dist/list/BulkActionsToolbar.js').then(
    (module) => module.BulkActionsToolbar,
  ),
);

export const SelectPageCheckbox = lazyPart(() =>
  import('../../node_modules/ra-ui-materialui/dist/list/datatable/SelectPageCheckbox.js').then(
    (module) => module.SelectPageCheckbox,
  ),
);

export const SelectRowCheckbox = lazyPart(() =>
  import('../../node_modules/ra-ui-materialui/dist/list/datatable/SelectRowCheckbox.js').then(
    (module) => module.SelectRowCheckbox,
  ),
);
