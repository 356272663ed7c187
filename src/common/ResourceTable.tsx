import { useEffect, useId, type ReactElement, type ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { DataTable, FilterForm, ListBase, useListContext, useTranslate, type SortPayload } from 'react-admin';
import { EmptyList } from './EmptyList';
import { ListPagination } from './ListPagination';
import { SavedViewsButton } from './saved-views/SavedViewsButton';
import { ScrollRegion } from './ScrollRegion';
import { LightTableBody } from './LightTableBody';
import { useFiltersAfterRows } from './filters-after-rows';

const NO_FILTERS: ReactElement[] = [];

/** Spec §9: a search waits this long after the last keystroke before it asks the backend. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Spec §9: lists page 20 at a time by default, with these page sizes offered. */
export const LIST_PAGE_SIZES = [20, 50, 100, 200] as const;

export interface ResourceTableProps {
  /** The resource (its binding's name) the rows come from, through the data provider and the backend's paging. */
  resource: string;
  /** i18n key of the table's heading, which also names the table for assistive technology. */
  title: string;
  perPage?: number;
  perPageOptions?: readonly number[];
  sort?: SortPayload;
  /** Filter inputs (each `alwaysOn`); their changes reach the backend SEARCH_DEBOUNCE_MS after the last keystroke. */
  filters?: ReactElement[];
  /** Called once the list settles: whether it failed, whether it is empty (the alert log toasts on either, §8). */
  onSettled?: (state: { failed: boolean; empty: boolean }) => void;
  /** Offer the saved "Views" control beside the heading (default: yes). */
  savedViews?: boolean;
  /** DataTable.Col children: columns the backend cannot sort by carry `disableSort`. */
  children: ReactNode;
}

/** The load error under the filters (the filters stay, so the user can change them). */
function ListError() {
  const { error } = useListContext();
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {error.message || translate('empty.something_wrong')}
    </Alert>
  );
}

function SettledReport({ onSettled }: { onSettled: NonNullable<ResourceTableProps['onSettled']> }) {
  const { isPending, error, data } = useListContext();
  const failed = !isPending && Boolean(error);
  const empty = !isPending && !error && (data?.length ?? 0) === 0;
  useEffect(() => {
    if (!isPending) onSettled({ failed, empty });
  }, [isPending, failed, empty, onSettled]);
  return null;
}

/**
 * A bespoke page's table, built like the generated lists: ListBase over the resource with the backend's paging,
 * the list's DataTable (sortable headers where the backend sorts, loading skeleton, 'No Record Found!') and
 * Pagination, plus debounced filters and an error state. No row checkboxes: these tables have no bulk actions.
 */
export function ResourceTable({
  resource,
  title,
  perPage = LIST_PAGE_SIZES[0],
  perPageOptions = LIST_PAGE_SIZES,
  sort,
  filters,
  onSettled,
  savedViews = true,
  children,
}: ResourceTableProps) {
  const translate = useTranslate();
  const headingId = useId();
  const shownFilters = useFiltersAfterRows(filters ?? NO_FILTERS);
  return (
    <ListBase
      exporter={false}
      resource={resource}
      perPage={perPage}
      sort={sort}
      debounce={SEARCH_DEBOUNCE_MS}
      disableSyncWithLocation
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ py: 1 }}>
          {translate(title)}
        </Typography>
        {savedViews && <SavedViewsButton />}
      </Box>
      {/* react-admin's live filter form submits SEARCH_DEBOUNCE_MS (its default, 500) after the last change. */}
      {filters && <FilterForm filters={shownFilters} />}
      <ListError />
      {onSettled && <SettledReport onSettled={onSettled} />}
      <ScrollRegion stickyFirstColumn>
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          body={LightTableBody}
          empty={<EmptyList />}
          aria-labelledby={headingId}
        >
          {children}
        </DataTable>
      </ScrollRegion>
      <ListPagination rowsPerPageOptions={[...perPageOptions]} />
    </ListBase>
  );
}
