/**
 * The fraud-risk backend's endpoints (spec §7 'fraud-risk'; issue 43 item 4), declared once (contract/endpoint.ts):
 * raising an FRM complaint from a chargeback row (CAN_CREATE_FRM_COMPLAINT), and the /frm page's list, complaint,
 * assignment, notes and state moves (CAN_MANAGE_FRM_COMPLAINT). The console calls them through
 * dataProviders/endpoint-client.ts (dataProviders/fraud-risk/frm.ts); the reference backend registers them through
 * server/routes/declared.ts serve() (server/routes/fraud-risk/frm.ts).
 */
import type { Endpoint } from '../endpoint';
import { FRM_MANAGE_KEY, FRM_RAISE_KEY } from './rules';

/** Who raises (the chargeback row's action) and who works the complaints (/frm). */
export const FRM_ACCESS_RULES = { raise: [FRM_RAISE_KEY], access: [FRM_MANAGE_KEY] } as const;

type FrmEndpoint = Endpoint & { readonly backend: 'fraud-risk' };

const read = (path: string, paging?: Endpoint['paging']): FrmEndpoint => ({
  backend: 'fraud-risk',
  method: 'GET',
  path,
  access: { rules: FRM_ACCESS_RULES, actions: ['access'] },
  ...(paging && { paging }),
});

/** A change: POSTed with an Idempotency-Key, audited on the server. */
const change = (path: string, action: 'raise' | 'access' = 'access'): FrmEndpoint => ({
  backend: 'fraud-risk',
  method: 'POST',
  path,
  access: { rules: FRM_ACCESS_RULES, actions: [action] },
  idempotent: true,
});

export const FRM_CALLS = {
  raise: change('/frm/complaints', 'raise'),
  /** Numbered pages by the backend's rule (page, limit from 1); `content` and `totalElements`. */
  list: read('/frm/complaints', 'backend'),
  /** One complaint with its notes and its transaction. */
  one: read('/frm/complaints/:id'),
  assign: change('/frm/complaints/:id/assign'),
  note: change('/frm/complaints/:id/notes'),
  move: change('/frm/complaints/:id/move'),
} as const satisfies Record<string, FrmEndpoint>;

export const FRM_ENDPOINTS: Readonly<Record<string, Endpoint>> = FRM_CALLS;
