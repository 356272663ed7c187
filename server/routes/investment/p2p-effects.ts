import type { Kysely } from 'kysely';
import { guardrailBreach } from '../../../contract/investments/index.js';
import type { ApprovalRequest, Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { depositGuardrailOf, depositUsage } from '../../repositories/guardrails.js';
import { findAccount } from '../../repositories/investment-accounts.js';
import { creditAccount } from '../../repositories/investment-transactions.js';
import { GUARDRAIL_STATUS } from './request-effects.js';

export const P2P_ONLY = 'Money can be added only to an ACTIVE P2P account.';

/** Pure: why an account cannot take added money, or null. */
export const addMoneyRefusal = (account: { product: string; status: string } | undefined): string | null =>
  !account || account.product !== 'P2P' || account.status !== 'ACTIVE' ? P2P_ONLY : null;

/** The deposit-guardrail refusal of adding this amount to the account today, or null. */
export async function addMoneyBreach(
  db: Kysely<Database>,
  account: { id: number; product: string },
  amount: number,
  at: number,
) {
  return guardrailBreach(await depositGuardrailOf(db, account.product), await depositUsage(db, account.id, amount, at));
}

/**
 * Approving a P2P add-money request credits the account (an ADD_MONEY transaction), unless the account is no longer
 * an ACTIVE P2P account (409) or the credit would now break the product's active deposit guardrail (422, naming it).
 */
export async function applyP2pAddMoney(
  db: Kysely<Database>,
  request: ApprovalRequest,
  _checker: Principal,
  at: number,
): Promise<{ before: unknown; after: unknown }> {
  const proposed = JSON.parse(request.proposed_json) as { amount: number; reference: string };
  const account = request.target_id === null ? undefined : await findAccount(db, request.target_id);
  const refusal = addMoneyRefusal(account);
  if (refusal || !account) throw new RequestError(409, refusal ?? P2P_ONLY);
  const breach = await addMoneyBreach(db, account, proposed.amount, at);
  if (breach) throw new RequestError(GUARDRAIL_STATUS, breach);
  await creditAccount(db, {
    accountId: account.id,
    product: account.product,
    txnType: 'ADD_MONEY',
    amount: proposed.amount,
    reference: proposed.reference,
    remarks: request.maker_remarks,
    at,
  });
  return {
    before: { accountId: account.id, balance: Number(account.balance) },
    after: { accountId: account.id, balance: Number(account.balance) + proposed.amount, credited: proposed.amount },
  };
}
