import { useCallback } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

/** Spec §8 toast kinds: error, info, success and pending. Pending: the info colour with a spinner for its icon. */
export function PendingToast({ text }: { text: string }) {
  return (
    <Alert severity="info" variant="filled" role="status" icon={<CircularProgress size={20} color="inherit" />}>
      {text}
    </Alert>
  );
}

/** Shows a pending toast (an i18n key and its arguments) in the shell's notification area, closing after 5 s. */
export function useNotifyPending() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (message: string, args?: Record<string, unknown>) =>
      notify(<PendingToast text={translate(message, args)} />, { type: 'info' }),
    [notify, translate],
  );
}
