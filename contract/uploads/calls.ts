/**
 * The Merchant Support uploads, declared once (contract/endpoint.ts, issue 40; spec §2.10, §2.12, §7.3): the merchant
 * status, IFSC and bulk QR order files, the merchant-status preview, a QR job's results and the latest jobs, and the
 * settlement-config and P2PM uploads (requests for a checker), their list and decision. The console calls them through
 * dataProviders/endpoint-client.ts (dataProviders/merchant-support/uploads.ts); the reference backend registers them
 * through server/routes/declared.ts serve(); tests/server/endpoint-table.test.ts checks each is served as declared.
 *
 * Every file is multipart with one CSV; every upload takes an Idempotency-Key (the same file sent twice is one submit).
 */
import { pathOf, type AccessRules } from '../binding';
import { MERCHANT_SUPPORT_UPLOADS, P2PM_CONFIG_UPLOADS, SETTLEMENT_CONFIG_UPLOADS } from '../bindings';
import type { Endpoint, HttpMethod } from '../endpoint';
import type { PermissionKey } from '../permissions';

const rules = MERCHANT_SUPPORT_UPLOADS.access;

const upload = (method: HttpMethod, path: string, access: AccessRules = rules): Endpoint => ({
  backend: 'merchant-support',
  method,
  path,
  access: { rules: access, actions: ['create'] },
  idempotent: true,
});

/** The merchant support uploads and the QR jobs' reads. */
export const MERCHANT_UPLOAD_CALLS = {
  'merchant-status': upload('PATCH', '/upload/bulk-update-merchant-status'),
  /** What a merchant-status file would do, nothing applied (the confirmation before the upload, issue 41). */
  merchantStatusPreview: upload('POST', '/upload/bulk-update-merchant-status/preview'),
  ifsc: upload('PUT', '/upload/bulk-insert-ifsc'),
  'qr-orders': upload('POST', '/qr/crm/order/initiate'),
  /** A QR job's per-merchant results: page and size from 0, status and merchant_id. */
  qrJobStatus: {
    backend: 'merchant-support',
    method: 'GET',
    path: '/qr/crm/order/:jobId/status',
    access: { rules, actions: ['list'] },
    paging: 'spring',
  },
  /** The signed-in user's latest QR jobs (resource merchant-support-uploads). */
  qrJobs: {
    backend: 'merchant-support',
    method: 'GET',
    path: pathOf(MERCHANT_SUPPORT_UPLOADS, 'list'),
    access: { rules, actions: ['list'] },
    paging: 'whole',
  },
} as const satisfies Record<string, Endpoint>;

/** The config uploads: a maker `create`s (uploads) a request, a checker `edit`s (decides) it. */
const configCalls = (binding: typeof SETTLEMENT_CONFIG_UPLOADS | typeof P2PM_CONFIG_UPLOADS) => {
  const path = pathOf(binding, 'list');
  return {
    upload: upload('POST', path, binding.access),
    decide: {
      backend: 'merchant-support',
      method: 'POST',
      path: `${path}/requests/:id/decision`,
      access: { rules: binding.access, actions: ['edit'] },
      idempotent: true,
    },
  } as const satisfies Record<string, Endpoint>;
};

export const CONFIG_UPLOAD_CALLS = {
  'settlement-config': configCalls(SETTLEMENT_CONFIG_UPLOADS),
  p2pm: configCalls(P2PM_CONFIG_UPLOADS),
} as const;

/** Every key that shows some config request (makers and checkers of either kind). */
export const CONFIG_VIEW_KEYS: readonly PermissionKey[] = [
  ...new Set([SETTLEMENT_CONFIG_UPLOADS, P2PM_CONFIG_UPLOADS].flatMap((b) => [...b.access.create, ...b.access.edit])),
];

/** The config requests the viewer may see, for the approvals inbox. */
export const CONFIG_REQUESTS_CALL: Endpoint = {
  backend: 'merchant-support',
  method: 'GET',
  path: '/upload/config-requests',
  access: { rules: { list: CONFIG_VIEW_KEYS }, actions: ['list'] },
  paging: 'whole',
};

export const UPLOAD_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...MERCHANT_UPLOAD_CALLS,
  'settlement-config upload': CONFIG_UPLOAD_CALLS['settlement-config'].upload,
  'settlement-config decision': CONFIG_UPLOAD_CALLS['settlement-config'].decide,
  'p2pm upload': CONFIG_UPLOAD_CALLS.p2pm.upload,
  'p2pm decision': CONFIG_UPLOAD_CALLS.p2pm.decide,
  'config requests': CONFIG_REQUESTS_CALL,
};
