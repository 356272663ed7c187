/** The bindings of the merchant-support CSV uploads (spec §2.10, §2.12, §5.6); re-exported by contract/bindings.ts. */
import type { Binding } from './binding';

/**
 * Merchant Support uploads (spec §2.10, §7.3): merchant status and KYC-document rejection, IFSC insert/update, bulk
 * QR orders and their batch status. Each is a multipart upload of one CSV file; the page calls them through the
 * merchant-support provider's upload methods.
 */
export const MERCHANT_SUPPORT_UPLOADS = {
  name: 'merchant-support-uploads',
  backend: 'merchant-support',
  path: 'upload',
  api: { paths: { list: '/qr/crm/orders' } },
  access: { list: ['CAN_UPDATE_MERCHANT_FIELDS'], create: ['CAN_UPDATE_MERCHANT_FIELDS'] },
} as const satisfies Binding;

/** Settlement-config uploads (spec §2.12, §5.6): a maker's request, decided in the approvals inbox. */
export const SETTLEMENT_CONFIG_UPLOADS = {
  name: 'settlement-config-uploads',
  backend: 'merchant-support',
  path: 'upload/settlement-config',
  access: { create: ['CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST'], edit: ['CAN_APPROVE_SETTLEMENT_CONFIG_REQUEST'] },
} as const satisfies Binding;

/** P2PM config uploads (spec §2.12, §5.6): a maker's request, decided in the approvals inbox. */
export const P2PM_CONFIG_UPLOADS = {
  name: 'p2pm-config-uploads',
  backend: 'merchant-support',
  path: 'upload/p2pm-config',
  access: { create: ['CAN_UPLOAD_P2PM_CONFIG_REQUEST'], edit: ['CAN_APPROVE_P2PM_CONFIG_REQUEST'] },
} as const satisfies Binding;
