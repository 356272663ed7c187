import { MenuItem } from '@mui/material';

/** The options of a select whose values are shown as they are (codes, reasons, statuses): one MenuItem a value. */
export function menuOptions(values: readonly string[]) {
  return values.map((value) => (
    <MenuItem key={value} value={value}>
      {value}
    </MenuItem>
  ));
}
