import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { USER_SORTS } from '../../repositories/users.js';
import { filterIds, filterText, simpleRestListQuery } from './simple-rest.js';

export const NOT_FOUND_MESSAGE = 'No Record Found!';

/**
 * Staff user bodies for the admin API. Messages follow the field name (the 400 reads `email: must be …`).
 * No defaults on the update schema (STACK.md trap 6): a missing field is left as it is.
 */
const email = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .toLowerCase()
  .pipe(z.email('must be a valid e-mail address'));
const name = z.string({ error: 'is required' }).trim().min(1, 'is required').max(200, 'must be at most 200 characters');
const mobile = z
  .union(
    [
      z
        .string()
        .trim()
        .regex(/^(\d{10})?$/, 'must be 10 digits'),
      z.null(),
    ],
    { error: 'must be 10 digits' },
  )
  .transform((v) => (v ? v : null));
const disabled = z.boolean({ error: 'must be true or false' });
const roleIds = z
  .array(z.number({ error: 'must be role ids' }).int('must be role ids').positive('must be role ids'), {
    error: 'must be a list of role ids',
  })
  .max(50, 'must hold at most 50 roles');

export const userCreateBody = z.object({
  email,
  name,
  mobile: mobile.optional(),
  disabled: disabled.optional(),
  roleIds: roleIds.optional(),
});

export const userUpdateBody = z.object({
  email: email.optional(),
  name: name.optional(),
  mobile: mobile.optional(),
  disabled: disabled.optional(),
  roleIds: roleIds.optional(),
  version: z.number({ error: 'must be the version of the record you opened' }).int().positive().optional(),
});

export const idParams = z.object({
  id: fromText(
    z.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be a whole number'),
  ),
});

export type UserCreate = z.output<typeof userCreateBody>;
export type UserUpdate = z.output<typeof userUpdateBody>;

/** GET /users: simple-rest, filtered by `q` (part of the name or e-mail) or by ids; takes a snapshot key. */
export const userListQuery = simpleRestListQuery(
  USER_SORTS,
  { field: 'name', order: 'asc' },
  z.object({ q: filterText, id: filterIds }),
  undefined,
  { snapshot: true },
);

/** The user record as the Users screens read it (repositories/users.ts UserRecord). */
export const userRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  disabled: z.boolean(),
  otpLocked: z.boolean(),
  otpLockedUntil: z.number().int().nullable(),
  roleIds: z.array(z.number().int()),
  createdAt: z.number().int(),
  version: z.number().int(),
});
