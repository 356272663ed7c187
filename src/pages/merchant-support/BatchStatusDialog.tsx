import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { BATCH_DEFAULT_SIZE, BATCH_PAGE_SIZES, UPLOAD_TOASTS } from '../../../contract/uploads';
import { MERCHANT_SUPPORT_UPLOADS } from '../../../contract/bindings';
import type { MerchantSupportUploadActions } from '../../../dataProviders/merchant-support/uploads';

const STATUSES = ['SUCCESS', 'FAILED', 'PENDING'] as const;
/** §5.6: the merchant id searched for is numeric, at most 10 digits (the server's batchStatusQuery). */
const MERCHANT_ID_DIGITS = 10;

/**
 * Pure (issue 41 item 2): the i18n key saying why the merchant id typed cannot be searched for, or null (empty or up
 * to 10 digits; spaces around it ignored). What was typed is kept; nothing is cut.
 */
export function batchMerchantIdProblem(typed: string): string | null {
  const id = typed.trim();
  if (!/^\d*$/.test(id)) return 'uploads.batch.merchant_id_digits';
  return id.length > MERCHANT_ID_DIGITS ? 'uploads.batch.merchant_id_length' : null;
}

/** §2.10, §5.6, §9: a QR job's results: merchant id, status, remarks; status filter, numeric merchant id search, 0-based pages. */
export function BatchStatusDialog({ jobId, onClose }: { jobId: string; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MerchantSupportUploadActions & ReturnType<typeof useDataProvider>>();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(BATCH_DEFAULT_SIZE);
  const [status, setStatus] = useState('');
  const [merchantId, setMerchantId] = useState('');
  const idProblem = batchMerchantIdProblem(merchantId);
  const id = merchantId.trim();
  const query = useQuery({
    queryKey: ['qr-batch-status', jobId, page, size, status, id],
    queryFn: () =>
      dataProvider.getQrBatchStatus(MERCHANT_SUPPORT_UPLOADS.name, {
        jobId,
        page,
        size,
        status: status || undefined,
        merchantId: id || undefined,
      }),
    enabled: idProblem === null,
    placeholderData: (previous) => previous,
  });
  const data = query.data?.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth PaperProps={{ sx: { minWidth: 500 } }}>
      <DialogTitle>{translate('uploads.batch.title', { jobId })}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ my: 1 }}>
          <TextField
            select
            size="small"
            label={translate('uploads.batch.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value);
              setPage(0);
            }}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{translate('uploads.batch.all')}</MenuItem>
            {STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={translate('uploads.batch.merchant_id')}
            value={merchantId}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={idProblem !== null}
            helperText={idProblem ? translate(idProblem) : ' '}
            onChange={(e) => {
              setMerchantId(e.target.value);
              setPage(0);
            }}
          />
        </Stack>
        {query.isFetching && <LinearProgress aria-label={translate('uploads.batch.title', { jobId })} />}
        {query.isError && <Alert severity="error">{UPLOAD_TOASTS.statusFetchFailed}</Alert>}
        {data && (
          <>
            <Typography data-testid="batch-total">
              {translate('uploads.batch.total', { count: data.totalElements })}
            </Typography>
            <Table size="small" aria-label={translate('uploads.batch.title', { jobId })}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('uploads.batch.merchant_id')}</TableCell>
                  <TableCell>{translate('uploads.batch.status')}</TableCell>
                  <TableCell>{translate('uploads.batch.remarks')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.content.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>{translate('uploads.batch.empty')}</TableCell>
                  </TableRow>
                )}
                {data.content.map((row, i) => (
                  <TableRow key={`${row.merchant_id}-${i}`}>
                    <TableCell>{row.merchant_id}</TableCell>
                    <TableCell>{row.status}</TableCell>
                    <TableCell>{row.remarks ?? 'N/A'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.totalElements}
              page={page}
              rowsPerPage={size}
              rowsPerPageOptions={[...BATCH_PAGE_SIZES]}
              onPageChange={(_e, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('uploads.batch.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
