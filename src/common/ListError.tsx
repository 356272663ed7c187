import { Alert, Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * What a list shows when its rows could not be read (react-admin's List `error`): the reason and Retry, in place of
 * the table, and no pager (ListPagination): never an empty list that reads as "nothing there".
 */
export function ListError() {
  const { error, refetch, isFetching } = useListContext();
  const translate = useTranslate();
  const reason = error instanceof Error && error.message ? error.message : translate('empty.something_wrong');
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={
        <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
          {translate('empty.retry')}
        </Button>
      }
    >
      {translate('empty.load_failed', { reason })}
    </Alert>
  );
}
