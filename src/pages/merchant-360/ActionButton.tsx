import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, Tooltip } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';

export interface ActionButtonProps {
  /** i18n key of the button. */
  label: string;
  /** The access-table part that allows it (`merchant-detail.change` …); without it the button is not shown. */
  part: string;
  /** i18n key of why it is unavailable even though allowed (a state rule), or null when it is available. */
  unavailable?: string | null;
  /** i18n key of the confirmation text; with `form`, a form instead. */
  confirm: string;
  confirmArgs?: Record<string, unknown>;
  /** Extra fields in the dialog (a form); `canSubmit` false keeps the confirm button disabled. */
  form?: ReactNode;
  canSubmit?: boolean;
  busy?: boolean;
  /** Runs the change; true closes the dialog. */
  onConfirm: () => Promise<boolean>;
  variant?: 'text' | 'outlined' | 'contained';
}

/**
 * A merchant change button (spec §8; DESIGN.md money actions): hidden without its permission, disabled with the
 * reason as a tooltip when the merchant's state does not allow it, confirmed in a dialog, pessimistic.
 */
export function ActionButton(props: ActionButtonProps) {
  const { label, part, unavailable, confirm, confirmArgs, form, canSubmit = true, busy, onConfirm } = props;
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: part, action: 'access' });
  const [open, setOpen] = useState(false);
  if (isPending || !canAccess) return null;
  const titleId = `m360-${label.replace(/\W+/g, '-')}`;
  return (
    <>
      <Tooltip title={unavailable ? translate(unavailable) : ''}>
        <span>
          <Button
            size="small"
            variant={props.variant ?? 'outlined'}
            disabled={Boolean(unavailable)}
            onClick={() => setOpen(true)}
          >
            {translate(label)}
          </Button>
        </span>
      </Tooltip>
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          aria-labelledby={titleId}
          slotProps={{ paper: { sx: { minWidth: 500 } } }}
        >
          <ClosableDialogTitle id={titleId} onClose={() => setOpen(false)}>
            {translate(label)}
          </ClosableDialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: form ? 2 : 0 }}>{translate(confirm, confirmArgs)}</DialogContentText>
            {form}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate('merchant360.cancel')}</Button>
            <Button
              variant="contained"
              disabled={busy || !canSubmit}
              onClick={() => void onConfirm().then((done) => done && setOpen(false))}
            >
              {translate('merchant360.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
