import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDateTime } from '../format/dates';

export interface DateTimeFieldProps {
  source: string;
  /** How the record holds the time: epoch milliseconds or ISO text (default), or epoch seconds (spec §9). */
  unit?: 'millis' | 'seconds';
  /** Read by <Labeled> and DataTable for the column label. */
  label?: string;
}

/** A record's time as dd/MM/yy HH:mm:ss (spec §9), N/A when empty: what react-admin's DateField shows in the locale's format. */
export function DateTimeField({ source, unit = 'millis' }: DateTimeFieldProps) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(record?.[source], unit)}
    </Typography>
  );
}
