import { Box, Paper, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INSURANCE_CANCEL_UPLOAD } from '../../../contract/insurance/cancellation';
import {
  cancelErrorsFile,
  checkCancelFile,
  listCancelFiles,
  raiseCancellation,
  type CancelFileCheck,
} from '../../../dataProviders/crm/insurance';
import { CheckedCsvPage, CheckedFileResult, ConfirmCheckedFile, ErrorsFileButton } from '../../common/CheckedCsvFile';
import { ColumnTable } from '../../common/ColumnTable';
import { formatInr } from '../../format';
import { cancelRaiseSummary } from './cancel-summary';

const C = 'insurance.cancel';
const FILES = ['insurance-cancel-files'];

/** The dry run's answer: counts and ₹ total, each row's verdict and refund, the errors file, and Raise. */
function CheckedFile({ check, onDone }: { check: CancelFileCheck; onDone(): void }) {
  const translate = useTranslate();
  return (
    <CheckedFileResult
      usable={check.toCancel}
      rejected={check.rejected}
      counts={translate(`${C}.file_counts`, { ...check, refundTotal: formatInr(check.refundTotal) })}
      nothing={translate(`${C}.nothing`)}
    >
      <Typography variant="h6" component="h2">
        {translate(`${C}.dry_run`)}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <ColumnTable
          label={`${C}.dry_run`}
          rows={check.rows.map((r) => ({ ...r, id: r.line }))}
          columns={[
            { label: `${C}.columns.line`, render: (r) => r.line },
            { label: `${C}.columns.policyId`, render: (r) => r.policyId || '—' },
            { label: `${C}.columns.verdict`, render: (r) => translate(`${C}.verdicts.${r.verdict}`) },
            { label: `${C}.columns.refund`, render: (r) => (r.verdict === 'ACTIVE' ? formatInr(r.refund) : '—') },
            { label: `${C}.columns.error`, render: (r) => r.error ?? '—' },
          ]}
        />
      </TableContainer>
      {check.total > check.rows.length && (
        <Typography variant="body2">{translate(`${C}.rows_shown`, { n: check.rows.length })}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {check.rejected > 0 && (
          <ErrorsFileButton
            label={`${C}.errors_file`}
            fileName={`insurance-cancel-${check.jobId}-errors.csv`}
            fetch={() => cancelErrorsFile(check.jobId)}
            failure={`${C}.failed`}
          />
        )}
        {check.toCancel > 0 && (
          <ConfirmCheckedFile
            label={`${C}.raise`}
            title={`${C}.raise_title`}
            summary={cancelRaiseSummary(translate, check)}
            call={(remarks, key) => raiseCancellation(check.jobId, remarks, key)}
            success={(r) => translate(`${C}.raised`, { id: r.id, name: check.fileName })}
            failure={`${C}.failed`}
            refresh={[FILES]}
            onDone={onDone}
          />
        )}
      </Box>
    </CheckedFileResult>
  );
}

/**
 * /insurance-bulk-cancellation (issue 46 item 3): a CSV of policy IDs checked on the server (a dry run: each row's
 * verdict and its refund if cancelled today; nothing changes), raised for a checker with remarks, and once another
 * person approves it in the approvals inbox, cancelled by a background job (followed on /bulk-process); below, the
 * recent files and their state.
 */
export default function InsuranceCancelPage() {
  return (
    <CheckedCsvPage
      title="insurance.cancel_title"
      prefix={C}
      sample={{ fileName: 'insurance-cancel-sample.csv', kind: INSURANCE_CANCEL_UPLOAD }}
      check={checkCancelFile}
      failure={`${C}.failed`}
      recent={{
        queryKey: FILES,
        list: listCancelFiles,
        extra: [{ label: `${C}.columns.refund_total`, render: (f) => formatInr(f.refundTotal) }],
      }}
    >
      {(check, done) => <CheckedFile check={check} onDone={done} />}
    </CheckedCsvPage>
  );
}
