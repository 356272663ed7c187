/**
 * The chargeback service's endpoints (spec §7.6), declared once (contract/endpoint.ts, issue 40): the two lists of
 * the disputes pages, their reads and the case actions. The console calls them through
 * dataProviders/endpoint-client.ts (dataProviders/chargeback/disputes.ts); the reference backend registers them
 * through server/routes/declared.ts serve() (server/routes/chargeback/*.ts); tests/server/endpoint-table.test.ts
 * checks each is served as declared.
 *
 * Every call carries sourceProduct (SWIPE unless given). Access is the disputes pages' own: any analyst of either
 * product gets in, and the server then checks the product each call names (or the dispute's) (spec §2.4).
 */
import type { Endpoint } from '../endpoint';
import { ANY_DISPUTE_KEYS } from './access';

/** Any disputes analyst (either product's pair of keys, contract/disputes/access.ts). */
export const DISPUTE_ACCESS = {
  rules: { access: ANY_DISPUTE_KEYS },
  actions: ['access'],
} as const satisfies Endpoint['access'];

type DisputeEndpoint = Endpoint & { readonly backend: 'chargeback' };

const read = (path: string, answer?: 'file'): DisputeEndpoint => ({
  backend: 'chargeback',
  method: 'GET',
  path,
  access: DISPUTE_ACCESS,
  ...(answer && { answer }),
});

/** A list: rows in `Response`, `totalCount` beside them, numbered pages by the backend's rule (page, limit, from 1). */
const list = (path: string): DisputeEndpoint => ({ ...read(path), paging: 'backend' });

/** A raise, an upload, a decision or a case action: POSTed, with an Idempotency-Key, audited on the server. */
const action = (path: string): DisputeEndpoint => ({
  backend: 'chargeback',
  method: 'POST',
  path,
  access: DISPUTE_ACCESS,
  idempotent: true,
});

/** The two lists, by the resource name the disputes pages' ListBase uses. */
export const DISPUTE_LISTS = {
  /** View Dispute: a merchant's chargeback transactions (merchantId or rrn, a date range). */
  'chargeback-transactions': list('/chargeback/merchant/detail/page/list'),
  /** Alerts and the dispute history: the cases, with counts per status. */
  'dispute-cases': list('/chargeback/all/dispute/detail'),
} as const satisfies Record<string, DisputeEndpoint>;

export type DisputeListName = keyof typeof DISPUTE_LISTS;

/** Single reads. */
export const DISPUTE_READS = {
  categories: read('/chargeback/get/dispute/categories'),
  transaction: read('/chargeback/txn/detail'),
  /** A proof's bytes, typed by the server from their content. */
  proof: read('/chargeback/get/documentUri', 'file'),
  merchantMetadata: read('/chargeback/merchant/metadata'),
  requiredDetails: read('/chargeback/required/details'),
  recoveryFeasibility: read('/chargeback/lost/check-recovery-feasibility'),
} as const satisfies Record<string, DisputeEndpoint>;

/** Changes. */
export const DISPUTE_ACTIONS = {
  raise: action('/chargeback/add/dispute/txn'),
  /** One more proof for an open case (multipart). */
  addDocument: action('/chargeback/add/document'),
  bulkRaise: action('/chargeback/bulk/add/dispute/txn'),
  review: action('/chargeback/proof/status/update'),
  update: action('/chargeback/update/dispute'),
  lost: action('/chargeback/lost'),
  won: action('/chargeback/won/external'),
  reRaise: action('/chargeback/re/raise/dispute'),
  summary: action('/chargeback/txn/summary/doc/generator'),
} as const satisfies Record<string, DisputeEndpoint>;

export const DISPUTE_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...DISPUTE_LISTS,
  ...DISPUTE_READS,
  ...DISPUTE_ACTIONS,
};
