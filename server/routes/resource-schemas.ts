import { z } from 'zod';
import { fromText, strictNumberOf } from '../../contract/strict-number.js';
import type { FieldSchema, ResourceSchema } from '../../contract/schema.js';

type Json = Record<string, unknown>;

/** The wire value of one field as rowToWire gives it (resource-columns.ts); every field may be null. */
function wireValueOf(field: FieldSchema): z.ZodType {
  switch (field.type) {
    case 'boolean':
      return z.boolean();
    case 'number':
    case 'decimal':
      return z.number();
    case 'date':
    case 'datetime':
      return (field.wire ?? 'iso') === 'iso' ? z.string() : z.number();
    case 'list':
      return z.array(z.unknown());
    case 'object':
      return z.record(z.string(), z.unknown());
    default:
      return z.string();
  }
}

/** The route schema of one record on the wire: `id`, every field by its wire name, `version`. */
export function wireRecordOf(schema: Pick<ResourceSchema, 'fields'>) {
  const fields = Object.fromEntries(schema.fields.map((f) => [f.name, wireValueOf(f).nullable()]));
  return z.object({ id: z.number(), ...fields, version: z.number() });
}

/** Pure: does a create-or-update body name the record it updates (a positive whole `id`)? */
export function namesRecord(body: unknown): boolean {
  const id = typeof body === 'object' && body !== null ? strictNumberOf((body as Json).id) : NaN;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

/**
 * One body schema for a path and verb that serve both create and update (FD plans: POST /fd/crm/update-plans):
 * a body with an `id` is checked as an update (and keeps its id), any other as a create; the document shows both.
 */
export function createOrUpdateBody(create: z.core.$ZodType<Json>, update: z.core.$ZodType<Json>): z.ZodType<Json> {
  const asUpdate = z.intersection(update, z.object({ id: fromText(z.number().int().positive()) }));
  return z
    .unknown()
    .transform((body, ctx): Json => {
      const result = z.safeParse(namesRecord(body) ? asUpdate : create, body);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: body });
      return z.NEVER;
    })
    .meta({
      anyOf: [
        z.toJSONSchema(create, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }),
        z.toJSONSchema(asUpdate, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }),
      ],
    }) as z.ZodType<Json>;
}
