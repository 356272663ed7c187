import { Box, Paper, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { VPA_UPLOAD_KIND } from '../../../contract/pg-vpa/rules';
import {
  checkVpaFile,
  confirmVpaFile,
  listVpaFiles,
  vpaErrorsFile,
  type VpaFileCheck,
} from '../../../dataProviders/investment/pg-vpa';
import { CheckedCsvPage, CheckedFileResult, ConfirmCheckedFile, ErrorsFileButton } from '../../common/CheckedCsvFile';
import { ColumnTable } from '../../common/ColumnTable';
import { vpaConfirmSummary } from './summaries';

const V = 'pgVpa.vpa';
const FILES = ['vpa-upload-files'];

/** The dry run's answer: counts, the rows with errors and their errors file, the rows that apply, and Apply. */
function CheckedFile({ check, onDone }: { check: VpaFileCheck; onDone(): void }) {
  const translate = useTranslate();
  return (
    <CheckedFileResult
      usable={check.valid}
      rejected={check.rejected}
      counts={translate(`${V}.file_counts`, { ...check })}
      nothing={translate(`${V}.no_valid`)}
    >
      {check.rejected > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {translate(`${V}.rejected_rows`)}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable
              label={`${V}.rejected_rows`}
              rows={check.errors.map((e) => ({ ...e, id: e.line }))}
              columns={[
                { label: `${V}.columns.line`, render: (r) => r.line },
                { label: `${V}.columns.merchantId`, render: (r) => r.merchantId || '—' },
                { label: `${V}.columns.vpa`, render: (r) => r.vpa || '—' },
                { label: `${V}.columns.error`, render: (r) => r.error },
              ]}
            />
          </TableContainer>
          <Box>
            <ErrorsFileButton
              label={`${V}.errors_file`}
              fileName={`vpa-upload-${check.jobId}-errors.csv`}
              fetch={() => vpaErrorsFile(check.jobId)}
              failure={`${V}.failed`}
            />
          </Box>
        </>
      )}
      {check.valid > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {translate(`${V}.preview_rows`)}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable
              label={`${V}.preview_rows`}
              rows={check.preview.map((p) => ({ ...p, id: p.line }))}
              columns={[
                { label: `${V}.columns.line`, render: (r) => r.line },
                { label: `${V}.columns.merchantId`, render: (r) => r.merchantId },
                { label: `${V}.columns.previousVpa`, render: (r) => r.previousVpa ?? translate(`${V}.none`) },
                { label: `${V}.columns.vpa`, render: (r) => r.vpa },
              ]}
            />
          </TableContainer>
          <Box>
            <ConfirmCheckedFile
              label={`${V}.confirm`}
              title={`${V}.confirm_title`}
              remarks={false}
              summary={vpaConfirmSummary(translate, check)}
              call={(_, key) => confirmVpaFile(check.jobId, key)}
              success={({ message }) => `${check.fileName}: ${message}`}
              failure={`${V}.failed`}
              refresh={[FILES]}
              onDone={onDone}
            />
          </Box>
        </>
      )}
    </CheckedFileResult>
  );
}

/**
 * /vpa/upload (issue 45 item 5): a CSV of merchant IDs and VPAs sent to the server for a dry run (every row checked:
 * NPCI's format, the merchant exists, the VPA is no one else's), its rows with errors shown and offered as an errors
 * file, then the valid rows applied once on confirmation; below, the recent files.
 */
export default function VpaUploadPage() {
  return (
    <CheckedCsvPage
      title={`${V}.title`}
      prefix={V}
      sample={{ fileName: 'vpa-upload-sample.csv', kind: VPA_UPLOAD_KIND }}
      check={checkVpaFile}
      failure={`${V}.failed`}
      recent={{ queryKey: FILES, list: listVpaFiles }}
    >
      {(check, done) => <CheckedFile check={check} onDone={done} />}
    </CheckedCsvPage>
  );
}
