import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The panels' Save, shown only to whoever may edit (canAccess edit) and disabled while a save is under way. */
export function SaveSelectionButton(props: { canEdit: boolean | undefined; isPending: boolean; onSave(): void }) {
  const translate = useTranslate();
  if (props.canEdit !== true) return null;
  return (
    <Box>
      <Button variant="contained" onClick={props.onSave} disabled={props.isPending}>
        {translate('pages.role_permission.save')}
      </Button>
    </Box>
  );
}
