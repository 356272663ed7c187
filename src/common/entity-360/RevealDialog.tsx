import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../../../contract/pii';
import { ClosableDialogTitle } from '../ClosableDialogTitle';
import { useTooLong } from '../RequiredField';

export interface RevealDialogProps {
  label: string;
  onClose: () => void;
  /** Rejects with the server's message when the reveal is refused. */
  onReveal: (reason: string) => Promise<void>;
}

/** 'Reveal': why the agent needs to see the value (recorded with who and when), then the call. */
export function RevealDialog({ label, onClose, onReveal }: RevealDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const tooLong = useTooLong(reason, REVEAL_REASON_MAX);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = reason.trim();
  const tooShort = trimmed.length < REVEAL_REASON_MIN;
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onReveal(trimmed);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : translate('entity360.error'));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="reveal-title" slotProps={{ paper: { sx: { minWidth: 500 } } }}>
      <ClosableDialogTitle id="reveal-title" onClose={onClose}>
        {translate('entity360.reveal_title', { label: translate(label) })}
      </ClosableDialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{translate('entity360.reveal_explain')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={translate('entity360.reveal_reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={tooLong.error}
          helperText={
            tooLong.helperText ??
            translate('entity360.reveal_reason_help', { min: REVEAL_REASON_MIN, max: REVEAL_REASON_MAX })
          }
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('entity360.cancel')}</Button>
        <Button variant="contained" disabled={tooShort || tooLong.error || busy} onClick={() => void submit()}>
          {translate('entity360.reveal')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
