/**
 * zod schemas derived from a ResourceSchema: the same rules (and exact messages) on the console's forms and on
 * the server's writes. Defaults live on the create schema only (STACK.md trap 6). Written with zod's tree-shakable
 * `zod/mini` API (the same engine as `zod`, 8 kB gzip lighter on the console's forms, issue 18): every message is
 * given here, so none relies on zod's English locale, which `zod/mini` leaves out.
 */
import * as z from 'zod/mini';
import {
  NUMBER_MESSAGE,
  REQUIRED_MESSAGE,
  isEmpty,
  isVisible,
  writableFields,
  type FieldErrors,
  type FieldSchema,
  type ResourceSchema,
} from './schema';

type Mode = 'create' | 'update';
type Json = Record<string, unknown>;
export type { FieldErrors } from './schema';

export const DATE_MESSAGE = 'Invalid date.';
export const DECIMALS_MESSAGE = 'At most 2 decimal places.';
export const WHOLE_MESSAGE = 'Must be a whole number.';
export const LIST_MESSAGE = 'Must be a list.';
export const VERSION_MESSAGE = 'version: the version you read is required to update.';
export const choiceMessage = (field: FieldSchema) =>
  `Choose one of: ${(field.choices ?? []).map((c) => c.id).join(', ')}.`;

const typeError = (field: FieldSchema, fallback: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null
    ? (field.requiredMessage ?? REQUIRED_MESSAGE)
    : (field.typeMessage ?? fallback);

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** `zod`'s preprocess: the input transformed, then checked. */
const preprocess = (fn: (v: unknown) => unknown, schema: z.ZodMiniType) => z.pipe(z.transform(fn), schema);
const numeric = (v: unknown) => {
  const blank = blankToNull(v);
  return typeof blank === 'string' && Number.isFinite(Number(blank)) ? Number(blank) : blank;
};

function textSchema(field: FieldSchema): z.ZodMiniType {
  const checks: z.core.$ZodCheck<string>[] = [z.trim()];
  if (field.required) checks.push(z.minLength(1, field.requiredMessage ?? REQUIRED_MESSAGE));
  if (field.min) checks.push(z.minLength(field.min.value, field.min.message));
  if (field.max) checks.push(z.maxLength(field.max.value, field.max.message));
  if (field.pattern) checks.push(z.regex(field.pattern.regex, field.pattern.message));
  return z.string({ error: typeError(field, 'Must be text.') }).check(...checks);
}

function numberSchema(field: FieldSchema): z.ZodMiniType {
  const checks: z.core.$ZodCheck<number>[] = [];
  if (field.integer) checks.push(z.int({ error: WHOLE_MESSAGE }));
  if (field.min) checks.push(z.gte(field.min.value, field.min.message));
  if (field.max) checks.push(z.lte(field.max.value, field.max.message));
  if (field.type === 'decimal')
    checks.push(z.refine((n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, DECIMALS_MESSAGE));
  return preprocess(numeric, z.number({ error: typeError(field, NUMBER_MESSAGE) }).check(...checks));
}

function timeSchema(field: FieldSchema): z.ZodMiniType {
  if ((field.wire ?? 'iso') === 'iso') {
    return z
      .string({ error: typeError(field, DATE_MESSAGE) })
      .check(z.refine((s: string) => !Number.isNaN(Date.parse(s)), DATE_MESSAGE));
  }
  return preprocess(numeric, z.number({ error: typeError(field, DATE_MESSAGE) }).check(z.int({ error: DATE_MESSAGE })));
}

function listSchema(field: FieldSchema, mode: Mode): z.ZodMiniType {
  const element = field.fields
    ? objectOf(field.fields, mode)
    : valueSchema({ name: '', label: field.label, type: 'text', required: true, ...field.of } as FieldSchema, mode);
  const checks: z.core.$ZodCheck<unknown[]>[] = [];
  if (field.required) checks.push(z.minLength(1, field.requiredMessage ?? REQUIRED_MESSAGE));
  if (field.max) checks.push(z.maxLength(field.max.value, field.max.message));
  return z.array(element, { error: typeError(field, LIST_MESSAGE) }).check(...checks);
}

/** The schema of one field's value, before optionality. */
function valueSchema(field: FieldSchema, mode: Mode): z.ZodMiniType {
  switch (field.type) {
    case 'number':
    case 'decimal':
      return numberSchema(field);
    case 'boolean':
      return z.boolean({ error: typeError(field, 'Must be yes or no.') });
    case 'date':
    case 'datetime':
      return timeSchema(field);
    case 'select':
      return z.enum((field.choices ?? []).map((c) => c.id) as [string, ...string[]], {
        error: (i) => typeError(field, choiceMessage(field))(i),
      });
    case 'list':
      return listSchema(field, mode);
    case 'object':
      return objectOf(field.fields ?? [], mode);
    default:
      return textSchema(field);
  }
}

/** A field in its object: optional unless required (conditional fields are checked by the record rules). */
function fieldSchema(field: FieldSchema, mode: Mode): z.ZodMiniType {
  const value = valueSchema(field, mode);
  if (field.default !== undefined) {
    // A field with a default always has a value: left out, a create takes the default and an update keeps it;
    // cleared (null, '') in an update is refused like a required field (STACK.md trap 6: no reset to the default).
    if (mode === 'update') return z.optional(value);
    return preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.prefault(z.optional(value), field.default as never),
    );
  }
  const mustHave = field.required && !field.when;
  if (mustHave) return mode === 'create' ? value : z.optional(value);
  return preprocess(blankToNull, z.optional(z.nullable(value)));
}

function objectOf(fields: readonly FieldSchema[], mode: Mode) {
  const shape = Object.fromEntries(
    fields.filter((f) => !f.auto && !f.readOnly).map((f) => [f.name, fieldSchema(f, mode)]),
  );
  // `when`: the record rules run even when a field already failed, so every broken field is named at once.
  return z
    .object(shape)
    .check(z.superRefine((record: Json, ctx) => checkRecord(fields, record, ctx, mode), { when: () => true }));
}

/** Record-level rules: required conditional fields while shown, and each field's own rules. */
function checkRecord(fields: readonly FieldSchema[], record: Json, ctx: z.core.$RefinementCtx, mode: Mode) {
  // The rules run even when the record failed (to name every field): a body that is not an object has no fields.
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return;
  for (const field of fields) {
    const present = field.name in record && record[field.name] !== undefined;
    if (mode === 'update' && !present && !(field.when && field.when.field in record)) continue;
    const value = record[field.name];
    if (field.when && field.required && isVisible(field, record) && isEmpty(value)) {
      ctx.addIssue({ code: 'custom', path: [field.name], message: field.requiredMessage ?? REQUIRED_MESSAGE });
      continue;
    }
    if (isEmpty(value) && !field.required) continue;
    for (const rule of field.rules ?? []) {
      const message = rule(value, record);
      if (message) {
        ctx.addIssue({ code: 'custom', path: [field.name], message });
        break;
      }
    }
  }
}

/**
 * Conditional fields with `clear` are sent as null while hidden. On create a missing controlling field counts as its
 * default; on update it is decided only when the controlling field is sent.
 */
export function clearHidden(fields: readonly FieldSchema[], input: unknown, mode: Mode = 'update'): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const record = { ...(input as Json) };
  const seen: Json = { ...record };
  if (mode === 'create')
    for (const f of fields) if (seen[f.name] === undefined && f.default !== undefined) seen[f.name] = f.default;
  for (const field of fields) {
    if (field.when?.clear && field.when.field in seen && !isVisible(field, seen)) record[field.name] = null;
  }
  return record;
}

