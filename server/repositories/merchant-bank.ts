import type { Kysely, Selectable } from 'kysely';
import { bankLabel, type BankPurpose } from '../../contract/merchant-changes/bank.js';
import { maskPayload } from '../../contract/merchant/masked-fields.js';
import { maskAccountNumber } from '../../contract/pii.js';
import type { ApprovalRequest, Database, MerchantBankAccountTable } from '../db/database.js';
import { snapshotOf } from '../db/paging.js';
import { decisionTrail } from './maker-checker.js';
import { countOf } from './newest-first.js';
import { rowsWhere } from './rows-where.js';

type Json = Record<string, unknown>;
const parse = (text: string | null): Json => (text ? (JSON.parse(text) as Json) : {});

export function findMerchant(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('merchants')
    .select(['merchant_id', 'name', 'status', 'kyc_status', 'settlement_hold'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export type AccountRow = Omit<Selectable<MerchantBankAccountTable>, 'verification_id' | 'replaced_at'>;

/** The wire shape of a bank account (spec §3.6: id, ifsc, accountNumber, label); the number to its last 4 (§9). */
export function toAccountDto(row: AccountRow) {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    purpose: row.purpose,
    accountNumber: maskAccountNumber(row.account_number) ?? '',
    ifsc: row.ifsc,
    label: bankLabel(row.ifsc, row.account_number),
    beneficiaryName: row.beneficiary_name,
    bankName: row.bank_name,
    status: row.status,
    createdAt: Number(row.created_at),
    version: row.version,
  };
}

/** The merchant's ACTIVE account for a purpose (at most one). */
export function currentAccount(db: Kysely<Database>, merchantId: string, purpose: BankPurpose | string) {
  return db
    .selectFrom('merchant_bank_accounts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('purpose', '=', purpose)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/** Every account of a merchant, newest first (replaced ones kept as history). */
export function accountsOf(db: Kysely<Database>, merchantId: string) {
  return rowsWhere(db, 'merchant_bank_accounts', 'merchant_id', merchantId, [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ]);
}

export function bankNameOf(db: Kysely<Database>, ifsc: string) {
  return db.selectFrom('ifsc_codes').select('bank').where('ifsc', '=', ifsc).executeTakeFirst();
}

/** A pending request of a kind on one target (account, hold or case): at most one at a time. */
export async function pendingOn(
  db: Kysely<Database>,
  kind: string,
  merchantId: string,
  targetId: number | null,
  purpose?: string,
) {
  let q = db
    .selectFrom('approval_requests')
    .innerJoin('merchant_change_requests', 'merchant_change_requests.approval_id', 'approval_requests.id')
    .select('approval_requests.id')
    .where('merchant_change_requests.merchant_id', '=', merchantId)
    .where('merchant_change_requests.kind', '=', kind)
    .where('approval_requests.status', '=', 'PENDING');
  if (targetId !== null) q = q.where('approval_requests.target_id', '=', targetId);
  if (purpose) q = q.where('merchant_change_requests.purpose', '=', purpose);
  return q.executeTakeFirst();
}

/** Links a request to its merchant (and purpose, verification), so lists and audits per merchant use an index. */
export async function linkRequest(
  db: Kysely<Database>,
  l: {
    approvalId: number;
    merchantId: string;
    kind: string;
    purpose: string | null;
    verificationId: number | null;
    at: number;
  },
) {
  await db
    .insertInto('merchant_change_requests')
    .values({
      approval_id: l.approvalId,
      merchant_id: l.merchantId,
      kind: l.kind,
      purpose: l.purpose,
      verification_id: l.verificationId,
      created_at: l.at,
    })
    .execute();
}

export interface ChangeListQuery {
  kind: string;
  status?: string;
  purpose?: string;
  merchantId?: string;
  /** Only the requests this staff member raised. */
  makerId?: number;
  page: number;
  size: number;
}

/**
 * A page of one kind's requests (newest first) with their merchant, for the kind's own list with status tabs. With
 * `paging` (a list read by page number, not a lookup) it is read under a snapshot key (db/paging.ts snapshotOf): the
 * one sent back, else the largest approval request id now (a request's id; merchant_change_requests is keyed by it),
 * and requests raised since are left out of the page and its total.
 */
export async function listChangeRequests(db: Kysely<Database>, q: ChangeListQuery, paging?: { snapshot?: number }) {
  const snapshot = paging ? await snapshotOf(db, 'approval_requests', paging.snapshot) : undefined;
  let base = db
    .selectFrom('merchant_change_requests as l')
    .innerJoin('approval_requests as r', 'r.id', 'l.approval_id')
    .where('l.kind', '=', q.kind);
  if (snapshot !== undefined) base = base.where('l.approval_id', '<=', snapshot);
  if (q.purpose) base = base.where('l.purpose', '=', q.purpose);
  if (q.merchantId) base = base.where('l.merchant_id', '=', q.merchantId);
  if (q.makerId !== undefined) base = base.where('r.maker_id', '=', q.makerId);
  if (q.status) base = base.where('r.status', '=', q.status);
  const rows = await base
    .selectAll('r')
    .select(['l.merchant_id', 'l.purpose', 'l.verification_id'])
    .orderBy('l.created_at', 'desc')
    .orderBy('l.approval_id', 'desc')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  const n = await countOf(base);
  return { rows, total: n, snapshot };
}

export type ChangeRow = Awaited<ReturnType<typeof listChangeRequests>>['rows'][number];

/** The wire shape of a change request in its kind's list and detail: old and new side by side, numbers masked. */
export function toChangeDto(row: ChangeRow, viewer: { staffId: number; decides: boolean }) {
  const pending = row.status === 'PENDING';
  return {
    id: row.id,
    kind: row.kind,
    merchantId: row.merchant_id,
    purpose: row.purpose,
    verificationId: row.verification_id,
    status: row.status,
    proposed: maskPayload(parse(row.proposed_json)),
    previous: row.previous_json ? maskPayload(parse(row.previous_json)) : null,
    ...decisionTrail(row),
    canDecide: pending && viewer.decides && row.maker_id !== viewer.staffId,
    raisedByViewer: row.maker_id === viewer.staffId,
  };
}

export async function findChangeRequest(db: Kysely<Database>, id: number, kind: string) {
  return db
    .selectFrom('merchant_change_requests as l')
    .innerJoin('approval_requests as r', 'r.id', 'l.approval_id')
    .selectAll('r')
    .select(['l.merchant_id', 'l.purpose', 'l.verification_id'])
    .where('l.approval_id', '=', id)
    .where('l.kind', '=', kind)
    .executeTakeFirst();
}

/** Account fields a bank change proposes and an account row holds (what the audit shows before and after). */
export const accountValues = (a: Pick<AccountRow, 'account_number' | 'ifsc' | 'beneficiary_name' | 'bank_name'>) => ({
  accountNumber: a.account_number,
  ifsc: a.ifsc,
  beneficiaryName: a.beneficiary_name,
  bankName: a.bank_name,
  label: bankLabel(a.ifsc, a.account_number),
});

export const ACCOUNT_MOVED = 'The merchant’s bank account changed after this request was raised.';

/**
 * An approved bank change applied (inside the decision's transaction): the ACTIVE account it was raised against is
 * replaced by ONE conditional update (`… WHERE id AND status = 'ACTIVE' AND version = ?`), then the new one is
 * inserted. Null when the account moved on since the request (the caller answers 409 and the decision is undone).
 */
export async function applyBankChange(
  db: Kysely<Database>,
  request: ApprovalRequest,
  at: number,
): Promise<{ before: Json | null; after: Json } | null> {
  const p = parse(request.proposed_json);
  const merchantId = String(p.merchantId);
  const purpose = String(p.purpose);
  let before: Json | null = null;
  if (request.target_id !== null) {
    const old = await db
      .selectFrom('merchant_bank_accounts')
      .selectAll()
      .where('id', '=', request.target_id)
      .executeTakeFirst();
    const replaced = await db
      .updateTable('merchant_bank_accounts')
      .set((eb) => ({ status: 'REPLACED', replaced_at: at, version: eb('version', '+', 1) }))
      .where('id', '=', request.target_id)
      .where('status', '=', 'ACTIVE')
      .where('version', '=', request.target_version ?? -1)
      .executeTakeFirst();
    if (Number(replaced.numUpdatedRows) !== 1 || !old) return null;
    before = { accountId: old.id, ...accountValues(old) };
  } else if (await currentAccount(db, merchantId, purpose)) {
    return null;
  }
  const values = {
    account_number: String(p.accountNumber),
    ifsc: String(p.ifsc),
    beneficiary_name: String(p.beneficiaryName),
    bank_name: typeof p.bankName === 'string' ? p.bankName : null,
  };
  const { id } = await db
    .insertInto('merchant_bank_accounts')
    .values({
      merchant_id: merchantId,
      purpose,
      ...values,
      status: 'ACTIVE',
      verification_id: typeof p.verificationId === 'number' ? p.verificationId : null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { before, after: { accountId: id, ...accountValues(values) } };
}
