import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DecisionSummaryView } from './DecisionSummaryView';
import { hasRemarks, type RemarksDialogProps } from './RemarksDialog';
import { NOTE_MAX, withinLength } from './RequiredField';

/**
 * A decision modal: the decision restated (when given), a required remarks field; the button stays disabled while it
 * is empty or the call runs. Without remarks (`remarks={false}`), the same modal as a plain confirmation.
 */
export default function RemarksDialogBody({
  open,
  title,
  titleArgs,
  confirmLabel,
  busy = false,
  complete = true,
  summary,
  remarks: withRemarks = true,
  onCancel,
  onConfirm,
  children,
}: RemarksDialogProps) {
  const translate = useTranslate();
  const [remarks, setRemarks] = useState('');
  /** Remarks longer than the servers' 300 are refused with a message, never cut (issue 41 item 2). */
  const tooLong = !withinLength(remarks, NOTE_MAX);
  const ready = complete && (!withRemarks || (hasRemarks(remarks) && !tooLong));
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
      <DialogTitle id="remarks-dialog-title">{translate(title, titleArgs)}</DialogTitle>
      <DialogContent>
        {summary && <DecisionSummaryView summary={summary} />}
        {children}
        {withRemarks && (
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
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && !busy && ready) {
                e.preventDefault();
                onConfirm(remarks.trim());
              }
            }}
            error={tooLong}
            helperText={tooLong ? translate('validation.too_long', { max: NOTE_MAX }) : undefined}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} autoFocus={!withRemarks}>
          {translate('pages.approvals.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={busy || !ready}
          onClick={() => onConfirm(withRemarks ? remarks.trim() : '')}
        >
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
