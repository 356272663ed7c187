import type { Exporter } from 'react-admin';
import { fieldsFor, type ResourceSchema } from '../../contract/schema';

/**
 * CSV export of the list's columns for Excel: UTF-8 with a BOM, text cells escaped against formulas (DESIGN.md §5).
 * The CSV writer (papaparse, 6.7 kB gzip) loads on the first export, not with every list that could export.
 */
export function csvExporter(schema: ResourceSchema, translate: (key: string) => string): Exporter {
  return async (records) => {
    const { toCsv } = await import('../format/csv');
    const columns = [
      { header: 'id', value: (r: Record<string, unknown>) => r.id },
      ...fieldsFor(schema, 'list').map((f) => ({
        header: translate(f.label),
        value: (r: Record<string, unknown>) => r[f.name],
      })),
    ];
    const csv = toCsv(records as Record<string, unknown>[], columns);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `${schema.name}.csv` });
    link.click();
    URL.revokeObjectURL(url);
  };
}
