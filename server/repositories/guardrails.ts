import { PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import {
  CONSUMER_PAYOUT_CHANNEL,
  GUARDRAIL_LIMITS,
  type Guardrail,
  type GuardrailUsage,
} from '../../contract/investments/index.js';
import type { ApprovalRequest, Database, DepositGuardrailTable, PayoutGuardrailTable } from '../db/database.js';
import { istDayStartAt } from '../../contract/business-time.js';
import { roundRupees, toPaise } from '../../contract/money.js';
import { seenBy, updateOnVersionSeen } from './version-seen.js';

/** The two guardrail tables: deposits per product, payouts per channel. */
export type GuardrailTable = 'deposit_guardrails' | 'payout_guardrails';

type Json = Record<string, unknown>;

/** Pure: a guardrail row as the API answers it (scope = its product or channel). */
export function toGuardrailDto(
  row: Selectable<DepositGuardrailTable> | Selectable<PayoutGuardrailTable>,
  pendingRequestId: number | null = null,
) {
  return {
    id: row.id,
    scope: 'product' in row ? row.product : row.channel,
    name: row.name,
    max_amount: Number(row.max_amount),
    daily_max_count: Number(row.daily_max_count),
    daily_max_amount: Number(row.daily_max_amount),
    status: row.status,
    updatedBy: row.updated_by,
    updatedAt: Number(row.updated_at),
    version: row.version,
    pendingRequestId,
  };
}
export type GuardrailDto = ReturnType<typeof toGuardrailDto>;

/** Pure: the caps and status of a guardrail row, as a request's `previous` and the effect's before/after. */
export const guardrailValues = (row: GuardrailDto): Json => ({
  max_amount: row.max_amount,
  daily_max_count: row.daily_max_count,
  daily_max_amount: row.daily_max_amount,
  status: row.status,
});

const pendingOf = async (db: Kysely<Database>, kind: string, ids: number[]) => {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('approval_requests')
    .select(['id', 'target_id'])
    .where('status', '=', 'PENDING')
    .where('kind', '=', kind)
    .where('target_id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.target_id as number, r.id]));
};

/** Every guardrail of a table, in scope order, each with its pending request (if one waits for a checker). */
export async function listGuardrails(db: Kysely<Database>, table: GuardrailTable, kind: string) {
  const rows =
    table === 'deposit_guardrails'
      ? await db.selectFrom('deposit_guardrails').selectAll().orderBy('id').execute()
      : await db.selectFrom('payout_guardrails').selectAll().orderBy('id').execute();
  const pending = await pendingOf(
    db,
    kind,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toGuardrailDto(r, pending.get(r.id) ?? null));
}

export async function findGuardrail(db: Kysely<Database>, table: GuardrailTable, id: number, kind: string) {
  const row =
    table === 'deposit_guardrails'
      ? await db.selectFrom('deposit_guardrails').selectAll().where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('payout_guardrails').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const pending = await pendingOf(db, kind, [id]);
  return toGuardrailDto(row, pending.get(id) ?? null);
}

/**
 * An approved guardrail request applied: ONE conditional update on the version the maker saw, so a guardrail changed
 * since the request (another approval) is never overwritten; null when it moved on or is gone.
 */
export async function applyGuardrailRequest(
  db: Kysely<Database>,
  table: GuardrailTable,
  request: ApprovalRequest,
  approvedBy: string,
  at: number,
): Promise<{ before: Json; after: Json } | null> {
  const proposed = JSON.parse(request.proposed_json) as Json;
  const changes: Json = {};
  for (const f of GUARDRAIL_LIMITS) if (typeof proposed[f] === 'number') changes[f] = proposed[f];
  if (proposed.status === 'ACTIVE' || proposed.status === 'INACTIVE') changes.status = proposed.status;
  const applied = await updateOnVersionSeen(db, table, seenBy(request), {
    ...changes,
    updated_by: approvedBy,
    updated_at: at,
  });
  if (!applied) return null;
  const previous = request.previous_json ? (JSON.parse(request.previous_json) as Json) : {};
  return { before: { id: request.target_id, ...previous }, after: { id: request.target_id, ...previous, ...changes } };
}

const asGuardrail = (row: GuardrailDto | undefined): Guardrail | null => (row ? { ...row, status: row.status } : null);

/** The deposit guardrail of a product, if one exists. */
export async function depositGuardrailOf(db: Kysely<Database>, product: string): Promise<Guardrail | null> {
  const row = await db.selectFrom('deposit_guardrails').selectAll().where('product', '=', product).executeTakeFirst();
  return asGuardrail(row ? toGuardrailDto(row) : undefined);
}

/** The payout guardrail of a channel, if one exists. */
export async function payoutGuardrailOf(db: Kysely<Database>, channel: string): Promise<Guardrail | null> {
  const row = await db.selectFrom('payout_guardrails').selectAll().where('channel', '=', channel).executeTakeFirst();
  return asGuardrail(row ? toGuardrailDto(row) : undefined);
}

/** Deposits (money in) counted against a deposit guardrail: successful credits to one account. */
export const DEPOSIT_TXN_TYPES = ['DEPOSIT', 'ADD_MONEY', 'CASHBACK'] as const;

/** What one account has deposited today (the IST business day) and what this action adds. */
export async function depositUsage(
  db: Kysely<Database>,
  accountId: number,
  amount: number,
  at: number,
): Promise<GuardrailUsage> {
  // On PostgreSQL the account's row is held until the caller's transaction ends, so two deposits to one account
  // (concurrent approvals, two uploads) count each other against the daily caps instead of both passing; SQLite's
  // write transactions (BEGIN IMMEDIATE) are serial already.
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await db.selectFrom('investment_accounts').select('id').where('id', '=', accountId).forUpdate().execute();
  const r = await db
    .selectFrom('investment_transactions')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
    .where('account_id', '=', accountId)
    .where('created_at', '>=', istDayStartAt(at))
    .where('txn_type', 'in', [...DEPOSIT_TXN_TYPES])
    .where('status', '=', 'SUCCESS')
    .executeTakeFirstOrThrow();
  return { amount, todayCount: Number(r.n), todayAmount: roundRupees(r.total) };
}

/**
 * What has gone out over a channel today (the IST business day): approved consumer payouts (IMPS) and executed internal transfers on
 * it, and what this payout or transfer adds.
 */
export async function payoutUsage(
  db: Kysely<Database>,
  channel: string,
  amount: number,
  at: number,
): Promise<GuardrailUsage> {
  const since = istDayStartAt(at);
  let count = 0;
  let paise = 0;
  if (channel === CONSUMER_PAYOUT_CHANNEL) {
    const p = await db
      .selectFrom('payouts')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
      .where('status', 'in', ['APPROVED', 'SUCCESS'])
      .where('updated_at', '>=', since)
      .executeTakeFirstOrThrow();
    count += Number(p.n);
    paise += toPaise(p.total);
  }
  const t = await db
    .selectFrom('internal_transfers')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
    .where('channel', '=', channel)
    .where('status', '=', 'SUCCESS')
    .where('decided_at', '>=', since)
    .executeTakeFirstOrThrow();
  count += Number(t.n);
  paise += toPaise(t.total);
  return { amount, todayCount: count, todayAmount: paise / 100 };
}
