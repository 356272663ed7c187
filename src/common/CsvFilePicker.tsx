import { useId, useRef } from 'react';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';

/**
 * Choosing a CSV the server checks (a merchant alert's audience, a VPA file): the chooser, the sample file, and while
 * the check runs, which file and a progress bar. Strings under `prefix`: `choose_file`, `sample`, `checking` (with
 * %{name}) and `checking_label`.
 */
export function CsvFilePicker({
  prefix,
  onSample,
  checking,
  onFile,
}: {
  prefix: string;
  onSample(): void;
  /** The name of the file being checked, or null when none is. */
  checking: string | null;
  onFile(file: File): void;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={translate(`${prefix}.choose_file`)}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            if (chosen) onFile(chosen);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={checking !== null}
          onClick={() => input.current?.click()}
        >
          {translate(`${prefix}.choose_file`)}
        </Button>
        <Button onClick={onSample}>{translate(`${prefix}.sample`)}</Button>
      </Box>
      {checking !== null && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">{translate(`${prefix}.checking`, { name: checking })}</Typography>
          <LinearProgress aria-label={translate(`${prefix}.checking_label`)} />
        </Box>
      )}
    </>
  );
}
