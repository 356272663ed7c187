import type { RaRecord } from 'react-admin';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { StatusText } from './StatusText';

/** Cells of the merchant 360 tables: ₹ with Indian grouping, epoch seconds as dd/MM/yy HH:mm:ss (spec §9), N/A. */
export const money = (field: string) => (r: RaRecord) =>
  r[field] == null ? orNotAvailable(null) : formatInr(r[field]);
export const time = (field: string) => (r: RaRecord) =>
  r[field] == null ? orNotAvailable(null) : formatDateTime(r[field], 'seconds');
export const status = (field = 'status') =>
  function StatusCell(r: RaRecord) {
    return <StatusText value={r[field] as string | null} />;
  };
export const text = (field: string) => (r: RaRecord) => orNotAvailable(r[field]);
