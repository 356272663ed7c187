import { useMemo, useState } from 'react';
import {
  Box,
  FormControlLabel,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { rowErrorText, type CheckedFile } from '../../../contract/uploads';

/** Rows drawn at once; the counts and the errors file cover them all. */
const SHOWN = 200;

/** The checked file: counts, file-level errors, and its rows with their errors (errors-only switch). */
export function UploadPreview({ checked }: { checked: CheckedFile }) {
  const translate = useTranslate();
  const [errorsOnly, setErrorsOnly] = useState(checked.counts.invalid > 0);
  const rows = useMemo(
    () => (errorsOnly ? checked.rows.filter((r) => r.errors.length) : checked.rows),
    [checked, errorsOnly],
  );
  return (
    <Box sx={{ mt: 2 }}>
      {checked.fileErrors.map((e) => (
        <Typography key={e} color="error" role="alert">
          {e}
        </Typography>
      ))}
      {checked.fileErrors.length === 0 && (
        <>
          <Typography data-testid="upload-counts">
            {translate('uploads.counts', {
              total: checked.counts.total,
              valid: checked.counts.valid,
              invalid: checked.counts.invalid,
            })}
          </Typography>
          <FormControlLabel
            control={<Switch checked={errorsOnly} onChange={(e) => setErrorsOnly(e.target.checked)} />}
            label={translate('uploads.errors_only')}
          />
          <TableContainer sx={{ maxHeight: 500 }}>
            <Table size="small" stickyHeader aria-label={translate('uploads.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('uploads.line')}</TableCell>
                  {checked.header.map((h) => (
                    <TableCell key={h}>{h}</TableCell>
                  ))}
                  <TableCell>{translate('uploads.errors')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.slice(0, SHOWN).map((row) => (
                  <TableRow key={row.line} sx={row.errors.length ? { bgcolor: 'error.50' } : undefined}>
                    <TableCell>{row.line}</TableCell>
                    {checked.header.map((h, i) => (
                      <TableCell
                        key={h}
                        sx={
                          row.errors.some((e) => e.column === h) ? { color: 'error.main', fontWeight: 600 } : undefined
                        }
                      >
                        {row.cells[i]}
                      </TableCell>
                    ))}
                    <TableCell sx={{ color: 'error.main' }}>{rowErrorText(row)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {rows.length > SHOWN && (
            <Typography variant="caption">
              {translate('uploads.showing', { shown: SHOWN, total: rows.length })}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
