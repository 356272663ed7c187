import { Button, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A pending request's Approve and Reject buttons: both off, with `why` as their tooltip, when the viewer may not decide
 * it (their own request, or no key); `labels` are i18n keys (the buttons' text and, optionally, their accessible
 * names naming the request).
 */
export function DecideButtons({
  why,
  onDecide,
  labels,
  names,
}: {
  why: string;
  onDecide(isApproved: boolean): void;
  labels: { approve: string; reject: string };
  names?: { approve: string; reject: string };
}) {
  const translate = useTranslate();
  return (
    <Tooltip title={why}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          disabled={Boolean(why)}
          onClick={() => onDecide(true)}
          aria-label={names?.approve}
        >
          {translate(labels.approve)}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={Boolean(why)}
          onClick={() => onDecide(false)}
          aria-label={names?.reject}
        >
          {translate(labels.reject)}
        </Button>
      </Stack>
    </Tooltip>
  );
}
