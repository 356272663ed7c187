import { Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';
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

/** The actions of a form dialog: cancel, and its submit (off while it is being sent). */
export function FormDialogButtons({
  onCancel,
  submit,
  busy,
  onSubmit,
}: {
  onCancel(): void;
  submit: string;
  busy: boolean;
  onSubmit(): void;
}) {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
      <Button variant="contained" disabled={busy} onClick={onSubmit}>
        {translate(submit)}
      </Button>
    </DialogActions>
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
