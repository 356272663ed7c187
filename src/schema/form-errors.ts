import type { ResourceSchema } from '../../contract/schema';
import { createSchemaOf, fieldErrors, updateSchemaOf } from '../../contract/schema-zod';
import { nestErrors, type NestedErrors } from './save-errors';

/** A form-level validator from the same zod rules the server applies (exact messages). */
export function schemaValidator(schema: Pick<ResourceSchema, 'fields'>, mode: 'create' | 'edit') {
  const zod = mode === 'create' ? createSchemaOf(schema) : updateSchemaOf(schema);
  return (values: Record<string, unknown>): NestedErrors => {
    const result = zod.safeParse(mode === 'edit' ? { version: 1, ...values } : values);
    return result.success ? {} : nestErrors(fieldErrors(result.error));
  };
}
