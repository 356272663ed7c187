/**
 * One zod row schema per upload kind (spec §3.11, §5.6), shared by the console's CSV worker and the server. Every
 * cell arrives as text (types off: leading zeros of ids and IFSCs survive); each schema checks the cells of one
 * row and turns them into the values applied. The cell rules are in cell-rules.ts, the kinds' rows in
 * merchant-rows.ts, list-rows.ts and their neighbours.
 */
import type { z } from 'zod';
import { rowSchemaOf } from './row-spec';
import { depositBulkSpec, merchantCashbackSpec } from './deposit-rows';
import { variableEarningSpec } from './p2p-rows';
import { ifscSpec, merchantStatusSpec, p2pmSpec, qrOrderSpec, settlementConfigSpec } from './merchant-rows';
import { campaignAudienceSpec, insuranceCancelSpec, merchantAlertAudienceSpec, vpaUploadSpec } from './list-rows';
import { PINCODE_COLUMNS, pincodeSpec } from '../delivery/pincode-rows';
import { ACQUIRER_COLUMNS, BANK_COLUMNS, acquirerFileSpec, bankFileSpec } from '../recon/rules';

export * from './row-spec';
export { CELL_MESSAGES } from './cell-rules';
export * from './merchant-rows';
export * from './list-rows';

export const UPLOAD_KINDS = [
  'merchant-status',
  'ifsc',
  'qr-orders',
  'settlement-config',
  'p2pm',
  'merchant-cashback',
  'deposit-bulk',
  'variable-earning',
  // Ours (issue 43 item 5): the merchant ids a merchant alert goes to; a bad row is rejected, the rest kept.
  'merchant-alert-audience',
  // Ours (issue 44 item 4): a delivery partner's serviceable pincodes; all or nothing.
  'delivery-pincodes',
  // Ours (issue 45 item 5): merchants' VPAs; a dry run keeps the valid rows, the confirmation applies them.
  'vpa-upload',
  // Ours (issue 45 item 1): an acquirer's settlement file and a bank statement, reconciled; all or nothing.
  'recon-acquirer',
  'recon-bank',
  // Ours (issue 46 item 3): insurance policies to cancel; a dry run, then four eyes, then a queue job.
  'insurance-cancel',
  // Ours (issue 46 item 2): the consumer ids a pay-later campaign goes to; a bad row is rejected, the rest kept.
  'campaign-audience',
] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** §3.11: the columns of each file, in the order of the sample files. */
export const UPLOAD_COLUMNS = {
  'merchant-status': ['merchantId', 'merchantStoreId', 'status', 'remarks', 'opType', 'source'],
  ifsc: ['bank', 'ifsc', 'branch', 'address', 'contact', 'city', 'district', 'state', 'bank_code', 'status'],
  'qr-orders': ['merchant_id', 'address_id'],
  'settlement-config': ['merchantId', 'status', 'settlementType', 'startDate', 'endDate', 'type', 'remarks'],
  p2pm: ['merchantId', 'p2pmFlag'],
  'merchant-cashback': ['merchantId', 'amount', 'reference', 'remarks'],
  'deposit-bulk': ['accountNo', 'amount', 'reference', 'remarks'],
  'variable-earning': ['accountNo', 'interestRate', 'forDate', 'remarks'],
  'merchant-alert-audience': ['merchantId'],
  'delivery-pincodes': PINCODE_COLUMNS,
  'vpa-upload': ['merchantId', 'vpa'],
  'recon-acquirer': ACQUIRER_COLUMNS,
  'recon-bank': BANK_COLUMNS,
  'insurance-cancel': ['policyId'],
  'campaign-audience': ['consumerId'],
} as const satisfies Record<UploadKind, readonly string[]>;

/** Each kind's row as data (the fast check reads it). */
export const UPLOAD_ROW_SPECS = {
  'merchant-status': merchantStatusSpec,
  ifsc: ifscSpec,
  'qr-orders': qrOrderSpec,
  'settlement-config': settlementConfigSpec,
  p2pm: p2pmSpec,
  'merchant-cashback': merchantCashbackSpec,
  'deposit-bulk': depositBulkSpec,
  'variable-earning': variableEarningSpec,
  'merchant-alert-audience': merchantAlertAudienceSpec,
  'delivery-pincodes': pincodeSpec,
  'vpa-upload': vpaUploadSpec,
  'recon-acquirer': acquirerFileSpec,
  'recon-bank': bankFileSpec,
  'insurance-cancel': insuranceCancelSpec,
  'campaign-audience': campaignAudienceSpec,
} as const;

/** One zod row schema per kind, derived from its spec: the contract's declaration of each file's rows. */
export const UPLOAD_ROW_SCHEMAS = {
  'merchant-status': rowSchemaOf(merchantStatusSpec),
  ifsc: rowSchemaOf(ifscSpec),
  'qr-orders': rowSchemaOf(qrOrderSpec),
  'settlement-config': rowSchemaOf(settlementConfigSpec),
  p2pm: rowSchemaOf(p2pmSpec),
  'merchant-cashback': rowSchemaOf(merchantCashbackSpec),
  'deposit-bulk': rowSchemaOf(depositBulkSpec),
  'variable-earning': rowSchemaOf(variableEarningSpec),
  'merchant-alert-audience': rowSchemaOf(merchantAlertAudienceSpec),
  'delivery-pincodes': rowSchemaOf(pincodeSpec),
  'vpa-upload': rowSchemaOf(vpaUploadSpec),
  'recon-acquirer': rowSchemaOf(acquirerFileSpec),
  'recon-bank': rowSchemaOf(bankFileSpec),
  'insurance-cancel': rowSchemaOf(insuranceCancelSpec),
  'campaign-audience': rowSchemaOf(campaignAudienceSpec),
} as const;

export type UploadRow<K extends UploadKind> = z.output<(typeof UPLOAD_ROW_SCHEMAS)[K]>;
export type MerchantStatusRow = UploadRow<'merchant-status'>;
export type IfscRow = UploadRow<'ifsc'>;
export type QrOrderRow = UploadRow<'qr-orders'>;
export type SettlementConfigRow = UploadRow<'settlement-config'>;
export type P2pmRow = UploadRow<'p2pm'>;

/** The cells that must be unique within one file (a second row for the same key is an error). */
export const UNIQUE_KEYS: Readonly<Record<UploadKind, readonly string[]>> = {
  'merchant-status': ['merchantId', 'opType'],
  ifsc: ['ifsc'],
  'qr-orders': ['merchant_id', 'address_id'],
  'settlement-config': ['merchantId'],
  p2pm: ['merchantId'],
  'merchant-cashback': ['reference'],
  'deposit-bulk': ['reference'],
  'variable-earning': ['accountNo', 'forDate'],
  'merchant-alert-audience': ['merchantId'],
  'delivery-pincodes': ['pincode'],
  'vpa-upload': ['merchantId'],
  'recon-acquirer': ['ref'],
  'recon-bank': ['ref'],
  'insurance-cancel': ['policyId'],
  'campaign-audience': ['consumerId'],
};
