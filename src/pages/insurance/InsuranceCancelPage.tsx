import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, TableContainer, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { INSURANCE_CANCEL_UPLOAD } from '../../../contract/insurance/cancellation';
import {
  cancelErrorsFile,
  checkCancelFile,
  listCancelFiles,
  raiseCancellation,
  type CancelFile,
  type CancelFileCheck,
} from '../../../dataProviders/crm/insurance';
import { ColumnTable } from '../../common/ColumnTable';
import { CsvFilePicker } from '../../common/CsvFilePicker';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr } from '../../format';
import { downloadText, sampleCsv } from '../merchant-support/samples';
import { cancelRaiseSummary } from './cancel-summary';

const C = 'insurance.cancel';
const FILES = ['insurance-cancel-files'];

/** The dry run's answer: counts and ₹ total, each row's verdict and refund, the errors file, and Raise. */
function CheckedFile({ check, onDone }: { check: CancelFileCheck; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const raise = useChangeMutation({
    call: (remarks: string, key: string) => raiseCancellation(check.jobId, remarks, key),
    success: (r) => translate(`${C}.raised`, { id: r.id, name: check.fileName }),
    failure: `${C}.failed`,
    refresh: [FILES],
    done: () => {
      setConfirming(false);
      onDone();
    },
  });
  const downloadErrors = async () => {
    try {
      const blob = await cancelErrorsFile(check.jobId);
      downloadText(`insurance-cancel-${check.jobId}-errors.csv`, await blob.text());
    } catch (error) {
      notify(`${C}.failed`, { type: 'error', messageArgs: { message: (error as Error).message } });
    }
  };
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Alert severity={check.toCancel === 0 ? 'error' : check.rejected ? 'warning' : 'success'}>
        {translate(`${C}.file_counts`, { ...check, refundTotal: formatInr(check.refundTotal) })}
        {check.toCancel === 0 && ` ${translate(`${C}.nothing`)}`}
      </Alert>
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
        {check.rejected > 0 && <Button onClick={() => void downloadErrors()}>{translate(`${C}.errors_file`)}</Button>}
        {check.toCancel > 0 && (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {translate(`${C}.raise`)}
          </Button>
        )}
      </Box>
      {confirming && (
        <RemarksDialog
          open
          title={`${C}.raise_title`}
          confirmLabel={`${C}.raise`}
          busy={raise.isPending}
          summary={cancelRaiseSummary(translate, check)}
          onCancel={() => setConfirming(false)}
          onConfirm={(remarks) => raise.mutate(remarks)}
        />
      )}
    </Box>
  );
}

/** The recent files: state, counts and ₹ refunds per file. */
function RecentFiles() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: FILES, queryFn: ({ signal }) => listCancelFiles(signal) });
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${C}.recent`)}
      </Typography>
      <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${C}.recent_items`}>
        {(files) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable<CancelFile & { id: number }>
              label={`${C}.recent`}
              rows={files.map((f) => ({ ...f, id: f.jobId }))}
              columns={[
                { label: `${C}.columns.file`, render: (f) => f.fileName },
                { label: `${C}.columns.state`, render: (f) => translate(`${C}.states.${f.state}`) },
                { label: `${C}.columns.counts`, render: (f) => translate(`${C}.counts_value`, { ...f }) },
                { label: `${C}.columns.refund_total`, render: (f) => formatInr(f.refundTotal) },
                { label: `${C}.columns.uploadedBy`, render: (f) => f.uploadedBy },
                { label: `${C}.columns.uploadedAt`, render: (f) => formatDateTime(f.uploadedAt) },
              ]}
            />
          </TableContainer>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * /insurance-bulk-cancellation (issue 46 item 3): a CSV of policy IDs checked on the server (a dry run: each row's
 * verdict and its refund if cancelled today; nothing changes), raised for a checker with remarks, and once another
 * person approves it in the approvals inbox, cancelled by a background job (followed on /bulk-process); below, the
 * recent files and their state.
 */
export default function InsuranceCancelPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const idempotency = useIdempotencyKey();
  const [checked, setChecked] = useState<CancelFileCheck | null>(null);
  const check = useMutation({
    mutationFn: (chosen: File) => checkCancelFile(chosen, chosen.name, idempotency.key(chosen.name)),
    onSuccess: (answer) => {
      idempotency.reset();
      setChecked(answer);
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      setChecked(null);
      notify(`${C}.failed`, { type: 'error', messageArgs: { message: error.message } });
    },
  });
  return (
    <PageFrame title="insurance.cancel_title">
      <Typography sx={{ mb: 2 }}>{translate(`${C}.intro`)}</Typography>
      <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
        <CsvFilePicker
          prefix={C}
          onSample={() => downloadText('insurance-cancel-sample.csv', sampleCsv(INSURANCE_CANCEL_UPLOAD))}
          checking={check.isPending ? (check.variables?.name ?? '') : null}
          onFile={(chosen) => check.mutate(chosen)}
        />
      </Box>
      {checked && !check.isPending && (
        <CheckedFile key={checked.jobId} check={checked} onDone={() => setChecked(null)} />
      )}
      <RecentFiles />
    </PageFrame>
  );
}
