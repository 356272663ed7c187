import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DecisionSummary } from './decision-summary';
import { hasRemarks, type RemarksDialogProps } from './RemarksDialog';

/** The decision restated: its subject, the facts, the changes before → after, and what happens next. */
function Summary({ summary }: { summary: DecisionSummary }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold' }}>
        {summary.subject}
      </Typography>
      {summary.facts.length > 0 && (
        <Table size="small" aria-label={translate('pages.approvals.decision.facts')}>
          <TableBody>
            {summary.facts.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {summary.changes && summary.changes.length > 0 && (
        <Table size="small" aria-label={translate('pages.approvals.decision.changes')} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('pages.approvals.field')}</TableCell>
              <TableCell>{translate('pages.approvals.decision.before')}</TableCell>
              <TableCell>{translate('pages.approvals.decision.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.changes.map((c) => (
              <TableRow key={c.label}>
                <TableCell component="th" scope="row">
                  {c.label}
                </TableCell>
                <TableCell>{c.before}</TableCell>
                <TableCell sx={{ fontWeight: 'bold' }}>{c.after}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Alert severity="info" sx={{ my: 1 }}>
        {summary.next}
      </Alert>
    </>
  );
}

/**
 * A decision modal: the decision restated (when given), a required remarks field; the button stays disabled while it
 * is empty or the call runs.
 */
export default function RemarksDialogBody({
  open,
  title,
  confirmLabel,
  busy = false,
  summary,
  onCancel,
  onConfirm,
  children,
}: RemarksDialogProps) {
  const translate = useTranslate();
  const [remarks, setRemarks] = useState('');
  const close = () => {
    setRemarks('');
    onCancel();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby="remarks-dialog-title"
      slotProps={{ paper: { sx: { minWidth: 500 } } }}
    >
      <DialogTitle id="remarks-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent>
        {summary && <Summary summary={summary} />}
        {children}
        <TextField
          autoFocus
          required
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={translate('pages.approvals.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          onKeyDown={(e) => {
            // Ctrl+Enter / Cmd+Enter confirms from the field (keyboard-first); the same rule as the button.
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !busy && hasRemarks(remarks)) {
              e.preventDefault();
              onConfirm(remarks.trim());
            }
          }}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('pages.approvals.cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !hasRemarks(remarks)} onClick={() => onConfirm(remarks.trim())}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
