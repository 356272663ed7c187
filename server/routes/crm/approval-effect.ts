import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';

/** What approving a request of a kind does: its before and after for the audit, or null when nothing changes. */
export type Effect = (
  db: Kysely<Database>,
  request: ApprovalRequest,
  checker: Principal,
  at: number,
) => Promise<{ before: unknown; after: unknown } | null>;

/**
 * An approval effect that applies with one conditional update: `apply` answers the change, or nothing when its target
 * moved on since the request, which is a 409 with `moved` (undoing the decision too).
 */
export const appliedOr409 =
  (
    apply: (...args: Parameters<Effect>) => Promise<{ before: unknown; after: unknown } | null | undefined>,
    moved: string,
  ): Effect =>
  async (db, request, checker, at) => {
    const change = await apply(db, request, checker, at);
    if (!change) throw new RequestError(409, moved);
    return change;
  };
