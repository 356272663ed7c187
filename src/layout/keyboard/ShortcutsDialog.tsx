import { Dialog, DialogContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { useCurrentShortcuts, type ShortcutHelp } from '../../common/keyboard/ShortcutsContext';

/** The shortcuts every screen has. */
export const GLOBAL_SHORTCUTS: readonly ShortcutHelp[] = [
  { keys: ['Ctrl+K', '⌘K'], label: 'keyboard.help.palette' },
  { keys: ['?'], label: 'keyboard.help.shortcuts' },
  { keys: ['Ctrl+Enter'], label: 'keyboard.help.confirm_remarks' },
  { keys: ['Esc'], label: 'keyboard.help.close' },
];

function ShortcutTable({ caption, shortcuts }: { caption: string; shortcuts: readonly ShortcutHelp[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={caption} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('keyboard.help.key')}</TableCell>
          <TableCell>{translate('keyboard.help.action')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shortcuts.map((s) => (
          <TableRow key={s.label}>
            <TableCell component="th" scope="row">
              {s.keys.map((k, i) => (
                <span key={k}>
                  {i > 0 && ' / '}
                  <kbd>{k}</kbd>
                </span>
              ))}
            </TableCell>
            <TableCell>{translate(s.label)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `?`: the shortcuts of every screen, then those of the screen on show. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const screen = useCurrentShortcuts();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="shortcuts-title">
      <ClosableDialogTitle id="shortcuts-title" onClose={onClose}>
        {translate('keyboard.help.title')}
      </ClosableDialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="h3">
          {translate('keyboard.help.global')}
        </Typography>
        <ShortcutTable caption={translate('keyboard.help.global')} shortcuts={GLOBAL_SHORTCUTS} />
        <Typography variant="subtitle1" component="h3">
          {translate('keyboard.help.screen')}
        </Typography>
        {screen.length > 0 ? (
          <ShortcutTable caption={translate('keyboard.help.screen')} shortcuts={screen} />
        ) : (
          <Typography>{translate('keyboard.help.none')}</Typography>
        )}
      </DialogContent>
    </Dialog>
  );
}
