import { Alert, Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { AUDIENCE_UPLOAD_KIND } from '../../../contract/merchant-alerts/calls';
import { merchantAlertCalls, type AudienceFileCheck } from '../../../dataProviders/merchant-support/merchant-alerts';
import { ColumnTable } from '../../common/ColumnTable';
import { CsvFilePicker } from '../../common/CsvFilePicker';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { downloadText, sampleCsv } from '../merchant-support/samples';

const T = 'merchantAlerts';
const calls = merchantAlertCalls();

/**
 * The CSV audience: a file of merchant ids sent to the server, which checks every row in its worker (malformed ids,
 * duplicates, unknown merchants); shown while it runs, then the counts (valid / rejected), the first rejected rows and
 * the errors file. Only the valid ids receive the alert.
 */
export function AudienceFile({
  file,
  onChecked,
}: {
  file: AudienceFileCheck | null;
  onChecked: (file: AudienceFileCheck | null) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const idempotency = useIdempotencyKey();
  const check = useMutation({
    mutationFn: (chosen: File) => calls.checkAudienceFile(chosen, chosen.name, idempotency.key(chosen.name)),
    onSuccess: (checked) => {
      idempotency.reset();
      onChecked(checked);
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      onChecked(null);
      notify(error.message || `${T}.file_failed`, { type: 'error' });
    },
  });
  const downloadErrors = async () => {
    if (!file) return;
    try {
      const blob = await calls.audienceErrors(file.jobId);
      downloadText(`merchant-alert-${file.jobId}-errors.csv`, await blob.text());
    } catch (error) {
      notify((error as Error).message || `${T}.file_failed`, { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CsvFilePicker
        prefix={T}
        onSample={() => downloadText('merchant-alert-audience-sample.csv', sampleCsv(AUDIENCE_UPLOAD_KIND))}
        checking={check.isPending ? (check.variables?.name ?? '') : null}
        onFile={(chosen) => check.mutate(chosen)}
      />
      {file && !check.isPending && (
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
          <Alert severity={file.valid === 0 ? 'error' : file.rejected ? 'warning' : 'success'}>
            {translate(`${T}.file_counts`, { ...file })}
            {file.valid === 0 && ` ${translate(`${T}.no_valid`)}`}
          </Alert>
          {file.rejected > 0 && (
            <>
              <ColumnTable
                label={`${T}.rejected_rows`}
                rows={file.errors.map((e) => ({ ...e, id: e.line }))}
                columns={[
                  { label: `${T}.columns.line`, render: (r) => r.line },
                  { label: `${T}.columns.merchantId`, render: (r) => r.merchantId || '—' },
                  { label: `${T}.columns.error`, render: (r) => r.error },
                ]}
              />
              <Box>
                <Button onClick={() => void downloadErrors()}>{translate(`${T}.errors_file`)}</Button>
              </Box>
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
