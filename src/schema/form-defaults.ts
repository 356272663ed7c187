import { showsIn, type FieldSchema } from '../../contract/schema';

type Json = Record<string, unknown>;

/**
 * The create form's starting values: every shown field's default, nested objects included (FD plan configs:
 * position 100, rates 0), so the user sees what will be saved. The server fills in the same defaults (zod).
 */
export function createDefaults(fields: readonly FieldSchema[]): Json {
  const out: Json = {};
  for (const field of fields) {
    if (!showsIn(field, 'create')) continue;
    if (field.type === 'object' && field.fields) {
      const own = typeof field.default === 'object' && field.default !== null ? (field.default as Json) : {};
      out[field.name] = { ...createDefaults(field.fields), ...own };
    } else if (field.default !== undefined) {
      out[field.name] = field.default;
    }
  }
  return out;
}
