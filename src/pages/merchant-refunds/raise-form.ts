import {
  REFUND_REMARK_MAX,
  refundableOf,
  type RefundableTransactionWire,
  type RefundReason,
  type RefundType,
} from '../../../contract/merchant-refunds/rules';
import { amountProblem, validAmount, type AmountProblem } from '../../common/amount-input';
import type { RefundRaise } from '../../../dataProviders/merchant-support/merchant-refunds';

/** The raise form as typed. */
export interface RefundInput {
  type: RefundType;
  amount: string;
  reason: RefundReason | '';
  remarks: string;
}

/** Pure: the form as it opens on a transaction: a full refund of what is still refundable. */
export const initialRefund = (txn: RefundableTransactionWire): RefundInput => ({
  type: 'FULL',
  amount: String(refundableOf(txn)),
  reason: '',
  remarks: '',
});

/** Pure: Full puts back all that is still refundable; Partial keeps what was typed for the maker to lower. */
export const withType = (input: RefundInput, type: RefundType, txn: RefundableTransactionWire): RefundInput =>
  type === 'FULL' ? { ...input, type, amount: String(refundableOf(txn)) } : { ...input, type };

export interface RefundErrors {
  amount?: AmountProblem;
  remarks?: string;
}

/** Pure: each field's problem, said not cut: an amount not positive or above what is refundable, a remark too long. */
export function refundErrors(input: RefundInput, txn: RefundableTransactionWire): RefundErrors {
  const errors: RefundErrors = {};
  const amount = amountProblem(input.amount, { max: refundableOf(txn) });
  if (amount) errors.amount = amount;
  if (input.remarks.trim().length > REFUND_REMARK_MAX) errors.remarks = 'validation.too_long';
  return errors;
}

/** Pure: a successful transaction with something refundable, every field filled and none in error. */
export function refundReady(input: RefundInput, txn: RefundableTransactionWire): boolean {
  if (txn.status !== 'SUCCESS' || refundableOf(txn) <= 0) return false;
  const filled = input.amount.trim() !== '' && input.reason !== '' && input.remarks.trim() !== '';
  return filled && Object.keys(refundErrors(input, txn)).length === 0;
}

/** Pure: the amount to refund, in rupees (NaN until it is valid). */
export const refundAmount = (input: RefundInput, txn: RefundableTransactionWire): number =>
  validAmount(input.amount, { max: refundableOf(txn) })?.value ?? Number.NaN;

/** Pure: what is sent (only when refundReady). */
export const refundBody = (input: RefundInput, txn: RefundableTransactionWire): RefundRaise => ({
  txnId: txn.txnId,
  amount: refundAmount(input, txn),
  reason: input.reason as RefundReason,
  remarks: input.remarks.trim(),
});
