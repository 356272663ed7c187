import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from './ClosableDialogTitle';
import type { DecisionSummary } from './decision-summary';
import { RemarksDialog } from './RemarksDialog';

/**
 * A small button acting on one row of a table (pause, publish, change terms …): its text the action, its accessible
 * name the action and the row it acts on ("Pause: Standard"), so a screen reader tells the rows' buttons apart.
 */
export function RowAction({ label, subject, onClick }: { label: string; subject: string; onClick(): void }) {
  const translate = useTranslate();
  return (
    <Button size="small" onClick={onClick} aria-label={`${translate(label)}: ${subject}`}>
      {translate(label)}
    </Button>
  );
}

/**
 * A form in a dialog: its title (an i18n key) with a close button, its fields stacked, then cancel and its submit (an
 * i18n key; off while it is being sent).
 */
export function FormDialog({
  id,
  title,
  submit,
  busy,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  submit: string;
  busy: boolean;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby={id} fullWidth maxWidth="sm">
      <ClosableDialogTitle id={id} onClose={onClose}>
        {translate(title)}
      </ClosableDialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={busy} onClick={onSubmit}>
          {translate(submit)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The confirm of a row's move without remarks (pause, resume, publish …): titled and confirmed with the move's own
 * label (`<prefix>.<how>`), the move restated by `summary`.
 */
export function MoveConfirm<M extends { how: string }>({
  move,
  prefix,
  busy,
  summary,
  onCancel,
  onConfirm,
}: {
  move: M | null;
  prefix: string;
  busy: boolean;
  summary(move: M): DecisionSummary;
  onCancel(): void;
  onConfirm(move: M): void;
}) {
  const label = move ? `${prefix}.${move.how}` : 'ra.action.confirm';
  return (
    <RemarksDialog
      open={move !== null}
      remarks={false}
      title={label}
      confirmLabel={label}
      busy={busy}
      summary={move ? summary(move) : undefined}
      onCancel={onCancel}
      onConfirm={() => move && onConfirm(move)}
    />
  );
}
