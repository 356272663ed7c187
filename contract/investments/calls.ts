/**
 * The investment backend's endpoints, declared once (contract/endpoint.ts, issue 40): deposit guardrails, investment
 * accounts and their transactions, the four-eyes requests on them, mutual funds, the Deposit and P2P uploads, deposit
 * alerts and the FD cache action (spec §2.3 Deposit, P2P; §7.7). The console calls them through
 * dataProviders/endpoint-client.ts; the reference backend registers them through server/routes/declared.ts serve();
 * tests/server/endpoint-table.test.ts checks each is served as declared.
 */
import { pathOf } from '../binding';
import { DEPOSIT_ALERT_LOGS, FD_ADMIN_ACTION } from '../bindings';
import type { Endpoint } from '../endpoint';
import { byPart } from '../endpoint-parts';
import {
  DEPOSIT_GUARDRAILS,
  DEPOSIT_UPLOADS,
  INVESTMENT_ACCOUNTS,
  INVESTMENT_REQUESTS,
  MUTUAL_FUNDS,
  P2P_VARIABLE_EARNING,
} from '../invest-ops-bindings';
import { guardrailCalls } from './guardrail-calls';

/** Deposit guardrails (spec §2.3 /deposit/guardrails, §7.7 /investment/guardrail …): per-product caps, four eyes. */
export const DEPOSIT_GUARDRAIL_CALLS = guardrailCalls(DEPOSIT_GUARDRAILS);

const accounts = INVESTMENT_ACCOUNTS.access;
const requests = INVESTMENT_REQUESTS.access;

/** Investment accounts (spec §7.7 /investment/account-detail-by-id, /investment/clients): found, read, their moves. */
export const INVESTMENT_ACCOUNT_CALLS = {
  accounts: {
    backend: 'investment',
    method: 'GET',
    path: `/${INVESTMENT_ACCOUNTS.path}`,
    access: { rules: accounts, actions: ['list'] },
    paging: 'backend',
  },
  account: {
    backend: 'investment',
    method: 'GET',
    path: '/investment/account-detail-by-id',
    access: { rules: accounts, actions: ['show'] },
  },
  transactions: {
    backend: 'investment',
    method: 'GET',
    path: '/investment/transactions',
    access: { rules: accounts, actions: ['list'] },
    paging: 'backend',
  },
  clients: {
    backend: 'investment',
    method: 'GET',
    path: '/investment/clients',
    access: { rules: accounts, actions: ['list'] },
    paging: 'whole',
  },
  mutualFunds: {
    backend: 'investment',
    method: 'GET',
    path: `/${MUTUAL_FUNDS.path}`,
    access: { rules: MUTUAL_FUNDS.access, actions: ['list'] },
    paging: 'backend',
  },
} as const satisfies Record<string, Endpoint>;

const raise = (path: string): Endpoint => ({
  backend: 'investment',
  method: 'POST',
  path,
  access: { rules: requests, actions: ['raise'] },
  idempotent: true,
});
const decide = (path: string): Endpoint => ({
  backend: 'investment',
  method: 'POST',
  path,
  access: { rules: requests, actions: ['decide'] },
  idempotent: true,
});

/** The four-eyes requests on accounts and transactions (spec §7.7 /investment/approval-request, …/raise-request). */
export const INVESTMENT_REQUEST_CALLS = {
  requests: {
    backend: 'investment',
    method: 'GET',
    path: `/${INVESTMENT_REQUESTS.path}`,
    access: { rules: requests, actions: ['list'] },
    paging: 'backend',
  },
  raiseTxnAction: raise('/investment/transaction/raise-request'),
  raiseLimit: raise('/investment/account/change-limit/raise-request'),
  /** /p2p/add-money: money added to a P2P account, credited once a checker approves it. */
  raiseP2pAddMoney: raise('/investment/p2p/add-money/raise-request'),
  /** A checker's decision on any investment request (the console's). */
  decide: decide(`/${INVESTMENT_REQUESTS.path}/action`),
  /** Spec §7.7's decision on a transaction action only. */
  decideTxnAction: decide('/investment/transaction/action'),
} as const satisfies Record<string, Endpoint>;

/** The Deposit menu's and the P2P multipart uploads (spec §7.7): one CSV file field, an Idempotency-Key. */
export const DEPOSIT_UPLOAD_CALLS = {
  'merchant-cashback': {
    backend: 'investment',
    method: 'POST',
    path: `/${DEPOSIT_UPLOADS.path}`,
    access: { rules: DEPOSIT_UPLOADS.access, actions: ['create'] },
    idempotent: true,
  },
  'deposit-bulk': {
    backend: 'investment',
    method: 'POST',
    path: '/bp-account/bulk-upload',
    access: { rules: DEPOSIT_UPLOADS.access, actions: ['create'] },
    idempotent: true,
  },
  'variable-earning': {
    backend: 'investment',
    method: 'POST',
    path: `/${P2P_VARIABLE_EARNING.path}`,
    access: { rules: P2P_VARIABLE_EARNING.access, actions: ['create'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export type DepositUploadKind = keyof typeof DEPOSIT_UPLOAD_CALLS;

/** Deposit alerts (spec §7.7): enable, disable, and the alert log (the console's list reads its binding). */
export const DEPOSIT_ALERT_CALLS = {
  enable: {
    backend: 'investment',
    method: 'POST',
    path: '/accounts/enable-alert',
    access: { rules: DEPOSIT_ALERT_LOGS.access, actions: ['enable'] },
    idempotent: true,
  },
  disable: {
    backend: 'investment',
    method: 'POST',
    path: '/accounts/disable-alert',
    access: { rules: DEPOSIT_ALERT_LOGS.access, actions: ['disable'] },
    idempotent: true,
  },
  logs: {
    backend: 'investment',
    method: 'GET',
    path: pathOf(DEPOSIT_ALERT_LOGS, 'list'),
    access: { rules: DEPOSIT_ALERT_LOGS.access, actions: ['list'] },
  },
} as const satisfies Record<string, Endpoint>;

/** The FD cache admin action (spec §3.10, §7.7), created through its binding by the FD plans list. */
export const FD_ADMIN_CALLS = {
  refresh: {
    backend: 'investment',
    method: 'POST',
    path: pathOf(FD_ADMIN_ACTION, 'create'),
    access: { rules: FD_ADMIN_ACTION.access, actions: ['create'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const INVESTMENT_ENDPOINTS: Readonly<Record<string, Endpoint>> = byPart({
  guardrails: DEPOSIT_GUARDRAIL_CALLS,
  accounts: INVESTMENT_ACCOUNT_CALLS,
  requests: INVESTMENT_REQUEST_CALLS,
  uploads: DEPOSIT_UPLOAD_CALLS,
  alerts: DEPOSIT_ALERT_CALLS,
  fd: FD_ADMIN_CALLS,
});
