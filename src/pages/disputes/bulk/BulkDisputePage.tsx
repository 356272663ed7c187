import { useState } from 'react';
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { BULK_DISPUTE_COLUMNS, BULK_MESSAGES, type CheckedBulkFile } from '../../../../contract/disputes/bulk';
import { DISPUTE_MESSAGES } from '../../../../contract/disputes/rules';
import { useIdempotencyKey } from '../../../common/idempotency-key';
import { DisputesPage } from '../DisputesPage';
import { useDisputesProvider } from '../provider';
import { checkBulkFile } from './check-bulk-file';
import { RemarksDialog } from '../../../common/RemarksDialog';
import { bulkDisputeSummary } from './bulk-summary';

function BulkDispute() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDisputesProvider();
  const { key, reset, settle } = useIdempotencyKey();
  const [checked, setChecked] = useState<CheckedBulkFile | null>(null);
  const [fileName, setFileName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const categories = useQuery({
    queryKey: ['dispute-categories'],
    retry: false,
    queryFn: () => provider.getDisputeCategories(),
  });
  const submit = useMutation({
    mutationFn: () => provider.bulkRaise({ rows: checked!.rows, idempotencyKey: key() }),
    onSuccess: (data) => {
      reset();
      setAsking(false);
      notify('disputes.bulk_done', { type: 'success', messageArgs: { count: data.created } });
      setChecked(null);
      setFileName('');
    },
    onError: (e: Error) => {
      settle(e);
      setError(e.message);
      notify(e.message, { type: 'error' });
    },
  });
  const choose = async (file: File | undefined) => {
    setError(null);
    setChecked(null);
    if (!file) return setError(BULK_MESSAGES.noFile);
    setFileName(file.name);
    const lists = Object.fromEntries(Object.entries(categories.data ?? {}).map(([p, list]) => [p, list.split(',')]));
    try {
      setChecked(await checkBulkFile(file, lists));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  if (categories.isError) return <Alert severity="error">{DISPUTE_MESSAGES.categoriesFailed}</Alert>;
  const bad = checked ? Object.entries(checked.errors) : [];
  const clean = checked !== null && !checked.fileError && bad.length === 0;
  return (
    <Stack spacing={2}>
      <Typography>{translate('disputes.bulk_columns', { columns: BULK_DISPUTE_COLUMNS.join(', ') })}</Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="outlined" component="label" disabled={!categories.data}>
          {translate('disputes.bulk_choose')}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={translate('disputes.bulk_choose')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2">{fileName}</Typography>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {checked?.fileError && <Alert severity="error">{checked.fileError}</Alert>}
      {checked && !checked.fileError && (
        <Typography role="status">
          {translate('disputes.bulk_counts', { total: checked.rows.length, invalid: bad.length })}
        </Typography>
      )}
      {bad.length > 0 && (
        <Table size="small" aria-label={translate('disputes.bulk_errors')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('disputes.bulk_row')}</TableCell>
              <TableCell>{translate('disputes.bulk_errors')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {bad.slice(0, 200).map(([n, errors]) => (
              <TableRow key={n}>
                <TableCell>{n}</TableCell>
                <TableCell>
                  {Object.entries(errors)
                    .map(([f, m]) => `${f}: ${m}`)
                    .join('; ')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box>
        <Button variant="contained" disabled={!clean || submit.isPending} onClick={() => setAsking(true)}>
          {translate('disputes.bulk_submit')}
        </Button>
      </Box>
      <RemarksDialog
        open={asking && checked !== null}
        title="disputes.bulk_confirm.title"
        confirmLabel="disputes.bulk_submit"
        remarks={false}
        busy={submit.isPending}
        summary={asking && checked ? bulkDisputeSummary(fileName, checked.rows, translate) : undefined}
        onCancel={() => setAsking(false)}
        onConfirm={() => submit.mutate()}
      />
    </Stack>
  );
}

/** /bulk/dispute (Bulk Dispute): a CSV of transactions to dispute, checked in a worker, raised all or none. */
export default function BulkDisputePage() {
  return (
    <DisputesPage title="disputes.bulk_title">
      <BulkDispute />
    </DisputesPage>
  );
}
