import type { Kysely } from 'kysely';
import { CLUB_MESSAGES } from '../../../contract/club/calls.js';
import type { ApprovalRequest, Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { findAccount } from '../../repositories/investment-accounts.js';
import { debitClub } from '../../repositories/club.js';

/**
 * Approving a CLUB_FORCE_WITHDRAW pays the raised amount out of the member's club balance: the account must still be
 * ACTIVE and its balance must still cover the amount at approval (one conditional update); else a 409 and the decision
 * is undone. The decision itself is once (the approvals core's conditional update).
 */
export async function applyClubForceWithdraw(
  db: Kysely<Database>,
  request: ApprovalRequest,
  _checker: Principal,
  at: number,
): Promise<{ before: unknown; after: unknown }> {
  const proposed = JSON.parse(request.proposed_json) as { amount: number; account_no: string };
  const account = request.target_id === null ? undefined : await findAccount(db, request.target_id);
  if (!account) throw new RequestError(409, CLUB_MESSAGES.notFound);
  if (account.status !== 'ACTIVE') throw new RequestError(409, CLUB_MESSAGES.notActive);
  const paid = await debitClub(db, {
    accountId: account.id,
    amount: proposed.amount,
    reference: `CLUBFW${request.id}`,
    remarks: request.maker_remarks,
    at,
  });
  if (!paid) throw new RequestError(409, CLUB_MESSAGES.balanceMoved);
  const balance = Number(account.balance);
  return {
    before: { accountId: account.id, balance },
    after: {
      accountId: account.id,
      balance: Math.round((balance - proposed.amount) * 100) / 100,
      paidOut: proposed.amount,
    },
  };
}
