import { useState, type ReactNode } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTextInput } from '../../../common/DateTextInput';

export interface UpiFilterValues {
  status: string;
  type: string;
  rrn: string;
  start: string;
  end: string;
}
export const NO_UPI_FILTER: UpiFilterValues = { status: '', type: '', rrn: '', start: '', end: '' };

/** The UPI lists' filters (spec §4): status, type (transactions only), bank RRN and a date range. */
export function UpiFilters({
  value,
  onChange,
  statuses,
  types,
}: {
  value: UpiFilterValues;
  onChange: (next: UpiFilterValues) => void;
  statuses: readonly string[];
  types?: readonly string[];
}) {
  const translate = useTranslate();
  const set = (patch: Partial<UpiFilterValues>) => onChange({ ...value, ...patch });
  const select = (field: 'status' | 'type', label: string, options: readonly string[]) => (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value[field]}
      onChange={(e) => set({ [field]: e.target.value })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{translate('consumer360Products.filters.all')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      {select('status', 'consumer360Products.filters.status', statuses)}
      {types && select('type', 'consumer360Products.filters.type', types)}
      <TextField
        size="small"
        label={translate('consumer360Products.filters.bank_rrn')}
        value={value.rrn}
        onChange={(e) => set({ rrn: e.target.value.trim() })}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      {(['start', 'end'] as const).map((field) => (
        <DateTextInput
          key={field}
          size="small"
          label={translate(`consumer360Products.filters.${field}`)}
          value={value[field]}
          onChange={(text) => set({ [field]: text })}
        />
      ))}
    </Box>
  );
}

/** The query a UPI list sends; a date range only with both ends (spec §5.8). */
export function upiQuery(v: UpiFilterValues, statusKey: string, withType: boolean): Record<string, string> {
  return {
    ...(v.status ? { [statusKey]: v.status } : {}),
    ...(withType && v.type ? { txn_type: v.type } : {}),
    ...(v.rrn ? { bank_rrn: v.rrn } : {}),
    ...(v.start && v.end ? { start_date: v.start, end_date: v.end } : {}),
  };
}

/**
 * A UPI list's filters as a list tab's hook: its query (the status sent as `statusKey`, the type only `withType`) and
 * the toolbar that sets it.
 */
export const upiFilters =
  (statusKey: string, statuses: readonly string[], types?: readonly string[]) =>
  (): { filter: Record<string, string>; toolbar: ReactNode } => {
    const [value, setValue] = useState(NO_UPI_FILTER);
    return {
      filter: upiQuery(value, statusKey, types !== undefined),
      toolbar: <UpiFilters value={value} onChange={setValue} statuses={statuses} types={types} />,
    };
  };
