import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "This record changed since you opened it" with a Reload (StaleRecordNotice shows it for a stale-version 412). */
export function StaleRecordAlert({ onReload }: { onReload: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          {translate('stale.reload')}
        </Button>
      }
    >
      {translate('stale.message')}
    </Alert>
  );
}
