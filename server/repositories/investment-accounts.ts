import type { Kysely } from 'kysely';
import { maskMobile } from '../../contract/pii.js';
import type { ApprovalRequest, Database } from '../db/database.js';
import { snapshotPage } from './newest-first.js';
import { seenBy, updateOnVersionSeen } from './version-seen.js';

type Json = Record<string, unknown>;
type AccountRow = Awaited<ReturnType<typeof findAccount>> & object;

export const toAccountDto = (a: AccountRow) => ({
  id: a.id,
  accountNo: a.account_no,
  clientCode: a.client_code,
  product: a.product,
  holderName: a.holder_name,
  // Masked (issue 38: personal data masked by default); the account is searched by its whole number still.
  mobile: maskMobile(a.mobile) ?? a.mobile,
  merchantId: a.merchant_id,
  status: a.status,
  balance: Number(a.balance),
  holdAmount: Number(a.hold_amount),
  investLimit: Number(a.invest_limit),
  createdAt: Number(a.created_at),
  version: a.version,
});

export function findAccount(db: Kysely<Database>, id: number) {
  return db.selectFrom('investment_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Find accounts: by account number, mobile or merchant id (exact, each indexed), optionally of one client and
 * product; newest first, page from 1, under a snapshot key (db/paging.ts snapshotOf).
 */
export async function searchAccounts(
  db: Kysely<Database>,
  q: { search?: string; client?: string; product?: string; page: number; limit: number; snapshot?: number },
) {
  let base = db.selectFrom('investment_accounts');
  if (q.search)
    base = base.where((eb) =>
      eb.or([eb('account_no', '=', q.search!), eb('mobile', '=', q.search!), eb('merchant_id', '=', q.search!)]),
    );
  if (q.client) base = base.where('client_code', '=', q.client);
  if (q.product) base = base.where('product', '=', q.product);
  const { rows, total, snapshot } = await snapshotPage(
    { db, table: 'investment_accounts', given: q.snapshot, column: 'id' },
    base,
    (b) => b.selectAll(),
    [['id', 'desc']],
    { offset: (q.page - 1) * q.limit, limit: q.limit },
  );
  return { rows: rows.map(toAccountDto), total, snapshot };
}

/** The investment clients (partners) with how many accounts each holds (spec §7.7 /investment/clients). */
export async function listClients(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('investment_accounts')
    .select(['client_code', 'product', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['client_code', 'product'])
    .orderBy('client_code')
    .execute();
  return rows.map((r) => ({ clientCode: r.client_code, product: r.product, accounts: Number(r.n) }));
}

export async function holdingsOf(db: Kysely<Database>, accountId: number, kind?: string) {
  let q = db.selectFrom('investment_holdings').selectAll().where('account_id', '=', accountId);
  if (kind) q = q.where('kind', '=', kind);
  const rows = await q.orderBy('id').execute();
  return rows.map((h) => ({
    id: h.id,
    instrument: h.instrument,
    kind: h.kind,
    units: Number(h.units),
    invested: Number(h.invested),
    currentValue: Number(h.current_value),
    updatedAt: Number(h.updated_at),
  }));
}

/**
 * Mutual fund holdings across accounts (spec §2.3 /mutual-fund, read-only), page from 1, under a snapshot key of
 * investment_holdings (db/paging.ts snapshotOf).
 */
export async function listMutualFunds(db: Kysely<Database>, page: number, limit: number, given?: number) {
  const base = db
    .selectFrom('investment_holdings as h')
    .innerJoin('investment_accounts as a', 'a.id', 'h.account_id')
    .where('h.kind', '=', 'MUTUAL_FUND');
  const { rows, total, snapshot } = await snapshotPage(
    { db, table: 'investment_holdings', given, column: 'h.id' },
    base,
    (b) =>
      b.select([
        'h.id',
        'h.instrument',
        'h.units',
        'h.invested',
        'h.current_value',
        'h.updated_at',
        'a.account_no',
        'a.holder_name',
      ]),
    [['h.id', 'asc']],
    { offset: (page - 1) * limit, limit },
  );
  return {
    total,
    snapshot,
    rows: rows.map((r) => ({
      id: r.id,
      scheme: r.instrument,
      accountNo: r.account_no,
      holderName: r.holder_name,
      units: Number(r.units),
      invested: Number(r.invested),
      currentValue: Number(r.current_value),
      updatedAt: Number(r.updated_at),
    })),
  };
}

/** An approved limit change applied on the version the maker saw (ONE conditional update); null when it moved. */
export async function applyAccountLimit(
  db: Kysely<Database>,
  request: ApprovalRequest,
  at: number,
): Promise<{ before: Json; after: Json } | null> {
  const proposed = JSON.parse(request.proposed_json) as { newLimit: number };
  const applied = await updateOnVersionSeen(db, 'investment_accounts', seenBy(request), {
    invest_limit: proposed.newLimit,
    updated_at: at,
  });
  if (!applied) return null;
  const previous = request.previous_json ? (JSON.parse(request.previous_json) as Json) : {};
  return {
    before: { accountId: request.target_id, investLimit: previous.investLimit },
    after: { accountId: request.target_id, investLimit: proposed.newLimit },
  };
}

/** The accounts named by an upload, by merchant id or by account number (in chunks: PostgreSQL's parameter limit). */
export async function accountsBy(
  db: Kysely<Database>,
  column: 'merchant_id' | 'account_no',
  values: readonly string[],
): Promise<Map<string, AccountRow>> {
  const unique = [...new Set(values)];
  const found = new Map<string, AccountRow>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .selectFrom('investment_accounts')
      .selectAll()
      .where(column, 'in', unique.slice(i, i + 1000))
      .execute();
    for (const r of rows) found.set(String(r[column]), r);
  }
  return found;
}
