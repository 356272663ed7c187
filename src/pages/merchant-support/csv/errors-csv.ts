import { rowErrorText, type CheckedFile, type CheckedRow } from '../../../../contract/uploads';
import { toCsv, type CsvColumn } from '../../../format/csv';

export const ERROR_COLUMN = 'error';

/** Pure: `payouts.csv` → `payouts_errors.csv`. */
export const errorsFileName = (fileName: string): string => `${fileName.replace(/\.csv$/i, '')}_errors.csv`;

/**
 * Pure: the failing rows as CSV: the file's own columns in their order, plus an error column; formula-neutralised,
 * with a UTF-8 BOM (src/format/csv.ts). Every cell stays text, so a merchant id keeps its leading zeros.
 */
export function errorsCsv(file: CheckedFile): string {
  const failing = file.rows.filter((r) => r.errors.length > 0);
  const columns: CsvColumn<CheckedRow>[] = [
    ...file.header.map((header, i) => ({ header, value: (row: CheckedRow) => row.cells[i] ?? '' })),
    {
      header: file.header.includes(ERROR_COLUMN) ? `${ERROR_COLUMN}_` : ERROR_COLUMN,
      value: (row: CheckedRow) => rowErrorText(row),
    },
  ];
  return toCsv(failing, columns);
}
