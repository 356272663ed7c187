import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { CardChargeBody } from '../../contract/consumer/account-forms.js';
import type { Database } from '../db/database.js';

type AccountTxn = Insertable<Database['consumer_account_txns']>;

const newTxnId = (prefix: string, consumerId: number) => `${prefix}-${consumerId}-${randomUUID().slice(0, 12)}`;

/**
 * A SUCCESS account transaction written by a form, under a new txn id (`<prefix>-<consumer>-…`): what it names,
 * every other column empty. Returns its txn id.
 */
async function insertFormTxn(
  db: Kysely<Database>,
  prefix: string,
  t: Pick<AccountTxn, 'consumer_id' | 'amount' | 'balance' | 'txn_type' | 'txn_indicator'> & Partial<AccountTxn>,
  at: number,
): Promise<string> {
  const txnId = newTxnId(prefix, Number(t.consumer_id));
  const row: AccountTxn = {
    txn_time: at,
    updated_at: at,
    payer_name: null,
    payee_name: null,
    merchant_name: null,
    payee_mobile: null,
    bank_reference_number: null,
    fee: 0,
    status: 'SUCCESS',
    sub_status: null,
    disbursal_type: null,
    expected_completion_time: null,
    mode: null,
    cashback_tier: null,
    cashback_amount: null,
    cashback_rule_code: null,
    account_no: null,
    ifsc: null,
    vpa: null,
    mcc: null,
    provider_id: null,
    bank_logo: null,
    ...t,
    txn_id: txnId,
  };
  await db.insertInto('consumer_account_txns').values(row).execute();
  return txnId;
}
import type { Consumer } from './consumer-accounts.js';

/** SQL of the consumer 360's card charges, manual refunds and whitelist (spec §5.8; migration 0014). */

/** Whether the consumer has this transaction (a card charge's parent txn id must be one of theirs). */
export async function hasTxn(db: Kysely<Database>, consumerId: number, txnId: string): Promise<boolean> {
  const row = await db
    .selectFrom('consumer_account_txns')
    .select('id')
    .where('txn_id', '=', txnId)
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A card charge: the consumer's dues and used limit grow by the amount in ONE conditional update on the version read
 * (and never on a CLOSED account), then its DEBIT transaction and form fields are written. Returns the txn id, or
 * null when the account changed or is closed.
 */
export async function addCardCharge(
  db: Kysely<Database>,
  c: Consumer,
  b: CardChargeBody,
  by: string,
  at: number,
): Promise<string | null> {
  const r = await db
    .updateTable('consumers')
    .set((eb) => ({
      used_limit: eb('used_limit', '+', b.amount),
      total_due_amount: eb('total_due_amount', '+', b.amount),
      repayment_amount: eb('repayment_amount', '+', b.amount),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', c.id)
    .where('version', '=', c.version)
    .where('account_status', '<>', 'CLOSED')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  const txnId = await insertFormTxn(
    db,
    'CHG',
    {
      consumer_id: b.consumerId,
      payee_name: b.payeeName,
      merchant_name: b.merchantName || null,
      payee_mobile: b.payeeKind === 'MOBILE' ? (b.payeeMobile ?? null) : null,
      bank_reference_number: b.bankReferenceNumber,
      amount: b.amount,
      balance: Number(c.account_limit) - Number(c.used_limit) - b.amount,
      txn_type: b.chargeType,
      txn_indicator: 'DEBIT',
      mode: b.mode,
      account_no: b.payeeKind === 'ACCOUNT' ? (b.accountNumber ?? null) : null,
      ifsc: b.payeeKind === 'ACCOUNT' ? (b.ifsc ?? null) : null,
      vpa: b.payeeKind === 'VPA' ? (b.vpa ?? null) : null,
    },
    at,
  );
  await db
    .insertInto('consumer_card_charges')
    .values({
      consumer_id: b.consumerId,
      txn_id: txnId,
      charge_type: b.chargeType,
      amount: b.amount,
      payee_kind: b.payeeKind,
      parent_txn_id: b.parentTxnId || null,
      narration1: b.narration1 || null,
      narration2: b.narration2 || null,
      narration3: b.narration3 || null,
      created_by: by,
      created_at: at,
    })
    .execute();
  return txnId;
}

/**
 * A manual refund (amount and comments): dues and used limit fall by the amount in ONE conditional update (never
 * below zero, never on a CLOSED account), then its CREDIT transaction and comments are written. Null when refused.
 */
export async function addManualRefund(
  db: Kysely<Database>,
  c: Consumer,
  b: { consumerId: number; amount: number; comments: string },
  by: string,
  at: number,
): Promise<string | null> {
  const r = await db
    .updateTable('consumers')
    .set((eb) => ({
      used_limit: eb('used_limit', '-', b.amount),
      total_due_amount: eb('total_due_amount', '-', b.amount),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', c.id)
    .where('used_limit', '>=', b.amount)
    .where('total_due_amount', '>=', b.amount)
    .where('account_status', '<>', 'CLOSED')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return null;
  const txnId = await insertFormTxn(
    db,
    'MREF',
    {
      consumer_id: b.consumerId,
      amount: b.amount,
      balance: Number(c.account_limit) - Number(c.used_limit) + b.amount,
      txn_type: 'MANUAL_REFUND',
      txn_indicator: 'CREDIT',
    },
    at,
  );
  await db
    .insertInto('consumer_manual_refunds')
    .values({
      consumer_id: b.consumerId,
      txn_id: txnId,
      amount: b.amount,
      comments: b.comments,
      created_by: by,
      created_at: at,
    })
    .execute();
  return txnId;
}

/** Whitelists a mobile; false when it already is (the unique mobile decides, so two agents cannot both add it). */
export async function insertWhitelist(
  db: Kysely<Database>,
  w: { mobile: string; pqLimit: number; reason: string; by: string; at: number },
): Promise<number | null> {
  const row = await db
    .insertInto('consumer_whitelist')
    .values({
      mobile_number: w.mobile,
      pq_limit: w.pqLimit,
      reason: w.reason,
      whitelisted_by: w.by,
      created_at: w.at,
    })
    .onConflict((oc) => oc.column('mobile_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}
