import type { Kysely } from 'kysely';
import type { TimelineKind } from '../../contract/consumer/timeline.js';
import type { Database } from '../db/database.js';
import { findPlanOrder, toBillPaymentDto } from './consumer-bill-payments.js';
import { toBillDto, toRepaymentDto } from './consumer-lists.js';
import { toEmiDto } from './consumer-loans.js';
import { toLedgerDto } from './consumer-rewards.js';
import { toTxnDto } from './consumer-txns.js';
import { toUpiTxnDto } from './consumer-upi.js';

type Detail = Record<string, unknown>;
type Finder = (db: Kysely<Database>, consumerId: number, id: number) => Promise<Detail | undefined>;

const recordOf =
  (recordKind: string, dto: (r: Parameters<typeof toUpiTxnDto>[0]) => Detail): Finder =>
  async (db, consumerId, id) => {
    const r = await db
      .selectFrom('consumer_records')
      .selectAll()
      .where('id', '=', id)
      .where('consumer_id', '=', consumerId)
      .where('kind', '=', recordKind)
      .executeTakeFirst();
    return r && dto(r);
  };

/**
 * Each Timeline kind's one row, by its id and consumer, in the very shape the kind's own tab lists it, so the row
 * opens the same detail dialog that tab opens. A row of another consumer is not found.
 */
const FINDERS: Record<TimelineKind, Finder> = {
  TRANSACTION: async (db, consumerId, id) => {
    const t = await db
      .selectFrom('consumer_account_txns')
      .selectAll()
      .where('id', '=', id)
      .where('consumer_id', '=', consumerId)
      .executeTakeFirst();
    return t && toTxnDto(t);
  },
  UPI: recordOf('UPI_TXN', toUpiTxnDto),
  CASHBACK: recordOf('CASHBACK_LEDGER', toLedgerDto),
  BILL: async (db, consumerId, id) => {
    const b = await db
      .selectFrom('consumer_bills')
      .selectAll()
      .where('id', '=', id)
      .where('consumer_id', '=', consumerId)
      .executeTakeFirst();
    return b && toBillDto(b);
  },
  BILL_PAYMENT: async (db, consumerId, id) => {
    const p = await db
      .selectFrom('consumer_bill_payments')
      .selectAll()
      .where('id', '=', id)
      .where('consumer_id', '=', consumerId)
      .executeTakeFirst();
    if (!p) return undefined;
    return toBillPaymentDto(p, p.vas_order_id ? await findPlanOrder(db, p.vas_order_id) : undefined);
  },
  EMI: async (db, consumerId, id) => {
    const e = await db
      .selectFrom('consumer_emis')
      .selectAll()
      .where('id', '=', id)
      .where('consumer_id', '=', consumerId)
      .executeTakeFirst();
    return e && toEmiDto(e);
  },
  REPAYMENT: async (db, consumerId, id) => {
    const r = await db
      .selectFrom('consumer_repayments')
      .selectAll()
      .where('id', '=', id)
      .where('consumer_id', '=', consumerId)
      .executeTakeFirst();
    return r && toRepaymentDto(r);
  },
  CRM_AUDIT: async (db, consumerId, id) => {
    const e = await db
      .selectFrom('consumer_events')
      .select(['id', 'created_at', 'data_json'])
      .where('id', '=', id)
      .where('consumer_id', '=', consumerId)
      .where('kind', '=', 'CRM_AUDIT')
      .executeTakeFirst();
    return e && { id: Number(e.id), createdAt: Number(e.created_at), ...(JSON.parse(e.data_json) as object) };
  },
};

/** The Timeline row's full record, or undefined when the consumer has no such row of that kind. */
export function timelineDetail(
  db: Kysely<Database>,
  consumerId: number,
  kind: TimelineKind,
  id: number,
): Promise<Detail | undefined> {
  return FINDERS[kind](db, consumerId, id);
}
