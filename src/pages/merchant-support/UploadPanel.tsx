import { useRef, type ReactNode } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { isClean, UPLOAD_COLUMNS, type UploadKind } from '../../../contract/uploads';
import type { MerchantUploadKind } from '../../../dataProviders/merchant-support/uploads';
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
 * One CSV upload (§2.10, §5.6): pick → checked in the worker (progress announced) → preview with row errors and the
 * errors file → submit only when clean (progress while uploading) → §8 toast.
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
  const upload = useUpload(kind, (data) => {
    check.clear();
    if (input.current) input.current.value = '';
    onUploaded?.(data);
  });
  const clean = check.checked !== null && isClean(check.checked);
  const invalid = check.checked ? check.checked.counts.invalid : 0;
  const submit = () => {
    if (!check.file) return check.pick(null);
    if (clean) upload.mutate(check.file);
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
          disabled={upload.isPending || check.checking || (check.file !== null && !clean)}
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
      <Box
        aria-live="polite"
        role="status"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {status}
      </Box>
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
