import type { Kysely, Selectable } from 'kysely';
import { maskAccountNumber } from '../../contract/pii.js';
import { newestFirstPage, type Page } from './newest-first.js';
import type {
  Database,
  MerchantBharatSwipeAccountTable,
  MerchantBharatSwipeWithdrawalTable,
  MerchantSendMoneyTxnTable,
  MerchantServiceRequestTable,
} from '../db/database.js';
import { rowsWhere, whereEach } from './rows-where.js';
import { seconds } from './epoch-seconds.js';

type AccountRow = Selectable<MerchantBharatSwipeAccountTable>;
type WithdrawalRow = Selectable<MerchantBharatSwipeWithdrawalTable>;
type SendMoneyRow = Selectable<MerchantSendMoneyTxnTable>;
type RequestRow = Selectable<MerchantServiceRequestTable>;

type Paged<T> = Promise<Page<T>>;

type MerchantListTable = 'merchant_bharatswipe_withdrawals' | 'merchant_sendmoney_txns' | 'merchant_service_requests';

/**
 * A merchant's rows of `table`, newest first under a snapshot, narrowed by each given column filter (an empty or
 * absent value does not narrow).
 */
function merchantList<T extends MerchantListTable>(
  db: Kysely<Database>,
  table: T,
  merchantId: string,
  filters: Record<string, string | undefined>,
  page: number,
  size: number,
  snapshot?: number,
): Paged<Selectable<Database[T]>> {
  const q = whereEach(db.selectFrom(table as MerchantListTable).where('merchant_id', '=', merchantId), filters);
  return newestFirstPage(q, (b) => b.selectAll(), 'created_at', page, size, 'id', {
    db,
    table,
    given: snapshot,
  }) as Paged<Selectable<Database[T]>>;
}

export async function listBharatSwipeAccounts(db: Kysely<Database>, merchantId: string): Promise<AccountRow[]> {
  return rowsWhere(db, 'merchant_bharatswipe_accounts', 'merchant_id', merchantId, [['opened_at', 'desc']]);
}

export async function listWithdrawals(
  db: Kysely<Database>,
  f: { merchantId: string; status?: string },
  page: number,
  size: number,
  snapshot?: number,
): Paged<WithdrawalRow> {
  return merchantList(db, 'merchant_bharatswipe_withdrawals', f.merchantId, { status: f.status }, page, size, snapshot);
}

export async function listSendMoney(
  db: Kysely<Database>,
  f: { merchantId: string; status?: string },
  page: number,
  size: number,
  snapshot?: number,
): Paged<SendMoneyRow> {
  return merchantList(db, 'merchant_sendmoney_txns', f.merchantId, { status: f.status }, page, size, snapshot);
}

export async function listServiceRequests(
  db: Kysely<Database>,
  f: { merchantId: string; storeId?: string; status?: string },
  page: number,
  size: number,
  snapshot?: number,
): Paged<RequestRow> {
  const filters = { store_id: f.storeId, status: f.status };
  return merchantList(db, 'merchant_service_requests', f.merchantId, filters, page, size, snapshot);
}

export async function findServiceRequest(db: Kysely<Database>, requestId: string): Promise<RequestRow | undefined> {
  return db.selectFrom('merchant_service_requests').selectAll().where('request_id', '=', requestId).executeTakeFirst();
}

export function toAccountDto(a: AccountRow) {
  return {
    id: a.account_id,
    accountId: a.account_id,
    storeId: a.store_id,
    balance: Number(a.balance),
    holdAmount: Number(a.hold_amount),
    status: a.status,
    openedAt: seconds(a.opened_at)!,
  };
}

/** What a merchant's money out (a withdrawal, a send-money transaction) answers about its outcome. */
function payoutOutcome(p: WithdrawalRow | SendMoneyRow) {
  return {
    amount: Number(p.amount),
    charges: Number(p.charges),
    status: p.status,
    utr: p.utr,
    failureReason: p.failure_reason,
    createdAt: seconds(p.created_at)!,
  };
}

export function toWithdrawalDto(w: WithdrawalRow) {
  return {
    id: w.withdrawal_id,
    withdrawalId: w.withdrawal_id,
    accountId: w.account_id,
    ...payoutOutcome(w),
  };
}

/** A send-money transaction; the beneficiary's account number is shown to its last 4 digits (spec §9). */
export function toSendMoneyDto(s: SendMoneyRow) {
  return {
    id: s.txn_id,
    txnId: s.txn_id,
    beneficiaryName: s.beneficiary_name,
    accountNo: maskAccountNumber(s.account_no),
    ifsc: s.ifsc,
    mode: s.mode,
    ...payoutOutcome(s),
  };
}

export function toServiceRequestDto(r: RequestRow) {
  return {
    id: r.request_id,
    requestId: r.request_id,
    merchantId: r.merchant_id,
    storeId: r.store_id,
    deviceSerial: r.device_serial,
    product: r.product,
    type: r.type,
    status: r.status,
    description: r.description,
    resolution: r.resolution,
    createdAt: seconds(r.created_at)!,
    updatedAt: seconds(r.updated_at)!,
  };
}
