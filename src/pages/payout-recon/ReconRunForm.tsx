import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Stack, Tooltip, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { istDayOf, istYesterday, rangeErrors } from '../../../contract/payouts';
import { checkStatementFile, statementErrorLines } from './check-statement';
import { RECON_RESOURCE, type ReconRun } from './recon-types';
import { useReconMutation } from './use-recon-mutation';
import { DateTextInput } from '../../common/DateTextInput';

/**
 * The days to reconcile (yesterday by default, at most 31) and, optionally, the bank's statement for them: checked
 * in a worker as soon as it is chosen (and again when the days change); only a clean file can be sent.
 */
export function ReconRunForm({ onDone }: { onDone: (run: ReconRun) => void }) {
  const translate = useTranslate();
  const { canAccess: mayRun } = useCanAccess({ resource: RECON_RESOURCE, action: 'create' });
  const [from, setFrom] = useState(() => istYesterday(Date.now()));
  const [to, setTo] = useState(from);
  const [today] = useState(() => istDayOf(Date.now()));
  const [file, setFile] = useState<File | null>(null);
  // Bumped on each choice of file: it names the check (a File is no query key). `clears` resets the input.
  const [fileSerial, setFileSerial] = useState(0);
  const [clears, setClears] = useState(0);
  const range = rangeErrors(from, to, today);
  const rangeOk = !range.from && !range.to;
  const check = useQuery({
    queryKey: ['payout-statement-check', fileSerial, from, to],
    queryFn: () => checkStatementFile(file!, { from, to }),
    enabled: file !== null && rangeOk,
    retry: false,
    gcTime: 0,
  });
  const checked = file && rangeOk ? (check.data ?? null) : null;
  const checkError = file && rangeOk && check.error ? check.error.message : null;
  const choose = (next: File | null) => {
    setFile(next);
    setFileSerial((n) => n + 1);
  };

  const run = useReconMutation<void, ReconRun>(
    (p, _v, idempotencyKey) =>
      p.runPayoutRecon(RECON_RESOURCE, {
        data: file && checked ? { from, to, fileName: file.name, lines: checked.lines } : { from, to },
        idempotencyKey,
      }),
    { success: 'payoutRecon.ran', onDone },
  );
  const checking = file !== null && checked === null && checkError === null && rangeOk;
  const fileBad =
    file !== null &&
    (checkError !== null ||
      (checked !== null && (checked.fileError !== null || Object.keys(checked.errors).length > 0)));
  const why = !mayRun
    ? translate('payoutRecon.no_run')
    : !rangeOk
      ? translate('payoutRecon.fix_days')
      : checking
        ? translate('payoutRecon.checking')
        : fileBad
          ? translate('payoutRecon.fix_file')
          : '';
  return (
    <Box
      component="form"
      aria-label={translate('payoutRecon.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!why && !run.isPending) run.mutate();
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        {(['from', 'to'] as const).map((field) => (
          <DateTextInput
            key={field}
            label={translate(`payoutRecon.${field}`)}
            value={field === 'from' ? from : to}
            onChange={field === 'from' ? setFrom : setTo}
            error={Boolean(range[field])}
            helperText={range[field] ?? ' '}
          />
        ))}
        <Box>
          <Typography component="label" htmlFor="recon-statement" variant="body2" sx={{ display: 'block' }}>
            {translate('payoutRecon.statement')}
          </Typography>
          <input
            key={clears}
            id="recon-statement"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
          />
          {file && (
            <Button
              size="small"
              onClick={() => {
                choose(null);
                setClears((n) => n + 1);
              }}
            >
              {translate('payoutRecon.clear_file')}
            </Button>
          )}
        </Box>
        <Tooltip title={why}>
          <span>
            <Button type="submit" variant="contained" disabled={Boolean(why) || run.isPending}>
              {translate('payoutRecon.run')}
            </Button>
          </span>
        </Tooltip>
      </Stack>
      <Box role="status" sx={{ mt: 1 }}>
        {!file && <Typography variant="body2">{translate('payoutRecon.no_file')}</Typography>}
        {checking && <CircularProgress size={20} aria-label={translate('payoutRecon.checking')} />}
        {checkError && <Alert severity="error">{checkError}</Alert>}
        {checked?.fileError && <Alert severity="error">{checked.fileError}</Alert>}
        {checked && !checked.fileError && !fileBad && (
          <Alert severity="success">{translate('payoutRecon.lines_ok', { count: checked.lines.length })}</Alert>
        )}
        {checked && !checked.fileError && fileBad && (
          <Alert severity="error">
            {translate('payoutRecon.file_errors', { count: Object.keys(checked.errors).length })}
            <Box component="ul" sx={{ m: 0 }}>
              {statementErrorLines(checked).map((line) => (
                <li key={line}>{translate('payoutRecon.error_line', { text: line })}</li>
              ))}
            </Box>
          </Alert>
        )}
      </Box>
    </Box>
  );
}
