import { useListContext } from 'react-admin';
import { LoadError } from './QueryState';

/**
 * What a list shows when its rows could not be read (react-admin's List `error`): the reason and Retry, in place of
 * the table, and no pager (ListPagination): never an empty list that reads as "nothing there".
 */
export function ListError() {
  const { error, refetch, isFetching } = useListContext();
  return <LoadError error={error} onRetry={refetch} retrying={isFetching} />;
}
