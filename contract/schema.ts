/**
 * One schema per entity (issue 5): pure data plus zod, no React. The console builds its screens from it
 * (src/schema/), the reference backend its routes and validation (server/routes/resource-routes.ts).
 * Field names are the wire names; `column` maps a field to its table column (default: the name in snake_case).
 */
import type { Backend } from './backends';
import type { AccessAction, AccessRules, Binding } from './binding';
import type { ResourceApi } from './resource-api';

/** Field name → its message, for a field-level 400 (the server) or form errors (the console). */
export type FieldErrors = Record<string, string>;

export type FieldType =
  | 'text'
  | 'longText'
  | 'number'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'select'
  | 'richText'
  | 'list'
  | 'object';

export type SchemaView = 'list' | 'show' | 'create' | 'edit';
/** `toggle`: the list's one-click toggles (ToggleAction) where a resource offers no full edit. */
export type SchemaAction = AccessAction;

/** How a date travels on the wire; the table always holds epoch milliseconds. */
export type TimeWire = 'iso' | 'epochSeconds' | 'epochMillis';

/** How a value is shown in lists and Show views (src/format/). */
export type DisplayFormat = 'inr' | 'date' | 'datetime' | 'status' | 'text' | 'boolean';

/**
 * Values the server fills in itself, never accepted from the client: `actorName` on every write (updated by),
 * `actorEmail` on create (submitted by), `createdAt` on create, `updatedAt` on every write (epoch ms columns).
 */
export type AutoValue = 'actorName' | 'actorEmail' | 'createdAt' | 'updatedAt';

export interface Choice {
  id: string;
  /** i18n key or a literal shown as is. */
  name: string;
}

/** A limit and the exact message shown when it is broken (spec wording where the spec gives one). */
export interface Limit {
  value: number;
  message: string;
}

/** Shows a field only while another field has a value (or one of the given values); `clear` empties it otherwise. */
export interface FieldCondition {
  field: string;
  /** Visible when the other field equals one of these; when absent, when it is set (not empty, not false). */
  in?: readonly unknown[];
  /** Hidden → the value is sent (and stored) as null. */
  clear?: boolean;
}

/** A rule over the whole record: returns the message when broken (e.g. "start not in the past"). */
export type FieldRule = (value: unknown, record: Readonly<Record<string, unknown>>) => string | undefined;

export interface FieldSchema {
  /** Wire name (what the API sends and receives). */
  name: string;
  type: FieldType;
  /** i18n key of the label. */
  label: string;
  /** Table column; default: the name in snake_case. Nested fields of an object or list have none. */
  column?: string;
  required?: boolean;
  /** Message for a missing value; default 'Required!'. */
  requiredMessage?: string;
  /** Create only (STACK.md trap 6: an update never resets fields to defaults). */
  default?: unknown;
  min?: Limit;
  max?: Limit;
  pattern?: { regex: RegExp; message: string };
  /** Message when a number field gets something else; default 'Must be a number.'. */
  typeMessage?: string;
  /** number: whole numbers only. */
  integer?: boolean;
  choices?: readonly Choice[];
  /** list: the element (`fields` for a list of objects, or `of` for a list of scalars). */
  of?: Omit<FieldSchema, 'name' | 'label'> & { label?: string };
  /** object, or list of objects: the nested fields. */
  fields?: readonly FieldSchema[];
  when?: FieldCondition;
  rules?: readonly FieldRule[];
  /** Set by the server (created by, created at …): shown, never written by the client. */
  auto?: AutoValue;
  /** Shown but not editable (and not accepted by the API). */
  readOnly?: boolean;
  /** Views showing the field; default: all, without `list` for longText/richText/list/object. */
  views?: readonly SchemaView[];
  /** date/datetime on the wire; default 'iso'. */
  wire?: TimeWire;
  display?: DisplayFormat;
  sortable?: boolean;
  /** Offer a list filter on this field (`alwaysOn` keeps it visible). */
  filter?: boolean | { alwaysOn: boolean };
  /** Input hint (i18n key). */
  helperText?: string;
}

