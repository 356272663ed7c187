import { Button, CardActions, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DecisionActionsProps {
  /** Whether the viewer may decide the item, and whether they raised it (then a note instead of the buttons). */
  item: { canDecide: boolean; raisedByViewer: boolean };
  /** i18n key of the note shown on the viewer's own item (a request by default). */
  ownNote?: string;
  onDecide(isApproved: boolean): void;
}

/** Approve / Reject on an inbox card; on the viewer's own item a note instead (the server refuses it with 403 anyway). */
export function DecisionActions({
  item: { canDecide, raisedByViewer },
  ownNote = 'pages.approvals.own_request',
  onDecide,
}: DecisionActionsProps) {
  const translate = useTranslate();
  return (
    <CardActions>
      {canDecide ? (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" color="success" onClick={() => onDecide(true)}>
            {translate('pages.approvals.approve')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => onDecide(false)}>
            {translate('pages.approvals.reject')}
          </Button>
        </Stack>
      ) : (
        raisedByViewer && (
          <Typography variant="body2" color="text.secondary">
            {translate(ownNote)}
          </Typography>
        )
      )}
    </CardActions>
  );
}
