import type { Exporter } from 'react-admin';
import { fieldsFor, type ResourceSchema } from '../../contract/schema';
import { toCsv } from '../format/csv';

/** CSV export of the list's columns for Excel: UTF-8 with a BOM, text cells escaped against formulas (DESIGN.md §5). */
export function csvExporter(schema: ResourceSchema, translate: (key: string) => string): Exporter {
  return (records) => {
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
