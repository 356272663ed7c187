import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Paper, TableContainer, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { VPA_UPLOAD_KIND } from '../../../contract/pg-vpa/rules';
import {
  checkVpaFile,
  confirmVpaFile,
  listVpaFiles,
  vpaErrorsFile,
  type VpaFile,
  type VpaFileCheck,
} from '../../../dataProviders/investment/pg-vpa';
import { ColumnTable } from '../../common/ColumnTable';
import { CsvFilePicker } from '../../common/CsvFilePicker';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { PageFrame } from '../../common/PageFrame';
import { QueryState } from '../../common/QueryState';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { downloadText, sampleCsv } from '../merchant-support/samples';
import { vpaConfirmSummary } from './summaries';

const V = 'pgVpa.vpa';
const FILES = ['vpa-upload-files'];

/** The dry run's answer: counts, the rows with errors and their errors file, the rows that apply, and Apply. */
function CheckedFile({ check, onDone }: { check: VpaFileCheck; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const apply = useChangeMutation({
    call: (_: void, key) => confirmVpaFile(check.jobId, key),
    success: ({ message }) => `${check.fileName}: ${message}`,
    failure: `${V}.failed`,
    refresh: [FILES],
    done: () => {
      setConfirming(false);
      onDone();
    },
  });
  const downloadErrors = async () => {
    try {
      const blob = await vpaErrorsFile(check.jobId);
      downloadText(`vpa-upload-${check.jobId}-errors.csv`, await blob.text());
    } catch (error) {
      notify(`${V}.failed`, { type: 'error', messageArgs: { message: (error as Error).message } });
    }
  };
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Alert severity={check.valid === 0 ? 'error' : check.rejected ? 'warning' : 'success'}>
        {translate(`${V}.file_counts`, { ...check })}
        {check.valid === 0 && ` ${translate(`${V}.no_valid`)}`}
      </Alert>
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
            <Button onClick={() => void downloadErrors()}>{translate(`${V}.errors_file`)}</Button>
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
            <Button variant="contained" onClick={() => setConfirming(true)}>
              {translate(`${V}.confirm`)}
            </Button>
          </Box>
        </>
      )}
      {confirming && (
        <RemarksDialog
          open
          title={`${V}.confirm_title`}
          confirmLabel={`${V}.confirm`}
          remarks={false}
          busy={apply.isPending}
          summary={vpaConfirmSummary(translate, check)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => apply.mutate()}
        />
      )}
    </Box>
  );
}

/** The recent files: state and counts per file. */
function RecentFiles() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: FILES, queryFn: ({ signal }) => listVpaFiles(signal) });
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(`${V}.recent`)}
      </Typography>
      <QueryState query={query} isEmpty={(d) => d.length === 0} items={`${V}.recent_items`}>
        {(files) => (
          <TableContainer component={Paper} variant="outlined">
            <ColumnTable<VpaFile & { id: number }>
              label={`${V}.recent`}
              rows={files.map((f) => ({ ...f, id: f.jobId }))}
              columns={[
                { label: `${V}.columns.file`, render: (f) => f.fileName },
                { label: `${V}.columns.state`, render: (f) => translate(`${V}.states.${f.state}`) },
                { label: `${V}.columns.counts`, render: (f) => translate(`${V}.counts_value`, { ...f }) },
                { label: `${V}.columns.uploadedBy`, render: (f) => f.uploadedBy },
                { label: `${V}.columns.uploadedAt`, render: (f) => formatDateTime(f.uploadedAt) },
              ]}
            />
          </TableContainer>
        )}
      </QueryState>
    </Box>
  );
}

/**
 * /vpa/upload (issue 45 item 5): a CSV of merchant IDs and VPAs sent to the server for a dry run (every row checked:
 * NPCI's format, the merchant exists, the VPA is no one else's), its rows with errors shown and offered as an errors
 * file, then the valid rows applied once on confirmation; below, the recent files.
 */
export default function VpaUploadPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const idempotency = useIdempotencyKey();
  const [checked, setChecked] = useState<VpaFileCheck | null>(null);
  const check = useMutation({
    mutationFn: (chosen: File) => checkVpaFile(chosen, chosen.name, idempotency.key(chosen.name)),
    onSuccess: (answer) => {
      idempotency.reset();
      setChecked(answer);
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      setChecked(null);
      notify(`${V}.failed`, { type: 'error', messageArgs: { message: error.message } });
    },
  });
  return (
    <PageFrame title={`${V}.title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${V}.intro`)}</Typography>
      <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
        <CsvFilePicker
          prefix={V}
          onSample={() => downloadText('vpa-upload-sample.csv', sampleCsv(VPA_UPLOAD_KIND))}
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
