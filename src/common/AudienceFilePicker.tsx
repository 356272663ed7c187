import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UploadKind } from '../../contract/uploads';
import { CheckedFileResult, CsvCheckStep, ErrorsFileButton } from './CheckedCsvFile';
import { ColumnTable } from './ColumnTable';

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
 * rejected), the first rejected rows and, where the area has one, the errors file. Only the valid ids receive. Built
 * on the checked-file steps every such upload shares (CheckedCsvFile.tsx). Strings under `prefix`: CsvFilePicker's,
 * `file_counts`, `no_valid`, `file_failed`, `rejected_rows`, `errors_file`, `columns.line`, `columns.error`.
 */
export function AudienceFilePicker<E extends { line: number; error: string }>({
  prefix,
  sample,
  idLabel,
  idOf,
  file,
  onChecked,
  check,
  errorsFile,
}: {
  prefix: string;
  /** The sample file offered: its name and the upload kind whose columns it shows. */
  sample: { fileName: string; kind: UploadKind };
  /** i18n key of the id column of the rejected rows, and the id of one. */
  idLabel: string;
  idOf: (row: E) => string;
  file: CheckedAudienceFile<E> | null;
  onChecked: (file: CheckedAudienceFile<E> | null) => void;
  check: (file: Blob, fileName: string, idempotencyKey: string) => Promise<CheckedAudienceFile<E>>;
  /** The rejected rows of a checked file as CSV (its name, how to fetch it), when the area serves one. */
  errorsFile?: (jobId: number) => { fileName: string; fetch(): Promise<Blob> };
}) {
  const translate = useTranslate();
  const failure = { failure: `${prefix}.file_failed`, serverMessage: true };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CsvCheckStep prefix={prefix} sample={sample} check={check} checked={file} onChecked={onChecked} {...failure}>
        {(checked) => (
          <CheckedFileResult
            usable={checked.valid}
            rejected={checked.rejected}
            counts={translate(`${prefix}.file_counts`, { ...checked })}
            nothing={translate(`${prefix}.no_valid`)}
          >
            {checked.rejected > 0 && (
              <>
                <ColumnTable
                  label={`${prefix}.rejected_rows`}
                  rows={checked.errors.map((e) => ({ ...e, id: e.line }))}
                  columns={[
                    { label: `${prefix}.columns.line`, render: (r) => r.line },
                    { label: idLabel, render: (r) => idOf(r) || '—' },
                    { label: `${prefix}.columns.error`, render: (r) => r.error },
                  ]}
                />
                {errorsFile && (
                  <Box>
                    <ErrorsFileButton label={`${prefix}.errors_file`} {...errorsFile(checked.jobId)} {...failure} />
                  </Box>
                )}
              </>
            )}
          </CheckedFileResult>
        )}
      </CsvCheckStep>
    </Box>
  );
}
