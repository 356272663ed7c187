import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  MenuItem,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { VIEW_NAME_MAX } from '../../../contract/saved-views/limits';
import { ClosableDialogTitle } from '../ClosableDialogTitle';

export interface ViewDetails {
  name: string;
  roleId: number | null;
}

interface SaveViewDialogProps {
  open: boolean;
  /** `create` saves the list's current state; `edit` renames and (un)shares an existing view. */
  mode: 'create' | 'edit';
  initial: ViewDetails;
  /** The roles the user holds (a view is shared only with one of them). */
  roles: readonly { id: number; name: string }[];
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (details: ViewDetails) => void;
}

const NONE = '';

/** Name a view and choose who else sees it: only me, or one role I hold. Mounted per edit, so it starts from `initial`. */
export function SaveViewDialog({ open, mode, initial, roles, pending, error, onClose, onSubmit }: SaveViewDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [name, setName] = useState(initial.name);
  const [roleId, setRoleId] = useState<string>(initial.roleId === null ? NONE : String(initial.roleId));
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';
  // Too long is said, never cut (issue 41 item 2).
  const tooLong = name.trim().length > VIEW_NAME_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blank || tooLong || pending) return;
    onSubmit({ name: name.trim(), roleId: roleId === NONE ? null : Number(roleId) });
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <ClosableDialogTitle id={titleId} onClose={onClose}>
          {translate(mode === 'create' ? 'savedViews.save_title' : 'savedViews.edit_title')}
        </ClosableDialogTitle>
        <DialogContent>
          {mode === 'create' && <DialogContentText sx={{ mb: 2 }}>{translate('savedViews.summary')}</DialogContentText>}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={translate('savedViews.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={(touched && blank) || tooLong}
            helperText={
              tooLong
                ? translate('validation.too_long', { max: VIEW_NAME_MAX })
                : touched && blank
                  ? translate('savedViews.name_required')
                  : ' '
            }
          />
          <TextField
            select
            fullWidth
            margin="dense"
            label={translate('savedViews.share_with')}
            value={roleId}
            onChange={(e) => setRoleId(e.target.value)}
            helperText={translate('savedViews.share_hint')}
          >
            <MenuItem value={NONE}>{translate('savedViews.share_none')}</MenuItem>
            {roles.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('savedViews.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || tooLong}>
            {translate('savedViews.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
