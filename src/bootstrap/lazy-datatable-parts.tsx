/**
 * Two parts react-admin's DataTable imports for every table and the console's tables never show until the user acts,
 * fetched then rather than with each list (issue 18's JavaScript budget); vite.config.ts resolves DataTable's imports
 * of them here:
 *
 * - ColumnsSelector, the column chooser's content (with a search field, MUI's whole text-field family), which only
 *   ever shows inside a ColumnsButton's popover: fetched at the first pointer move or key. Each column's entry in it
 *   (ColumnsSelectorItem, a switch; DataTableColumn imports it) is fetched when the chooser first shows it.
 * - BulkDeleteButton, DataTable's default bulk action (with its confirm dialog), for a table that keeps row selection;
 *   every table of the console turns bulk actions off (README, "Choices where the spec is silent"): fetched when shown.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { moduleOnFirstUse } from './first-use';

type RealColumnsSelector =
  typeof import('../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelector.js').ColumnsSelector;

const useColumnsSelector = moduleOnFirstUse(
  () => import('../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelector.js'),
);

export function ColumnsSelector(props: ComponentProps<RealColumnsSelector>) {
  const Real = useColumnsSelector()?.ColumnsSelector;
  return Real ? <Real {...props} /> : null;
}

const RealColumnsSelectorItem = lazy(() =>
  import('../../node_modules/ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js').then((module) => ({
    default: module.ColumnsSelectorItem,
  })),
);

export const ColumnsSelectorItem = (props: ComponentProps<typeof RealColumnsSelectorItem>) => (
  <Suspense fallback={null}>
    <RealColumnsSelectorItem {...props} />
  </Suspense>
);

const RealBulkDeleteButton = lazy(() =>
  import('../../node_modules/ra-ui-materialui/dist/button/BulkDeleteButton.js').then((module) => ({
    default: module.BulkDeleteButton,
  })),
);

type BulkDeleteButtonProps = ComponentProps<typeof RealBulkDeleteButton>;

export const BulkDeleteButton = (props: BulkDeleteButtonProps) => (
  <Suspense fallback={null}>
    <RealBulkDeleteButton {...props} />
  </Suspense>
);
