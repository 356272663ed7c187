import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { hasRemarks, type RemarksDialogProps } from './RemarksDialog';

/** A decision modal: a required remarks field; the button stays disabled while it is empty or the call runs. */
export default function RemarksDialogBody({
  open,
  title,
  confirmLabel,
  busy = false,
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
