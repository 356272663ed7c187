import type { Generated } from 'kysely';

/** A blocked login of a merchant or a consumer, and its lifting (migration 0037). */
export interface LoginBlockTable {
  id: Generated<number>;
  subject_kind: string;
  subject_id: string;
  subject_name: string;
  login_mobile: string;
  cause: string;
  detail: string;
  blocked_by: string;
  blocked_at: number;
  unblocked_at: number | null;
  unblocked_by: string | null;
  unblock_reason: string | null;
  unblock_remark: string | null;
}