/** What a create accepts: every writable field, required ones required, defaults filled in. */
export function createSchemaOf(schema: Pick<ResourceSchema, 'fields'>): z.ZodMiniType<Json> {
  const fields = writableFields(schema);
  return preprocess((input) => clearHidden(fields, input, 'create'), objectOf(fields, 'create')) as z.ZodMiniType<Json>;
}

/** What an update accepts: any writable fields (no defaults), plus the version the editor read. */
export function updateSchemaOf(schema: Pick<ResourceSchema, 'fields'>): z.ZodMiniType<Json & { version: number }> {
  const fields = writableFields(schema);
  const object = z.intersection(objectOf(fields, 'update'), z.object({ version: versionSchema() }));
  return preprocess((input) => clearHidden(fields, input), object) as z.ZodMiniType<Json & { version: number }>;
}

/** The version an update carries: the one the editor read. */
const versionSchema = () =>
  preprocess(
    numeric,
    z.number({ error: VERSION_MESSAGE }).check(z.int({ error: VERSION_MESSAGE }), z.gte(1, VERSION_MESSAGE)),
  );

/** What an update accepts where the resource offers only its toggles (no full edit): those fields and the version. */
export function toggleSchemaOf(schema: Pick<ResourceSchema, 'list'>): z.ZodMiniType<Json & { version: number }> {
  const shape = Object.fromEntries(
    (schema.list.toggles ?? []).map((t) => [
      t.field,
      z.optional(z.enum([t.on, t.off], { error: `Choose one of: ${t.on}, ${t.off}.` })),
    ]),
  );
  return z.object({ ...shape, version: versionSchema() }) as unknown as z.ZodMiniType<Json & { version: number }>;
}

/** The first message per field path (`configs.position`, `special_rates.0.label`), for field-level 400s and forms. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
