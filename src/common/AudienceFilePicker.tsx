import { Alert, Box, Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { ColumnTable } from './ColumnTable';
import { CsvFilePicker } from './CsvFilePicker';
import { useIdempotencyKey } from './idempotency-key';

/** What the server answers for a checked audience file: its job, the counts, the first rejected rows. */
export interface CheckedAudienceFile<E extends { line: number; error: string }> {
  jobId: number;
  fileName: string;
  total: number;
  valid: number;
  rejected: number;
  errors: E[];
}

/**
 * A CSV audience (a merchant alert's merchants, a campaign's consumers): a file of ids sent to the server, which checks
 * every row in its worker (malformed ids, duplicates, unknown ones); shown while it runs, then the counts (valid /
 * rejected), the first rejected rows and, where the area has one, the errors file. Only the valid ids receive.
 * Strings under `prefix`: CsvFilePicker's, `file_counts`, `no_valid`, `file_failed`, `rejected_rows`, `errors_file`,
 * `columns.line`, `columns.error`.
 */
export function AudienceFilePicker<E extends { line: number; error: string }>({
  prefix,
  onSample,
  download,
  idLabel,
  idOf,
  file,
  onChecked,
  check,
  errorsFile,
}: {
  prefix: string;
  /** Downloads the kind's sample file. */
  onSample: () => void;
  /** Saves text as a file (the rejected rows' errors file). */
  download: (name: string, text: string) => void;
  /** i18n key of the id column of the rejected rows, and the id of one. */
  idLabel: string;
  idOf: (row: E) => string;
  file: CheckedAudienceFile<E> | null;
  onChecked: (file: CheckedAudienceFile<E> | null) => void;
  check: (file: Blob, fileName: string, idempotencyKey: string) => Promise<CheckedAudienceFile<E>>;
  /** The rejected rows as a CSV (name, bytes), when the area serves one. */
  errorsFile?: (jobId: number) => Promise<{ name: string; blob: Blob }>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const idempotency = useIdempotencyKey();
  const checking = useMutation({
    mutationFn: (chosen: File) => check(chosen, chosen.name, idempotency.key(chosen.name)),
    onSuccess: (checked) => {
      idempotency.reset();
      onChecked(checked);
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      onChecked(null);
      notify(error.message || `${prefix}.file_failed`, { type: 'error' });
    },
  });
  const downloadErrors = async () => {
    if (!file || !errorsFile) return;
    try {
      const { name, blob } = await errorsFile(file.jobId);
      download(name, await blob.text());
    } catch (error) {
      notify((error as Error).message || `${prefix}.file_failed`, { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CsvFilePicker
        prefix={prefix}
        onSample={onSample}
        checking={checking.isPending ? (checking.variables?.name ?? '') : null}
        onFile={(chosen) => checking.mutate(chosen)}
      />
      {file && !checking.isPending && (
        <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
          <Alert severity={file.valid === 0 ? 'error' : file.rejected ? 'warning' : 'success'}>
            {translate(`${prefix}.file_counts`, { ...file })}
            {file.valid === 0 && ` ${translate(`${prefix}.no_valid`)}`}
          </Alert>
          {file.rejected > 0 && (
            <>
              <ColumnTable
                label={`${prefix}.rejected_rows`}
                rows={file.errors.map((e) => ({ ...e, id: e.line }))}
                columns={[
                  { label: `${prefix}.columns.line`, render: (r) => r.line },
                  { label: idLabel, render: (r) => idOf(r) || '—' },
                  { label: `${prefix}.columns.error`, render: (r) => r.error },
                ]}
              />
              {errorsFile && (
                <Box>
                  <Button onClick={() => void downloadErrors()}>{translate(`${prefix}.errors_file`)}</Button>
                </Box>
              )}
            </>
          )}
        </Box>
      )}
    </Box>
  );
}
