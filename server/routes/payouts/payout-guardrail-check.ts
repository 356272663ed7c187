import type { Kysely } from 'kysely';
import { CONSUMER_PAYOUT_CHANNEL } from '../../../contract/investments/index.js';
import type { Database } from '../../db/database.js';
import { claimChannelUsage } from '../../repositories/guardrail-usage.js';
import { payoutGuardrailOf } from '../../repositories/guardrails.js';
import { findPayout, PAYOUT_PENDING, raisedBy } from '../../repositories/payouts.js';

/**
 * The refusal of approving a payout that would break the active guardrail of its channel (consumer payouts go out
 * over IMPS), or null. Only a payout that this checker could approve is checked, so an unknown, own or decided
 * payout still answers 404, 403 or 409. When it passes, the payout's share of the channel's day is claimed in the same
 * conditional update (see claimChannelUsage), so concurrent approvals cannot together pass a daily cap; the caller's
 * transaction rolls the claim back if the decision itself then fails.
 */
export async function payoutGuardrailRefusal(
  db: Kysely<Database>,
  payoutId: number,
  checker: { staffId: number; email: string },
  at: number,
): Promise<string | null> {
  const payout = await findPayout(db, payoutId);
  if (!payout || payout.status !== PAYOUT_PENDING || raisedBy(payout, checker)) return null;
  const guardrail = await payoutGuardrailOf(db, CONSUMER_PAYOUT_CHANNEL);
  return claimChannelUsage(db, guardrail, CONSUMER_PAYOUT_CHANNEL, Number(payout.amount), at);
}
