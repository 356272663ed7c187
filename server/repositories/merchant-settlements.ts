import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, MerchantSettlementDeductionTable, MerchantSettlementTable } from '../db/database.js';
import type { Page } from './merchant-360.js';
import { newestFirstPage } from './newest-first.js';
import { roundRupees as round2, sumRupees } from '../../contract/money.js';

export type SettlementRow = Selectable<MerchantSettlementTable>;
export type DeductionRow = Selectable<MerchantSettlementDeductionTable>;

/** Our rates for an on-demand settlement (the spec gives none): MDR 1.7 % and GST on it 0.3 % of the gross. */
export const ON_DEMAND_RATES = { MDR: 0.017, GST: 0.003 } as const;
/** Settlements that may still be corrected by a settlement update. */
export const UPDATABLE_SETTLEMENT = ['PENDING', 'FAILED'] as const;

export async function listSettlements(
  db: Kysely<Database>,
  merchantId: string,
  page: number,
  size: number,
  snapshot?: number,
): Promise<Page<SettlementRow>> {
  const base = db.selectFrom('merchant_settlements').where('merchant_id', '=', merchantId);
  const table = 'merchant_settlements';
  return newestFirstPage(base, (q) => q.selectAll(), 'created_at', page, size, 'id', { db, table, given: snapshot });
}

export async function listDeductions(
  db: Kysely<Database>,
  merchantId: string,
  page: number,
  size: number,
  snapshot?: number,
): Promise<Page<DeductionRow & { settlement_ref: string }>> {
  const base = db
    .selectFrom('merchant_settlement_deductions as d')
    .innerJoin('merchant_settlements as s', 's.id', 'd.settlement_id')
    .where('d.merchant_id', '=', merchantId);
  const table = 'merchant_settlement_deductions';
  return newestFirstPage(base, (q) => q.selectAll('d').select('s.settlement_ref'), 'd.created_at', page, size, 'd.id', {
    db,
    table,
    given: snapshot,
  });
}

/** What a merchant would get settled now: its successful, unsettled transactions net of refunds. */
export async function unsettledAmount(db: Kysely<Database>, merchantId: string): Promise<number> {
  const row = await db
    .selectFrom('merchant_transactions')
    .select((eb) => eb.fn.sum<number>(eb('amount', '-', eb.ref('refunded_amount'))).as('total'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'SUCCESS')
    .where('settlement_id', 'is', null)
    .executeTakeFirst();
  return round2(Number(row?.total ?? 0));
}

/**
 * An on-demand settlement, inside the caller's transaction: a new settlement row, then ONE conditional UPDATE that
 * claims the merchant's unsettled successful transactions (`settlement_id IS NULL`), so two concurrent calls cannot
 * settle the same money twice (the second claims nothing). Returns null when there was nothing to claim.
 */
export async function settleOnDemand(
  db: Kysely<Database>,
  merchantId: string,
  now: number,
): Promise<{ settlement: SettlementRow; deductions: DeductionRow[] } | null> {
  const ref = `OD${merchantId}${randomBytes(4).toString('hex').toUpperCase()}`;
  const inserted = await db
    .insertInto('merchant_settlements')
    .values({
      merchant_id: merchantId,
      settlement_ref: ref,
      type: 'ON_DEMAND',
      gross_amount: 0,
      deductions: 0,
      net_amount: 0,
      status: 'PENDING',
      utr: null,
      remarks: 'On-demand settlement',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claimed = await db
    .updateTable('merchant_transactions')
    .set({ settlement_id: inserted.id })
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'SUCCESS')
    .where('settlement_id', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  const sum = await db
    .selectFrom('merchant_transactions')
    .select((eb) => eb.fn.sum<number>(eb('amount', '-', eb.ref('refunded_amount'))).as('total'))
    .where('settlement_id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  const gross = round2(Number(sum.total ?? 0));
  const parts = Object.entries(ON_DEMAND_RATES).map(([kind, rate]) => ({
    settlement_id: inserted.id,
    merchant_id: merchantId,
    kind,
    amount: round2(gross * rate),
    description: kind === 'MDR' ? 'Merchant discount rate' : 'GST on MDR',
    created_at: now,
  }));
  const deducted = sumRupees(parts.map((p) => p.amount));
  await db.insertInto('merchant_settlement_deductions').values(parts).execute();
  await db
    .updateTable('merchant_settlements')
    .set({
      gross_amount: gross,
      deductions: deducted,
      net_amount: round2(gross - deducted),
      status: 'SETTLED',
      utr: `UTR${randomBytes(6).toString('hex').toUpperCase()}`,
    })
    .where('id', '=', inserted.id)
    .execute();
  const settlement = await db
    .selectFrom('merchant_settlements')
    .selectAll()
    .where('id', '=', inserted.id)
    .executeTakeFirstOrThrow();
  const deductions = await db
    .selectFrom('merchant_settlement_deductions')
    .selectAll()
    .where('settlement_id', '=', inserted.id)
    .execute();
  return { settlement, deductions };
}

export async function findSettlement(
  db: Kysely<Database>,
  merchantId: string,
  id: number,
): Promise<SettlementRow | undefined> {
  return db
    .selectFrom('merchant_settlements')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** ONE conditional UPDATE: a PENDING or FAILED settlement takes its new status (and UTR); false when it was not. */
export async function updateSettlement(
  db: Kysely<Database>,
  merchantId: string,
  id: number,
  set: { status: string; utr: string | null; remarks: string | null },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('merchant_settlements')
    .set((eb) => ({ ...set, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('status', 'in', UPDATABLE_SETTLEMENT)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const seconds = (ms: number) => Math.floor(Number(ms) / 1000);

export function toSettlementDto(r: SettlementRow) {
  return {
    id: r.id,
    settlementRef: r.settlement_ref,
    type: r.type,
    grossAmount: Number(r.gross_amount),
    deductions: Number(r.deductions),
    netAmount: Number(r.net_amount),
    status: r.status,
    utr: r.utr,
    remarks: r.remarks,
    createdAt: seconds(r.created_at),
    updatedAt: seconds(r.updated_at),
    version: Number(r.version),
  };
}

export function toDeductionDto(r: DeductionRow & { settlement_ref?: string }) {
  return {
    id: r.id,
    settlementId: r.settlement_id,
    settlementRef: r.settlement_ref ?? null,
    kind: r.kind,
    amount: Number(r.amount),
    description: r.description,
    createdAt: seconds(r.created_at),
  };
}
