import type { ColumnType, Generated } from 'kysely';

/**
 * Staff, roles, permissions, sessions and the sign-in challenge tables.
 * Times are epoch milliseconds (UTC) in every table; flags are 0/1 integers: one representation on both dialects.
 */

export interface StaffTable {
  id: Generated<number>;
  email: string;
  name: string;
  mobile: string | null;
  disabled: Generated<number>;
  otp_locked: Generated<number>;
  /** When a lock by wrong codes ends (epoch ms); null when never locked. */
  otp_locked_until: number | null;
  /** Locks by wrong codes in a row: each lasts twice the one before. */
  otp_lock_count: Generated<number>;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
  description: string;
  version: Generated<number>;
}

export interface PermissionTable {
  name: string;
  family: string;
}

export interface RolePermissionTable {
  role_id: number;
  permission_name: string;
}

export interface StaffRoleTable {
  staff_id: number;
  role_id: number;
}

export interface SessionTable {
  id: string;
  staff_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** Last activity (epoch ms, migration 0031), written at most every 30 s; null: `created_at` counts. */
  last_seen_at: ColumnType<number | null, number | null | undefined, number>;
}

/** A sign-in challenge (migration 0002): only the HMAC of its code; `staff_id` null for an address that gets no code. */
export interface OtpChallengeTable {
  id: string;
  mode: string;
  destination: string;
  staff_id: number | null;
  code_hmac: string;
  attempts: Generated<number>;
  created_at: number;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface OtpFailureTable {
  staff_id: number;
  consecutive: number;
  updated_at: number;
}

export interface AuthRateEventTable {
  id: Generated<number>;
  bucket: string;
  created_at: number;
}

/** Development only: codes as sent, read by GET /api/crm/dev/outbox. */
export interface OtpOutboxTable {
  id: Generated<number>;
  destination: string;
  code: string;
  created_at: number;
}