/**
 * A one-click row action that updates one field (e.g. Activation Action: ACTIVE ↔ INACTIVE), sent as an update
 * with the version. Needs `access.edit` or `access.toggle`; without `edit` the server's update accepts only toggles.
 */
export interface ToggleAction {
  name: string;
  /** i18n key of the column header. */
  label: string;
  field: string;
  on: string;
  off: string;
  /** i18n keys of the button text when the value is `on` (offers `off`) and when it is not. */
  turnOff: string;
  turnOn: string;
  /** i18n keys of what turning it off / on does, restated in its confirmation (issue 41 item 1). */
  nextOff?: string;
  nextOn?: string;
}

export interface ListDefaults {
  perPage: number;
  perPageOptions: readonly number[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
  /** Offer a CSV export (cells are neutralised against formula injection). */
  export?: boolean;
  toggles?: readonly ToggleAction[];
}

export interface BackendBinding {
  backend: Backend;
  /** The resource's path on its backend (used by the console provider and the server route factory). */
  path: string;
  /** The backend's per-resource quirks (paths per operation, paging, verbs), shared with the server. */
  api?: ResourceApi;
  /** Kysely table on the reference backend. */
  table: string;
}

export interface ResourceSchema {
  /** react-admin resource name and console route. */
  name: string;
  /** i18n keys of the page titles. */
  title: string;
  createTitle?: string;
  editTitle?: string;
  showTitle?: string;
  /** i18n prefix of audit action names: `<entity>.create` … */
  entity: string;
  binding: BackendBinding;
  fields: readonly FieldSchema[];
  /** Permission keys per action; holding one is enough. Missing action → not offered. */
  access: AccessRules;
  list: ListDefaults;
  /** Lifecycle: reshape a valid record before it is sent (FD plans add code, name, tenure, logo, flags). */
  toWire?: (record: Record<string, unknown>) => Record<string, unknown>;
}

/** Spec §9: page size 20, options 20, 50, 100, 200. */
export const LIST_PAGE_SIZE = 20;
export const LIST_PAGE_OPTIONS = [20, 50, 100, 200] as const;
export const REQUIRED_MESSAGE = 'Required!';
export const NUMBER_MESSAGE = 'Must be a number.';

export function listDefaults(overrides: Partial<ListDefaults> & Pick<ListDefaults, 'sort'>): ListDefaults {
  return { perPage: LIST_PAGE_SIZE, perPageOptions: LIST_PAGE_OPTIONS, export: true, ...overrides };
}

/** The entity's binding (name, backend, path, quirks, access), as the console's providers and the server read it. */
export function bindingOf(schema: Pick<ResourceSchema, 'name' | 'binding' | 'access'>): Binding {
  const { backend, path, api } = schema.binding;
  return { name: schema.name, backend, path, api, access: schema.access };
}

export const snakeCase = (name: string): string => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const columnOf = (field: FieldSchema): string => field.column ?? snakeCase(field.name);

const NOT_IN_LIST: readonly FieldType[] = ['longText', 'richText', 'list', 'object'];

export function showsIn(field: FieldSchema, view: SchemaView): boolean {
  if (field.views) return field.views.includes(view);
  if (view === 'list') return !NOT_IN_LIST.includes(field.type);
  if (view === 'create' || view === 'edit') return !field.auto && !field.readOnly;
  return true;
}

export const fieldsFor = (schema: Pick<ResourceSchema, 'fields'>, view: SchemaView): FieldSchema[] =>
  schema.fields.filter((f) => showsIn(f, view));

/** Fields the client may write (create/update bodies): not auto, not read-only. */
export const writableFields = (schema: Pick<ResourceSchema, 'fields'>): FieldSchema[] =>
  schema.fields.filter((f) => !f.auto && !f.readOnly);

export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Is a conditional field shown for this record? */
export function isVisible(field: Pick<FieldSchema, 'when'>, record: Readonly<Record<string, unknown>>): boolean {
  if (!field.when) return true;
  const other = record[field.when.field];
  if (field.when.in) return field.when.in.includes(other);
  return !isEmpty(other) && other !== false;
}
