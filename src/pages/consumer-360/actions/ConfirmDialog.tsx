import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import type { DecisionSummary } from '../../../common/decision-summary';
import { DecisionSummaryView } from '../../../common/DecisionSummaryView';

export interface ConfirmDialogProps {
  title: string;
  /** What confirming does, computed (spec: money actions show their effect). */
  effect: string;
  onClose: () => void;
  onConfirm: () => void;
  busy: boolean;
  /** Why confirm is disabled (a required field …), or null. */
  blocked?: string | null;
  confirmLabel?: string;
  /** A plain question (spec §2.5: Yes, No and close) rather than a form's Confirm and Cancel. */
  answers?: 'yes-no';
  /** The action restated the decision dialogs' way (whom, before → after, effect); shown in place of `effect`. */
  summary?: DecisionSummary;
  children?: ReactNode;
}

/** A confirmation with its computed effect; Confirm stays disabled while a field is missing or the call runs. */
export function ConfirmDialog({
  title,
  effect,
  onClose,
  onConfirm,
  busy,
  blocked = null,
  confirmLabel,
  answers,
  summary,
  children,
}: ConfirmDialogProps) {
  const translate = useTranslate();
  const [no, yes] =
    answers === 'yes-no'
      ? ['consumer360.action.no', 'consumer360.action.yes']
      : ['consumer360.action.cancel', 'consumer360.action.confirm'];
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="consumer-confirm-title"
      slotProps={{ paper: { sx: { minWidth: 500 } } }}
    >
      <ClosableDialogTitle id="consumer-confirm-title" onClose={onClose}>
        {title}
      </ClosableDialogTitle>
      <DialogContent>
        {summary && <DecisionSummaryView summary={summary} />}
        {children}
        {!summary && (
          <Alert severity="info" sx={{ mt: 1 }}>
            <DialogContentText component="span">{effect}</DialogContentText>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate(no)}
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={busy || blocked !== null}
          title={blocked ?? undefined}
        >
          {confirmLabel ?? translate(yes)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
