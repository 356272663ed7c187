import type { Exporter } from 'react-admin';
import { fieldsFor, type ResourceSchema } from '../../contract/schema';
import { csvExporter } from '../format/csv-exporter';

type Row = Record<string, unknown>;

/** CSV export of a schema list's columns, through the console's one exporter (src/format/csv-exporter.ts). */
export function schemaCsvExporter(schema: ResourceSchema, translate: (key: string) => string): Exporter {
  return csvExporter<Row>(schema.name, () => [
    { header: 'id', value: (r) => r.id },
    ...fieldsFor(schema, 'list').map((f) => ({ header: translate(f.label), value: (r: Row) => r[f.name] })),
  ]);
}
