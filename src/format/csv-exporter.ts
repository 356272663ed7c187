import type { Exporter } from 'react-admin';
import type { CsvColumn } from './csv';

/**
 * The one CSV exporter every list uses (react-admin's default one writes no BOM and escapes no formula): the given
 * columns, written by `toCsv` (UTF-8 BOM, CRLF, text cells escaped against formulas, DESIGN.md §5), downloaded as
 * `<filename>.csv`. The CSV writer loads on the first export, not with every list that could export.
 */
export function csvExporter<Row>(filename: string, columns: () => readonly CsvColumn<Row>[]): Exporter {
  return async (records) => {
    const { toCsv } = await import('./csv');
    const csv = toCsv(records as Row[], columns());
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${filename}.csv` });
    link.click();
    URL.revokeObjectURL(url);
  };
}
