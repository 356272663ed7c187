import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useListContext, useRemoveFromStore, useStore } from 'react-admin';
import type { SavedView, SavedViewState } from '../../../contract/saved-views/schemas';
import { crmSavedViews, type SavedViewsApi } from '../../../dataProviders/crm/saved-views';

let defaultApi: SavedViewsApi | null = null;
/** The CRM backend's saved views; tests pass their own. */
export const savedViewsApiOf = (api?: SavedViewsApi): SavedViewsApi => api ?? (defaultApi ??= crmSavedViews());

export const savedViewsQueryKey = (listKey: string) => ['saved-views', listKey] as const;

/** The views of one list the user may see, and the roles they may share with (loaded only once `enabled`). */
export function useSavedViewList(api: SavedViewsApi, listKey: string, enabled: boolean) {
  return useQuery({
    queryKey: savedViewsQueryKey(listKey),
    queryFn: ({ signal }) => api.list(listKey, signal),
    enabled,
    /** A failure shows at once, with its Retry button. */
    retry: false,
  });
}

/** A change to the list's views; the list is read again after it succeeds. */
export function useSavedViewChange<T>(
  api: SavedViewsApi,
  listKey: string,
  run: (api: SavedViewsApi, args: T) => Promise<unknown>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: T) => run(api, args),
    onSuccess: () => client.invalidateQueries({ queryKey: savedViewsQueryKey(listKey) }),
  });
}

/**
 * The list's current state as a view holds it, and applying a view to it: react-admin's list params (filters and
 * sort, through the list context) and the DataTable's column preferences (its hidden columns in the store).
 */
export function useListViewState(): {
  listKey: string;
  current: () => SavedViewState;
  apply: (view: Pick<SavedView, 'filters' | 'sort' | 'columns'>) => void;
} {
  const { resource, filterValues, sort, setFilters, setSort } = useListContext();
  const columnsKey = `${resource}.datatable`;
  const [hidden, setHidden] = useStore<string[] | undefined>(columnsKey);
  const removeFromStore = useRemoveFromStore();
  const current = useCallback(
    (): SavedViewState => ({
      filters: { ...(filterValues as Record<string, unknown>) },
      sort: sort?.field ? { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' } : null,
      columns: hidden ? [...hidden] : null,
    }),
    [filterValues, sort, hidden],
  );
  const apply = useCallback(
    (view: Pick<SavedView, 'filters' | 'sort' | 'columns'>) => {
      if (view.sort) setSort(view.sort);
      setFilters(view.filters, {});
      if (view.columns) setHidden(view.columns);
      else removeFromStore(columnsKey);
    },
    [setSort, setFilters, setHidden, removeFromStore, columnsKey],
  );
  return { listKey: resource, current, apply };
}
