/**
 * The Dashboards group (spec §2.3; issue 46 item 1) on the CRM API, declared once (contract/endpoint.ts): one
 * aggregate read per dashboard, every figure counted or summed by the server (the console never adds rows up).
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { crmRead } from '../endpoint-parts';
import type { PermissionKey } from '../permissions';

export const QUICK_SUMMARY_KEY = 'CAN_VIEW_QUICK_SUMMARY' satisfies PermissionKey;
export const TP_DASHBOARD_KEY = 'CAN_VIEW_TP_DASHBOARD' satisfies PermissionKey;
export const IVR_DASHBOARD_KEY = 'CAN_VIEW_IVR_DASHBOARD' satisfies PermissionKey;

/** /quick-summary: today's operations at a glance. */
export const QUICK_SUMMARY = {
  name: 'quick-summary',
  backend: 'crm',
  path: 'dashboards/quick-summary',
  access: { access: [QUICK_SUMMARY_KEY], list: [QUICK_SUMMARY_KEY] },
} as const satisfies Binding;

/** /tp-dashboard: the TP club and deposits book. */
export const TP_DASHBOARD = {
  name: 'tp-dashboard',
  backend: 'crm',
  path: 'dashboards/tp',
  access: { access: [TP_DASHBOARD_KEY], list: [TP_DASHBOARD_KEY] },
} as const satisfies Binding;

/** /ivr-dashboard: the IVR's call volumes, answer and drop rates. */
export const IVR_DASHBOARD = {
  name: 'ivr-dashboard',
  backend: 'crm',
  path: 'dashboards/ivr',
  access: { access: [IVR_DASHBOARD_KEY], list: [IVR_DASHBOARD_KEY] },
} as const satisfies Binding;

export const DASHBOARD_CALLS = {
  /** Payouts by state, approvals waiting per kind (the viewer's inbox kinds), disputes, uploads, jobs, SLA breaches. */
  quickSummary: crmRead(pathOf(QUICK_SUMMARY, 'list'), QUICK_SUMMARY.access),
  /** Balances by product, inflows and outflows by product and day over the last `days` days (default 14). */
  tp: crmRead(pathOf(TP_DASHBOARD, 'list'), TP_DASHBOARD.access),
  /** One IST business day's IVR calls (`date`, yyyy-mm-dd, default today) by language, and by language and hour. */
  ivr: crmRead(pathOf(IVR_DASHBOARD, 'list'), IVR_DASHBOARD.access),
} as const satisfies Record<string, Endpoint>;

export const DASHBOARD_ENDPOINTS: Readonly<Record<string, Endpoint>> = DASHBOARD_CALLS;

/** A count of rows in one state (or kind) of a table. */
export interface StateCount {
  state: string;
  count: number;
}

/** A count of one product's rows in one state (the dispute cases, per product the viewer may see). */
export interface ProductStateCount extends StateCount {
  product: string;
}

/** An SLA breach count; a dispute breach names the product and open status whose list shows it. */
export interface SlaCount extends StateCount {
  product?: string;
  status?: string;
}

export interface QuickSummaryWire {
  /** Epoch ms the figures were read at. */
  at: number;
  payouts: StateCount[];
  /** Pending per inbox kind the viewer may see, with the oldest one's raising time (epoch ms). */
  approvals: { kind: string; pending: number; oldest: number | null }[];
  /** Dispute cases per product the viewer may see and status, as /alerts/dispute counts them. */
  disputes: ProductStateCount[];
  /** Uploads per outcome and queue jobs per state, as /upload-activity and /bulk-process filter them. */
  uploads: StateCount[];
  jobs: StateCount[];
  /** Breaches: payouts waiting past a day; dispute cases open past a week (per product and open status). */
  sla: SlaCount[];
}

export interface TpDashboardWire {
  days: number;
  balances: { product: string; accounts: number; balance: number }[];
  /** Per product and IST business day (yyyy-mm-dd): money in (deposits, add money, interest) and out (withdrawals), SUCCESS only. */
  flows: { product: string; day: string; inflow: number; outflow: number }[];
}

/** The transaction types that bring money into a deposit account; WITHDRAWAL takes it out. */
export const TP_INFLOW_TYPES = ['DEPOSIT', 'ADD_MONEY', 'INTEREST'] as const;
export const TP_OUTFLOW_TYPES = ['WITHDRAWAL'] as const;

/** How an IVR call ended: ANSWERED (by an agent or self-service) or DROPPED by the caller first. */
export const IVR_OUTCOMES = ['ANSWERED', 'DROPPED'] as const;

/** Calls of one language (and hour, 0–23 IST): counts, and the rates in percent to one decimal, from the server. */
export interface IvrFigures {
  language: string;
  calls: number;
  answered: number;
  dropped: number;
  answerRate: number;
  dropRate: number;
}

export interface IvrDashboardWire {
  date: string;
  languages: IvrFigures[];
  hours: (IvrFigures & { hour: number })[];
}
