import type { ReactNode } from 'react';
import type { ConsumerTabSegment } from '../../../contract/consumer/access';
import { UPI_MANDATE_STATUSES, UPI_TXN_STATUSES, UPI_TXN_TYPES } from '../../../contract/consumer/filters';
import { CRM_AUDIT_PAGE_SIZE } from '../../../contract/consumer/rules';
import { orNotAvailable, formatDateTime } from '../../format';
import { CrmAuditDetailButton, type CrmAudit } from './account/CrmAuditDialog';
import { ChangeIndicator } from './ChangeIndicator';
import { ViewDetailButton } from './details/RecordDetailDialog';
import { col, type ColumnSpec } from './HistoryColumns';
import { upiFilters } from './upi/UpiFilters';
import { LENDING_LIST_TABS } from './lending/lending-list-tabs';

/**
 * A read-only list tab as data (issue 40): its empty-state text, its columns, and, if it has them, its own filters (a
 * hook giving the query and the toolbar). Its list (resource) is the `list` of its tab entry in
 * contract/consumer/access.ts; its title is the tab's name. ListTab.tsx draws every tab here.
 */
export interface ListTabSpec {
  /** i18n key of the empty state. */
  empty: string;
  columns: readonly ColumnSpec[];
  /** The consumer's id is sent as this filter (default consumerId). */
  idField?: 'consumerId' | 'id';
  /** Rows a page (default 20). */
  perPage?: number;
  useFilters?: () => { filter: Record<string, unknown>; toolbar: ReactNode };
}

const c = 'consumer360.col';
const m = 'consumer360Products.col';

/** The numeric change from the old value to the new one; null when either is not a number. */
const changeOf = (from: unknown, to: unknown): number | null =>
  from !== undefined &&
  to !== undefined &&
  Number.isFinite(Number(from)) &&
  Number.isFinite(Number(to)) &&
  from !== '' &&
  to !== ''
    ? Number(to) - Number(from)
    : null;

interface RefundInfo {
  status?: string;
  bankReferenceId?: string;
  completed?: number;
}

/** Ours: the complaint statuses the UDIR list is filtered by (the spec names the parameter mandate_status). */
const COMPLAINT_STATUSES = ['OPEN', 'CLOSED'] as const;

