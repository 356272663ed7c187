/**
 * The consumer 360's tab lists (spec §7.5, §9), by the resource name the console's ListBase uses, each with its
 * backend, path, paging and who may read it. Every list is filtered by the consumer (`consumerId`, repayments `id`).
 */
import {
  CONSUMER_360,
  CONSUMER_BANK_TRANSFERS,
  CONSUMER_MORE,
  CONSUMER_UPI_COMPLAINTS,
  CONSUMER_UPI_MANDATES,
  CONSUMER_UPI_TXNS,
} from '../consumer-bindings';
import { PAGING } from '../resource-api';
import { consumerAccess, consumerList, type ConsumerListEndpoint } from './endpoints';

/** Open to whoever may open the consumer 360 (its own tabs, then the second part's). */
export const CONSUMER_VIEW = consumerAccess(CONSUMER_360.access, 'show');
export const CONSUMER_MORE_VIEW = consumerAccess(CONSUMER_MORE.access, 'show');
export const CONSUMER_MORE_LIST = consumerAccess(CONSUMER_MORE.access, 'list');

/** The pages of loans: pageNum, pageSize from 1. */
const LOAN_PAGES = { ...PAGING.pageNumPageSize, base: 1 } as const;

export const CONSUMER_LIST_CALLS = {
  'consumer-transactions': consumerList('lending', '/account-statement', CONSUMER_VIEW, PAGING.pageNumPageSizeSnake),
  'consumer-repayments': consumerList(
    'postpe',
    '/repayments',
    CONSUMER_VIEW,
    PAGING.pageLimit,
    'account_statement.statement_details',
  ),
  'consumer-bills': consumerList('postpe', '/bills', CONSUMER_VIEW, 'backend'),
  'consumer-emis': consumerList('postpe', '/emis', CONSUMER_VIEW, 'backend'),
  'consumer-bank-transfers': consumerList(
    'lending',
    '/bank-transfers',
    consumerAccess(CONSUMER_BANK_TRANSFERS.access, 'list'),
    PAGING.pageLimit,
  ),
  'consumer-crm-audits': consumerList(
    'postpe',
    '/request-audits',
    CONSUMER_VIEW,
    { ...PAGING.pageLimit, base: 0 },
    'requestAudits',
  ),
  'consumer-limit-audits': consumerList('postpe', '/limit-audit', CONSUMER_VIEW, 'backend'),
  'consumer-sm-limit-audits': consumerList('postpe', '/sm-limit-audit', CONSUMER_VIEW, 'backend'),
  'consumer-deactivation-logs': consumerList('lending', '/deactivation-logs', CONSUMER_VIEW, 'backend'),
  'consumer-deactivation-feedback': consumerList('postpe', '/deactivation-feedback', CONSUMER_VIEW, 'backend'),
  'consumer-upi-transactions': consumerList(
    'lending',
    '/upi/transactions',
    consumerAccess(CONSUMER_UPI_TXNS.access, 'list'),
    'backend',
  ),
  'consumer-upi-mandates': consumerList(
    'lending',
    '/upi/mandates',
    consumerAccess(CONSUMER_UPI_MANDATES.access, 'list'),
    'backend',
  ),
  'consumer-upi-complaints': consumerList(
    'lending',
    '/upi/complaints',
    consumerAccess(CONSUMER_UPI_COMPLAINTS.access, 'list'),
    'backend',
  ),
  'consumer-reward-transactions': consumerList(
    'lending',
    '/rewards/transactions',
    CONSUMER_MORE_VIEW,
    PAGING.pageNoPageSize,
  ),
  'consumer-bill-payments': consumerList('postpe', '/bill-payments', CONSUMER_MORE_VIEW, PAGING.pageNumPageSize),
  'consumer-loans-current': consumerList('lending', '/loans/current', CONSUMER_MORE_VIEW, LOAN_PAGES),
  'consumer-loans-previous': consumerList('lending', '/loans/previous', CONSUMER_MORE_VIEW, LOAN_PAGES),
  'consumer-chillfest': consumerList('postpe', '/chillfest', CONSUMER_MORE_LIST, PAGING.pageNumPageSize),
} as const satisfies Record<string, ConsumerListEndpoint>;

export type ConsumerListName = keyof typeof CONSUMER_LIST_CALLS;
