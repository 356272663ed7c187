import { columnOf, type FieldSchema, type ResourceSchema, type TimeWire } from '../../contract/schema.js';
import type { Principal } from '../plugins/auth.js';

type Json = Record<string, unknown>;

/** ISO 8601 without milliseconds, the console's date-time wire format. */
export const isoSeconds = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function timeToColumn(value: unknown, wire: TimeWire = 'iso'): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (wire === 'iso') return Date.parse(String(value));
  return wire === 'epochSeconds' ? Number(value) * 1000 : Number(value);
}

function timeToWire(value: unknown, wire: TimeWire = 'iso'): unknown {
  if (value === null || value === undefined) return null;
  const ms = Number(value);
  if (wire === 'iso') return isoSeconds(ms);
  return wire === 'epochSeconds' ? Math.floor(ms / 1000) : ms;
}

/** One wire value as its column value: flags 0/1, times epoch ms, lists and objects JSON text. */
export function valueToColumn(field: FieldSchema, value: unknown): unknown {
  switch (field.type) {
    case 'boolean':
      return value === null || value === undefined ? null : value ? 1 : 0;
    case 'date':
    case 'datetime':
      return timeToColumn(value, field.wire);
    case 'list':
    case 'object':
      return value === null || value === undefined ? null : JSON.stringify(value);
    default:
      return value;
  }
}

/** One column value as its wire value (PostgreSQL numerics arrive as strings). */
export function columnToValue(field: FieldSchema, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'boolean':
      return Number(value) === 1 || value === true;
    case 'number':
    case 'decimal':
      return Number(value);
    case 'date':
    case 'datetime':
      return timeToWire(value, field.wire);
    case 'list':
    case 'object':
      return typeof value === 'string' ? JSON.parse(value) : value;
    default:
      return value;
  }
}

/** A table row as the wire record: `id`, every schema field by its wire name, `version`. */
export function rowToWire(schema: Pick<ResourceSchema, 'fields'>, row: Json): Json {
  const out: Json = { id: row.id };
  for (const field of schema.fields) out[field.name] = columnToValue(field, row[columnOf(field)]);
  out.version = Number(row.version);
  return out;
}

/**
 * Validated wire values (only those sent) as columns, plus what the server fills in (auto values, read-only defaults
 * on create). A toggle's field is written on update even when read-only in forms.
 */
export function wireToColumns(
  schema: Pick<ResourceSchema, 'fields' | 'list'>,
  input: Json,
  mode: 'create' | 'update',
  actor: Principal,
  now: number,
): Json {
  const out: Json = {};
  const toggled = new Set(mode === 'update' ? (schema.list.toggles ?? []).map((t) => t.field) : []);
  for (const field of schema.fields) {
    if (toggled.has(field.name) && input[field.name] !== undefined) {
      out[columnOf(field)] = valueToColumn(field, input[field.name]);
    } else if (field.auto) {
      const value = autoValue(field, mode, actor, now);
      if (value !== undefined) out[columnOf(field)] = value;
    } else if (field.readOnly) {
      if (mode === 'create' && field.default !== undefined) out[columnOf(field)] = valueToColumn(field, field.default);
    } else if (field.name in input && input[field.name] !== undefined) {
      out[columnOf(field)] = valueToColumn(field, input[field.name]);
    }
  }
  return out;
}

function autoValue(field: FieldSchema, mode: 'create' | 'update', actor: Principal, now: number): unknown {
  switch (field.auto) {
    case 'actorName':
      return actor.name;
    case 'actorEmail':
      return mode === 'create' ? actor.email : undefined;
    case 'createdAt':
      return mode === 'create' ? now : undefined;
    case 'updatedAt':
      return now;
    default:
      return undefined;
  }
}