/** Every read-only list tab of the consumer 360, by segment (spec §3.21–§3.23). */
export const LIST_TABS: Partial<Record<ConsumerTabSegment, ListTabSpec>> = {
  /** Limit Audit (spec §3.22): startDate, uniqueReferenceId, accountLimit, status, createdAt. */
  'limit-audit': {
    empty: 'consumer360.empty.record',
    columns: [
      col.time('startDate', `${c}.startDate`),
      col.text('uniqueReferenceId', `${c}.reference`),
      col.money('accountLimit', `${c}.accountLimit`),
      col.text('status', `${c}.status`),
      col.time('createdAt', `${c}.createdAt`),
    ],
  },
  /** Repayments (spec §3.21): pages from 1 (limit 20), with refund info. */
  repayments: {
    empty: 'consumer360.empty.repayments',
    idField: 'id',
    columns: [
      col.text('txnId', `${c}.txnId`),
      col.text('orderId', `${c}.orderId`),
      col.text('bankReferenceNumber', `${c}.bankReference`),
      col.time('txnTime', `${c}.txnTime`),
      col.money('amount', `${c}.amount`),
      col.moneyOrNa('cashbackAmount', `${c}.cashback`),
      col.status('status', `${c}.status`),
      col.text('errorDescription', `${c}.error`),
      col.custom(`${c}.refund`, (r, t) => {
        const refund = r.refundInfo as RefundInfo | null;
        return refund
          ? `${refund.status ?? ''} ${refund.bankReferenceId ?? ''} ${formatDateTime(refund.completed, 'seconds')}`
          : t('entity360.not_available');
      }),
      col.element(`${c}.actions`, <ViewDetailButton kind="repayment" />),
    ],
  },
  /** CRM Actions Audit (spec §3.22, §7.5): consumerId, page 0, size 10; each row opens its detail modal. */
  'crm-audit': {
    empty: 'consumer360.empty.record',
    perPage: CRM_AUDIT_PAGE_SIZE,
    columns: [
      col.time('createdAt', `${c}.date`),
      col.text('requestIdentifier', `${c}.identifier`),
      col.custom(`${c}.user`, (r) => (r as unknown as CrmAudit).requestAuditDto?.requestContext?.userEmail ?? ''),
      col.element(`${c}.actions`, <CrmAuditDetailButton />),
    ],
  },
  /** Deactivation Logs (lending): each block, unblock or closure with its reason, remark and who. */
  'deactivation-logs': {
    empty: 'consumer360.empty.record',
    columns: [
      col.time('createdAt', `${c}.date`),
      col.text('action', `${c}.action`),
      col.text('reason', `${c}.reason`),
      col.text('remark', `${c}.remark`),
      col.text('by', `${c}.by`),
    ],
  },
  /** Deactivation feedback (spec §3.22): id, date, selectedReason, whetherReinstall, text ('no text found'). */
  'deactivation-feedback': {
    empty: 'consumer360.empty.record',
    columns: [
      col.text('id', `${c}.number`),
      col.time('createdAt', `${c}.date`),
      col.text('selectedReason', `${c}.selectedReason`),
      col.text('whetherReinstall', `${c}.reinstall`),
      col.textOr('text', `${c}.text`, 'consumer360.empty.text'),
    ],
  },
  /** Send-money limit audit (spec §3.22): accountId, date, keyName, oldValue, newValue. */
  'sm-limit-audit': {
    empty: 'consumer360.empty.record',
    columns: [
      col.time('createdAt', `${c}.date`),
      col.text('keyName', `${c}.keyName`),
      col.text('oldValue', `${c}.oldValue`),
      col.text('newValue', `${c}.newValue`),
      col.custom(`${c}.change`, (r) => <ChangeIndicator value={changeOf(r.oldValue, r.newValue)} />),
    ],
  },
  /** Upi Transactions (CAN_VIEW_UPI_TXN; spec §3.23, §4 filters): pages of 20 from 0. */
  'upi-transactions': {
    empty: 'consumer360Products.empty.transactions',
    useFilters: upiFilters('txn_status', UPI_TXN_STATUSES, UPI_TXN_TYPES),
    columns: [
      col.text('transaction_id', `${m}.transaction_id`),
      col.time('created_at', `${m}.created_at`),
      col.money('amount', `${m}.amount`),
      col.status('status', `${m}.status`),
      col.text('txn_type', `${m}.txn_type`),
      col.custom(`${m}.payee`, (r) => {
        const payee = r.payee_details as { name: string; vpa: string };
        return `${payee.name} (${payee.vpa})`;
      }),
      col.custom(`${m}.payer`, (r) => {
        const payer = r.payer_details as { bank_name: string; account_number: string };
        return orNotAvailable(`${payer.bank_name} ${payer.account_number}`);
      }),
      col.text('bank_rrn', `${m}.bank_rrn`),
      col.text('upi_complaint_id', `${m}.upi_complaint_id`),
      col.text('response_message', `${m}.response_message`),
      col.element(`${m}.actions`, <ViewDetailButton kind="upi" />),
    ],
  },
  /** Upi Mandate (CAN_VIEW_UPI_MANDATE; spec §3.23, the nine statuses of §4). */
  'upi-mandates': {
    empty: 'consumer360Products.empty.mandates',
    useFilters: upiFilters('mandate_status', UPI_MANDATE_STATUSES),
    columns: [
      col.text('mandate_id', `${m}.mandate_id`),
      col.text('mandate_name', `${m}.mandate_name`),
      col.status('status', `${m}.status`),
      col.money('amount', `${m}.amount`),
      col.time('created_at', `${m}.created_at`),
      col.text('frequency', `${m}.frequency`),
      col.text('mode', `${m}.mode`),
      col.text('payee_name', `${m}.payee_name`),
      col.text('payee_vpa', `${m}.payee_vpa`),
      col.text('payer_account', `${m}.payer_account`),
      col.text('umn', `${m}.umn`),
      col.dateRange('validity_start', 'validity_end', `${m}.validity`),
      col.yesNo('revokeable', `${m}.revokeable`, 'consumer360Products.yes', 'consumer360Products.no'),
      col.text('initiated_by', `${m}.initiated_by`),
    ],
  },
  /** UPI UDIR complaints (CAN_VIEW_UPI_HISTORY; spec §3.23). */
  'upi-complaints': {
    empty: 'consumer360Products.empty.complaints',
    useFilters: upiFilters('mandate_status', COMPLAINT_STATUSES),
    columns: [
      col.text('upi_complaint_id', `${m}.upi_complaint_id`),
      col.text('payee_name', `${m}.payee_name`),
      col.status('status', `${m}.status`),
      col.text('complaint_status', `${m}.complaint_status`),
      col.text('dispute_status', `${m}.dispute_status`),
      col.money('amount', `${m}.amount`),
      col.time('registered_date', `${m}.registered_date`),
      col.time('txn_date', `${m}.txn_date`),
      col.text('complaint_ref_no', `${m}.complaint_ref_no`),
      col.text('bank_rrn', `${m}.bank_rrn`),
      col.text('upi_complaints_reason', `${m}.reason`),
      col.text('txn_message', `${m}.txn_message`),
    ],
  },
  /** Zillion Rewards Transactions (spec §3.23, §7.5: page_no from 1, page_size 20). */
  'rewards-transactions': {
    empty: 'consumer360Products.empty.transactions',
    columns: [
      col.text('transaction_id', `${m}.transaction_id`),
      col.time('reward_date', `${m}.reward_date`),
      col.time('reward_expiry', `${m}.reward_expiry`),
      col.text('reward_amount', `${m}.reward_amount`),
      col.text('rule', `${m}.rule`),
      col.text('source', `${m}.source`),
      col.text('ledger_type', `${m}.ledger_type`),
      col.status('status', `${m}.status`),
      col.text('rejection_reason', `${m}.rejection_reason`),
    ],
  },
  /** Postpe Chillfest (spec §2.13; its fields are ours): the consumer's campaign entries, paged 20 from pageNum 0. */
  chillfest: {
    empty: 'consumer360Products.chillfest.empty',
    columns: [
      col.text('chillfestId', 'consumer360Products.chillfest.id'),
      col.text('campaignName', 'consumer360Products.chillfest.campaign'),
      col.text('taskName', 'consumer360Products.chillfest.task'),
      col.text('progress', 'consumer360Products.chillfest.progress'),
      col.time('enrolledAt', 'consumer360Products.chillfest.enrolled_at', true),
      col.time('completedAt', 'consumer360Products.chillfest.completed_at', true),
      col.status('status', `${m}.status`),
      col.text('rewardType', 'consumer360Products.chillfest.reward_type'),
      col.money('rewardAmount', 'consumer360Products.chillfest.reward_amount'),
      col.time('expiry', 'consumer360Products.chillfest.expiry', true),
    ],
  },
  ...LENDING_LIST_TABS,
};
