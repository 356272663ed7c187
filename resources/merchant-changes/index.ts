import {
  BANK_CHANGE_REQUESTS,
  BANK_VERIFICATIONS,
  MERCHANT_CHANGE_READS,
  MERCHANT_KYC_CASES,
  MERCHANT_REVEAL,
  SETTLEMENT_BLOCKS,
  SETTLEMENT_UNBLOCK_REQUESTS,
  SETTLEMENT_TYPE_REQUESTS,
} from '../../contract/merchant-changes/bindings';
import type { ResourceBundle } from '../types';

/**
 * Merchant changes under four eyes: resources without screens of their own, read by the bespoke pages in
 * src/pages/merchant-changes through the data provider (lists) and its custom calls.
 */
export const MERCHANT_CHANGE_RESOURCES: readonly ResourceBundle[] = [
  { ...BANK_CHANGE_REQUESTS, title: 'merchantChanges.bank.list_title' },
  { ...BANK_VERIFICATIONS, title: 'merchantChanges.bank.verify' },
  { ...MERCHANT_CHANGE_READS, title: 'merchantChanges.bank.accounts' },
  { ...SETTLEMENT_BLOCKS, title: 'merchantChanges.settlement.home_title' },
  { ...SETTLEMENT_UNBLOCK_REQUESTS, title: 'merchantChanges.settlement.requests_title' },
  { ...MERCHANT_KYC_CASES, title: 'merchantChanges.kyc.central_title' },
  { ...SETTLEMENT_TYPE_REQUESTS, title: 'merchantChanges.settlementType.requests_title' },
  { ...MERCHANT_REVEAL, title: 'merchantChanges.reveal_title' },
];
