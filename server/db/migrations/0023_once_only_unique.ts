import { sql, type Kysely } from 'kysely';

/**
 * Frozen: the once-only rules a route checks first (for a friendly 409) held by the database as well (issue 38), so
 * two concurrent requests on PostgreSQL cannot both pass the check and both insert (0021 did this for service requests):
 * - one PENDING maker-checker request per kind and target (a guardrail, hold, case, consumer, account, transaction,
 *   merchant, or the bank account a bank change replaces). LIMIT, CASHBACK and INTERNAL_TRANSFER are not one per
 *   target (several limit proposals may wait side by side; the others have no target); settlement-config and P2PM
 *   uploads name many merchants and are serialised by row locks instead (routes/merchant-support/config-requests.ts).
 * - one open dispute (not Resolved) per chargeback transaction: a second raise, or a re-raise while another case on
 *   the transaction is open, is refused (contract/disputes/rules.ts CASE_STATUSES; the route maps it to 409).
 * - a referral code held by one merchant at most.
 * Partial unique indexes work on SQLite and PostgreSQL alike. The routes map a violation to their existing 409.
 */
const ONE_PENDING_PER_TARGET = [
  'CONSUMER_LIMIT',
  'BANK_CHANGE',
  'SETTLEMENT_UNBLOCK',
  'KYC_REVIEW',
  'DEPOSIT_GUARDRAIL',
  'PAYOUT_GUARDRAIL',
  'INVESTMENT_TXN',
  'INVESTMENT_LIMIT',
  'SETTLEMENT_TYPE',
  'P2P_ADD_MONEY',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql.join(ONE_PENDING_PER_TARGET.map((k) => sql.lit(k)));
  await sql`create unique index approval_requests_pending_target_uq
    on approval_requests (kind, target_id)
    where status = 'PENDING' and target_id is not null and kind in (${kinds})`.execute(db);
  await sql`create unique index disputes_open_transaction_uq
    on disputes (transaction_id)
    where status <> 'Resolved'`.execute(db);
  await sql`create unique index merchants_referral_code_uq
    on merchants (referral_code)
    where referral_code is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('merchants_referral_code_uq').execute();
  await db.schema.dropIndex('disputes_open_transaction_uq').execute();
  await db.schema.dropIndex('approval_requests_pending_target_uq').execute();
}
