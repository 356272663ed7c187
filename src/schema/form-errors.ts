import type { FieldErrors, ResourceSchema } from '../../contract/schema';
import { createSchemaOf, fieldErrors, updateSchemaOf } from '../../contract/schema-zod';

type Nested = { [key: string]: string | Nested };

/** `{ 'configs.position': m }` → `{ configs: { position: m } }`: the shape react-admin forms take errors in. */
export function nestErrors(flat: FieldErrors): Nested {
  const out: Nested = {};
  for (const [path, message] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = message;
      else node = (typeof node[key] === 'object' ? node[key] : (node[key] = {})) as Nested;
    });
  }
  return out;
}

/** A form-level validator from the same zod rules the server applies (exact messages). */
export function schemaValidator(schema: Pick<ResourceSchema, 'fields'>, mode: 'create' | 'edit') {
  const zod = mode === 'create' ? createSchemaOf(schema) : updateSchemaOf(schema);
  return (values: Record<string, unknown>): Nested => {
    const result = zod.safeParse(mode === 'edit' ? { version: 1, ...values } : values);
    return result.success ? {} : nestErrors(fieldErrors(result.error));
  };
}

/** The per-field map of a server 400 (`{ success: false, message, errors }`), if the error carries one. */
export function serverFieldErrors(error: unknown): Nested | undefined {
  const body = (error as { data?: unknown; body?: unknown } | null)?.data ?? (error as { body?: unknown } | null)?.body;
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return undefined;
  return nestErrors(errors as FieldErrors);
}
