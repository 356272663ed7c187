import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTextInput } from '../../common/DateTextInput';
import { useTooLong } from '../../common/RequiredField';
import { ALERT_BODY_MAX, ALERT_HEADER_MAX, expiryError, type AlertTextValues } from './alert-form-state';

/** The clock an alert form judges "future" by, ticking every second (submit checks the time again). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * What every alert shows (deposit and merchant alerts): header, body and expiry, with the server's limits (a text too
 * long stays and says why) and 'Date and time should not be old'. `labels` is the area's key prefix, holding
 * `header`, `body`, `expiry_time` and `old_date`.
 */
export function AlertTextFields({
  values,
  onChange,
  labels,
  now,
}: {
  values: AlertTextValues;
  onChange: (patch: Partial<AlertTextValues>) => void;
  labels: string;
  now: number;
}) {
  const translate = useTranslate();
  const headerTooLong = useTooLong(values.header, ALERT_HEADER_MAX);
  const bodyTooLong = useTooLong(values.body, ALERT_BODY_MAX);
  const expiryWrong = Boolean(expiryError(values.expiry, now));
  return (
    <>
      <TextField
        label={translate(`${labels}.header`)}
        value={values.header}
        onChange={(e) => onChange({ header: e.target.value })}
        required
        {...headerTooLong}
      />
      <TextField
        label={translate(`${labels}.body`)}
        value={values.body}
        onChange={(e) => onChange({ body: e.target.value })}
        required
        multiline
        minRows={2}
        {...bodyTooLong}
      />
      <DateTextInput
        kind="datetime"
        label={translate(`${labels}.expiry_time`)}
        value={values.expiry}
        onChange={(text) => onChange({ expiry: text })}
        required
        error={expiryWrong}
        helperText={expiryWrong ? translate(`${labels}.old_date`) : ' '}
      />
    </>
  );
}
