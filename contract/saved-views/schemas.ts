/**
 * Saved views (issue 18): a list's filters, sort and visible columns kept on the server under a name, optionally
 * shared with one role the owner holds. The console's Views control and the CRM backend's /saved-views routes both
 * read these schemas, so they cannot disagree.
 */
import { z } from 'zod';
import { fromText } from '../strict-number';

import { COLUMNS_MAX, FILTERS_JSON_MAX, LIST_KEY_PATTERN, VIEW_NAME_MAX } from './limits';

export { COLUMNS_MAX, FILTERS_JSON_MAX, LIST_KEY_PATTERN, VIEW_NAME_MAX } from './limits';

export const SAVED_VIEW_MESSAGES = {
  listKey: 'listKey: letters, digits, dot, dash or underscore, at most 80.',
  name: `name: 1 to ${VIEW_NAME_MAX} characters.`,
  filters: `filters: at most ${FILTERS_JSON_MAX} characters as JSON.`,
  duplicate: 'You already have a view with this name on this list.',
  notOwner: 'Only the owner of a view may change it.',
  roleNotHeld: 'You can share a view only with a role you hold.',
  created: 'View saved',
  updated: 'View updated',
  shared: 'View sharing updated',
  deleted: 'View deleted',
} as const;

const listKey = z.string().regex(LIST_KEY_PATTERN, SAVED_VIEW_MESSAGES.listKey);
const name = z.string().trim().min(1, SAVED_VIEW_MESSAGES.name).max(VIEW_NAME_MAX, SAVED_VIEW_MESSAGES.name);
const filters = z
  .record(z.string(), z.unknown())
  .refine((f) => JSON.stringify(f).length <= FILTERS_JSON_MAX, SAVED_VIEW_MESSAGES.filters);
const sort = z.object({ field: z.string().min(1).max(80), order: z.enum(['ASC', 'DESC']) }).nullable();
/** The columns hidden from the list's table (react-admin's DataTable column preferences); null: its defaults. */
const columns = z.array(z.string().min(1).max(80)).max(COLUMNS_MAX).nullable();
const version = z.number({ error: 'must be the version of the view you opened' }).int().positive();
const roleId = z.number().int().positive();

/** What a view holds, as the console saves and applies it. */
export const savedViewStateSchema = z.object({ filters, sort, columns });
export type SavedViewState = z.infer<typeof savedViewStateSchema>;

export const listSavedViewsQuery = z.object({ listKey });

export const createSavedViewBody = savedViewStateSchema.extend({
  listKey,
  name,
  sharedRoleId: roleId.nullable().optional(),
});
export type CreateSavedView = z.infer<typeof createSavedViewBody>;

/** Rename and/or replace what the view holds; each field left out stays as it is. */
export const updateSavedViewBody = z.object({
  name: name.optional(),
  filters: filters.optional(),
  sort: sort.optional(),
  columns: columns.optional(),
  version,
});
export type UpdateSavedView = z.infer<typeof updateSavedViewBody>;

/** Share with one of the owner's roles, or `roleId: null` to stop sharing. */
export const shareSavedViewBody = z.object({ roleId: roleId.nullable(), version });
export type ShareSavedView = z.infer<typeof shareSavedViewBody>;

export const deleteSavedViewQuery = z.object({ version: fromText(z.number().int().positive().optional()) });

export const savedViewSchema = z.object({
  id: z.number().int(),
  listKey: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  sort: sort,
  columns: z.array(z.string()).nullable(),
  sharedRoleId: z.number().int().nullable(),
  sharedRoleName: z.string().nullable(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** The caller owns it (may rename, share, delete). */
  mine: z.boolean(),
  version: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SavedView = z.infer<typeof savedViewSchema>;

/** The views the caller may see on one list, and the roles they may share with (their own). */
export const savedViewListSchema = z.object({
  views: z.array(savedViewSchema),
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type SavedViewList = z.infer<typeof savedViewListSchema>;
