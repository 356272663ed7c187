import { visuallyHidden } from '@mui/utils';
import { useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { isClean, UPLOAD_COLUMNS, type CheckedFile, type UploadKind } from '../../../contract/uploads';
import type { MerchantSupportUploadActions, MerchantUploadKind } from '../../../dataProviders/merchant-support/uploads';
import { MERCHANT_SUPPORT_UPLOADS } from '../../../contract/bindings';
import type { DecisionSummary } from '../../common/decision-summary';
import { RemarksDialog } from '../../common/RemarksDialog';
import { statusUploadSummary, uploadSummary } from './upload-summary';
import { errorsCsv, errorsFileName } from './csv/errors-csv';
import { downloadText, sampleCsv } from './samples';
import { UploadPreview } from './UploadPreview';
import { useCsvCheck } from './useCsvCheck';
import { useUploadCsv } from './useUploadCsv';

/** How a checked file is sent: a mutation over the file (default: the merchant-support provider's upload). */
export type UploadHook = (
  kind: UploadKind,
  onDone: (data: unknown) => void,
) => { mutate(file: File): void; isPending: boolean };

const useMerchantSupportUpload: UploadHook = (kind, onDone) => useUploadCsv(kind as MerchantUploadKind, onDone);

export interface UploadPanelProps {
  kind: UploadKind;
  /** Another backend's upload of the same checked file (the Deposit menu's uploads); default merchant-support. */
  useUpload?: UploadHook;
  /** Offers the sample file (the bulk QR panel, §2.10). */
  sample?: boolean;
  onUploaded?: (data: unknown) => void;
  children?: ReactNode;
}

/**
 * What the confirmation restates before a clean file is sent: a merchant-status file's dry run on the server (each
 * merchant old → new), any other file's count and first rows as checked here.
 */
function useUploadConfirmation(kind: UploadKind) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<MerchantSupportUploadActions & ReturnType<typeof useDataProvider>>();
  const [summary, setSummary] = useState<DecisionSummary | null>(null);
  const preview = useMutation({
    mutationFn: async (file: File) =>
      (await dataProvider.previewMerchantStatus(MERCHANT_SUPPORT_UPLOADS.name, { file, fileName: file.name })).data,
  });
  const ask = (file: File, checked: CheckedFile) => {
    if (kind !== 'merchant-status') return setSummary(uploadSummary(file.name, checked, translate));
    preview.mutate(file, { onSuccess: (answer) => setSummary(statusUploadSummary(file.name, answer, translate)) });
  };
  const close = () => {
    setSummary(null);
    preview.reset();
  };
  return { summary, ask, close, checking: preview.isPending, failure: preview.error };
}

/**
 * One CSV upload (§2.10, §5.6): pick → checked in the worker (progress announced) → preview with row errors and the
 * errors file → Submit, only when clean, asks first with the count and the first rows (issue 41 item 1) → sent
 * (progress while uploading) → §8 toast.
 */
export function UploadPanel({
  kind,
  sample = false,
  onUploaded,
  children,
  useUpload = useMerchantSupportUpload,
}: UploadPanelProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const check = useCsvCheck(kind);
  const confirmation = useUploadConfirmation(kind);
  const upload = useUpload(kind, (data) => {
    confirmation.close();
    check.clear();
    if (input.current) input.current.value = '';
    onUploaded?.(data);
  });
  const clean = check.checked !== null && isClean(check.checked);
  const invalid = check.checked ? check.checked.counts.invalid : 0;
  const submit = () => {
    if (!check.file) return check.pick(null);
    if (clean && check.checked) confirmation.ask(check.file, check.checked);
  };
  const status = check.checking
    ? translate('uploads.checking', { percent: check.percent })
    : upload.isPending
      ? translate('uploads.uploading')
      : check.checked
        ? translate('uploads.checked', { total: check.checked.counts.total, invalid })
        : '';
  const inputId = `upload-${kind}`;
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {translate('uploads.columns', { columns: UPLOAD_COLUMNS[kind].join(', ') })}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadFileIcon />}>
          {translate('uploads.choose_file')}
          <input
            id={inputId}
            ref={input}
            data-testid={`file-${kind}`}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(e) => void check.pick(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2">{check.file?.name ?? translate('uploads.no_file')}</Typography>
        {sample && (
          <Button startIcon={<DownloadIcon />} onClick={() => downloadText(`${kind}_sample.csv`, sampleCsv(kind))}>
            {translate('uploads.download_sample')}
          </Button>
        )}
        <Button
          variant="contained"
          onClick={submit}
          disabled={upload.isPending || confirmation.checking || check.checking || (check.file !== null && !clean)}
        >
          {translate('uploads.submit')}
        </Button>
      </Stack>
      {(check.checking || upload.isPending) && (
        <LinearProgress
          sx={{ mt: 1 }}
          variant={check.checking ? 'determinate' : 'indeterminate'}
          value={check.percent}
          aria-label={status}
        />
      )}
      {/* MUI's visually hidden style (1 px): `width: 1` in sx is 100%, and this absolute box made the page 281 px wider. */}
      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {status}
      </Box>
      {confirmation.failure && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {translate('uploads.confirm.preview_failed', { message: confirmation.failure.message })}
        </Alert>
      )}
      <RemarksDialog
        open={confirmation.summary !== null}
        title="uploads.confirm.title"
        confirmLabel="uploads.confirm.send"
        remarks={false}
        busy={upload.isPending}
        summary={confirmation.summary ?? undefined}
        onCancel={confirmation.close}
        onConfirm={() => check.file && upload.mutate(check.file)}
      />
      {check.refusal && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {check.refusal}
        </Alert>
      )}
      {check.checked && !clean && check.checked.fileErrors.length === 0 && (
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
          <Alert severity="warning">{translate('uploads.fix_first')}</Alert>
          <Button
            startIcon={<DownloadIcon />}
            onClick={() =>
              check.checked && check.file && downloadText(errorsFileName(check.file.name), errorsCsv(check.checked))
            }
          >
            {translate('uploads.download_errors', { name: errorsFileName(check.file?.name ?? 'upload.csv') })}
          </Button>
        </Stack>
      )}
      {check.checked && <UploadPreview key={check.file?.name} checked={check.checked} />}
      {children}
    </Box>
  );
}
