import { useState, type ChangeEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Paper, Stack, TableContainer, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  parseBulkReject,
  type BulkRejectAnswer,
  type BulkRejectRowResult,
} from '../../../contract/swipe-commercial/bulk-reject';
import { confirmBulkReject, previewBulkReject } from '../../../dataProviders/merchant-support/swipe-commercial';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { orNotAvailable } from '../../format';
import { PageFrame } from '../../common/PageFrame';
import { bulkRejectSummary } from './summaries';

const S = 'swipeCommercial.bulk';

type Row = BulkRejectRowResult & { id: string };

function RowsTable({ answer }: { answer: BulkRejectAnswer }) {
  const translate = useTranslate();
  const columns: TableColumn<Row>[] = [
    { label: `${S}.line`, render: (r) => r.line },
    { label: `${S}.value`, render: (r) => r.value },
    { label: `${S}.kind`, render: (r) => (r.kind ? translate(`pages.approvals.kinds.${r.kind}`) : '') },
    { label: `${S}.merchant`, render: (r) => orNotAvailable(r.merchantId) },
    { label: `${S}.outcome`, render: (r) => translate(`${S}.outcomes.${r.outcome}`) },
    { label: `${S}.reason`, render: (r) => r.reason ?? '' },
  ];
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mt: 2 }}>
      <ColumnTable
        label={`${S}.list_label`}
        rows={answer.rows.map((r) => ({ ...r, id: `${r.line}` }))}
        columns={columns}
      />
    </TableContainer>
  );
}

/**
 * /swipe/bulk-reject (issue 44 item 2; spec §2.3 "bulk reject"): a CSV of MDR and rental change request ids and one
 * set of remarks; the server's dry run shows what each row would do (or why not), then the confirmation, restated
 * first, rejects each row as its own decision would (never the checker's own requests; one audit entry each).
 */
export default function BulkRejectPage() {
  const translate = useTranslate();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [remarks, setRemarks] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<BulkRejectAnswer | null>(null);
  const body = file && { fileName: file.name, csv: file.csv, remarks: remarks.trim() };
  const preview = useMutation({ mutationFn: previewBulkReject });
  const reject = useChangeMutation({
    call: (_: void, key) => confirmBulkReject(body!, key),
    success: (a) => translate(`${S}.done`, { rejected: a.rejected, skipped: a.skipped, name: a.fileName }),
    failure: 'swipeCommercial.failed',
    refresh: [['approval-requests'], ['swipe-mdr']],
    done: () => setConfirming(false),
  });
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    if (!chosen) return;
    setFile({ name: chosen.name, csv: await chosen.text() });
    preview.reset();
    setDone(null);
  };
  const rows = file ? parseBulkReject(file.csv).length : 0;
  const checked = preview.data;
  const shown = reject.data ?? done ?? checked;
  return (
    <PageFrame title={`${S}.title`}>
      <Typography sx={{ mb: 2 }}>{translate(`${S}.intro`)}</Typography>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Button variant="outlined" component="label">
          {translate(`${S}.choose`)}
          <input hidden type="file" accept=".csv,text/csv" aria-label={translate(`${S}.file`)} onChange={pick} />
        </Button>
        {file && <Typography>{translate(`${S}.chosen`, { name: file.name, rows })}</Typography>}
        {file && rows === 0 && <Alert severity="warning">{translate(`${S}.empty_file`)}</Alert>}
        <TextField
          required
          size="small"
          label={translate(`${S}.remarks`)}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={!body || rows === 0 || remarks.trim() === '' || preview.isPending}
            onClick={() => body && preview.mutate(body)}
          >
            {translate(`${S}.check`)}
          </Button>
          {checked && !reject.data && checked.rejected > 0 && (
            <Button variant="contained" color="error" onClick={() => setConfirming(true)}>
              {translate(`${S}.confirm`, { count: checked.rejected })}
            </Button>
          )}
        </Stack>
        {preview.error && (
          <Alert severity="error">{translate('swipeCommercial.failed', { message: preview.error.message })}</Alert>
        )}
      </Stack>
      {shown && <RowsTable answer={shown} />}
      {checked && (
        <RemarksDialog
          open={confirming}
          title={`${S}.confirm_title`}
          confirmLabel={`${S}.confirm`}
          remarks={false}
          busy={reject.isPending}
          summary={bulkRejectSummary(translate, checked)}
          onCancel={() => setConfirming(false)}
          onConfirm={() => reject.mutate(undefined, { onSuccess: setDone })}
        />
      )}
    </PageFrame>
  );
}
