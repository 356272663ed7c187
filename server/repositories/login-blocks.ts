import type { Kysely, Selectable } from 'kysely';
import { maskMobile } from '../../contract/pii.js';
import type { Database, LoginBlockTable } from '../db/database.js';
import { newestFirstPage, type Page } from './newest-first.js';

export type LoginBlockRow = Selectable<LoginBlockTable>;

export interface LoginBlockQuery {
  kind?: string;
  status?: 'BLOCKED' | 'UNBLOCKED';
  /** A merchant or consumer id, or a login mobile (10 digits). */
  q?: string;
  page: number;
  size: number;
}

/** /unblock-user: a page of blocked logins (and lifted ones), the newest block first, with the total. */
export function listLoginBlocks(db: Kysely<Database>, f: LoginBlockQuery): Promise<Page<LoginBlockRow>> {
  let base = db.selectFrom('login_blocks');
  if (f.kind) base = base.where('subject_kind', '=', f.kind);
  if (f.status) base = base.where('unblocked_at', f.status === 'BLOCKED' ? 'is' : 'is not', null);
  if (f.q) {
    const q = f.q;
    base = base.where((eb) => eb.or([eb('subject_id', '=', q), eb('login_mobile', '=', q)]));
  }
  return newestFirstPage(base, (s) => s.selectAll(), 'blocked_at', f.page, f.size);
}

export function findLoginBlock(db: Kysely<Database>, id: number): Promise<LoginBlockRow | undefined> {
  return db.selectFrom('login_blocks').selectAll().where('id', '=', id).executeTakeFirst();
}

/** ONE conditional UPDATE: the block is lifted only while it holds; false when it was lifted already (or is not). */
export async function liftLoginBlock(
  db: Kysely<Database>,
  id: number,
  lift: { by: string; reason: string; remark: string; at: number },
): Promise<boolean> {
  const r = await db
    .updateTable('login_blocks')
    .set({ unblocked_at: lift.at, unblocked_by: lift.by, unblock_reason: lift.reason, unblock_remark: lift.remark })
    .where('id', '=', id)
    .where('unblocked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The wire shape: the login mobile masked to its last four digits; times in epoch ms. */
export function toLoginBlockDto(r: LoginBlockRow) {
  return {
    id: Number(r.id),
    subjectKind: r.subject_kind,
    subjectId: r.subject_id,
    subjectName: r.subject_name,
    loginMobile: maskMobile(r.login_mobile) ?? '',
    cause: r.cause,
    detail: r.detail,
    blockedBy: r.blocked_by,
    blockedAt: Number(r.blocked_at),
    status: r.unblocked_at === null ? ('BLOCKED' as const) : ('UNBLOCKED' as const),
    unblockedAt: r.unblocked_at === null ? null : Number(r.unblocked_at),
    unblockedBy: r.unblocked_by,
    unblockReason: r.unblock_reason,
    unblockRemark: r.unblock_remark,
  };
}
