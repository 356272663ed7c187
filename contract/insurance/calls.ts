/**
 * Insurance (spec §2.3 Insurance group; issue 46 item 3) on the CRM API, declared once (contract/endpoint.ts): a policy
 * looked up by consumer id or policy id with its claims (/insurance-detail), and the policies issued in a date range as
 * CSV for the insurer, audited (/insurance-export). Premiums and refunds travel as rupees (contract/money.ts).
 */
import { pathOf, type Binding } from '../binding';
import type { Endpoint } from '../endpoint';
import { crmRead } from '../endpoint-parts';

export const INSURANCE_VIEW_KEY = 'CAN_VIEW_INSURANCE';
export const INSURANCE_EXPORT_KEY = 'CAN_EXPORT_INSURANCE';
export const INSURANCE_CANCEL_RAISE_KEY = 'CAN_RAISE_INSURANCE_CANCEL';
export const INSURANCE_CANCEL_APPROVE_KEY = 'CAN_APPROVE_INSURANCE_CANCEL';
/** The maker/checker kind of a bulk cancellation (contract/approvals/inbox.ts) and its queue job's kind. */
export const INSURANCE_CANCEL_KIND = 'INSURANCE_CANCEL';

export const POLICY_STATES = ['ACTIVE', 'CANCELLED', 'EXPIRED'] as const;
export const CLAIM_STATES = ['FILED', 'APPROVED', 'REJECTED', 'PAID'] as const;
/** The longest range one export may cover, in days (inclusive). */
export const EXPORT_MAX_DAYS = 92;

export const INSURANCE_MESSAGES = {
  notFound: 'No policy found for this consumer or policy ID.',
  badQuery: 'Search by a consumer ID (digits) or a policy ID (e.g. POL-1001-1).',
  badRange: `Choose a range of at most ${EXPORT_MAX_DAYS} days, the first day on or before the last.`,
} as const;

/** Policies: read by whoever views or exports them; exported by the insurance desk. */
export const INSURANCE_POLICIES = {
  name: 'insurance-policies',
  backend: 'crm',
  path: 'insurance/policies',
  access: {
    access: [INSURANCE_VIEW_KEY, INSURANCE_EXPORT_KEY],
    list: [INSURANCE_VIEW_KEY, INSURANCE_EXPORT_KEY],
    export: [INSURANCE_EXPORT_KEY],
    raise: [INSURANCE_CANCEL_RAISE_KEY],
    decide: [INSURANCE_CANCEL_APPROVE_KEY],
  },
} as const satisfies Binding;

const policies = pathOf(INSURANCE_POLICIES, 'list');

export const INSURANCE_CALLS = {
  /** The policies of a consumer (newest first) or the one policy with that id, each with its claims. */
  lookup: crmRead(policies, INSURANCE_POLICIES.access, 'whole'),
  /** Policies issued from `from` to `to` (IST days, optionally one status) as CSV; one audit row per export. */
  exportCsv: {
    backend: 'crm',
    method: 'GET',
    path: `${policies}/export`,
    access: { rules: INSURANCE_POLICIES.access, actions: ['export'] },
    answer: 'file',
  },
  /** A bulk cancellation's dry run: each policy id's verdict and refund (contract/insurance/cancellation.ts); no change. */
  cancelDryRun: {
    backend: 'crm',
    method: 'POST',
    path: `${policies}/cancellations/dry-run`,
    access: { rules: INSURANCE_POLICIES.access, actions: ['raise'] },
    idempotent: true,
  },
  /** The recent cancellation files, newest first, each with its state, counts and ₹ refunds total. */
  cancelFiles: {
    backend: 'crm',
    method: 'GET',
    path: `${policies}/cancellations/files`,
    access: { rules: INSURANCE_POLICIES.access, actions: ['raise'] },
    paging: 'whole',
  },
  /** The dry run of a CSV of policy ids (multipart, one file): each row's verdict and refund, kept; nothing changes. */
  checkCancelFile: {
    backend: 'crm',
    method: 'POST',
    path: `${policies}/cancellations/files`,
    access: { rules: INSURANCE_POLICIES.access, actions: ['raise'] },
    idempotent: true,
  },
  /** The rows of a checked file that will not be cancelled, as a CSV (line, policyId, verdict, error). */
  cancelErrors: {
    backend: 'crm',
    method: 'GET',
    path: `${policies}/cancellations/files/:jobId/errors`,
    access: { rules: INSURANCE_POLICIES.access, actions: ['raise'] },
    answer: 'file',
  },
  /**
   * A checked file raised under four eyes (INSURANCE_CANCEL) with remarks: its active policies' count and ₹ refunds
   * total are what the checker approves; approval queues the cancellation job (/bulk-process). 201 with the request.
   */
  raiseCancel: {
    backend: 'crm',
    method: 'POST',
    path: `${policies}/cancellations`,
    access: { rules: INSURANCE_POLICIES.access, actions: ['raise'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const INSURANCE_ENDPOINTS: Readonly<Record<string, Endpoint>> = INSURANCE_CALLS;

export const INSURANCE_BINDINGS: readonly Binding[] = [INSURANCE_POLICIES];
