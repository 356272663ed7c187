import {
  DEPOSIT_GUARDRAILS,
  DEPOSIT_UPLOADS,
  INTERNAL_TRANSFERS,
  INVESTMENT_ACCOUNTS,
  INVESTMENT_REQUESTS,
  MUTUAL_FUNDS,
  PAYOUT_GUARDRAILS,
  PAYOUT_STATUS,
  PAYOUT_RECON,
} from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/**
 * Investments and payout operations as view-less resources: the pages in src/pages/investments and
 * src/pages/payout-ops call their custom provider methods through them (DESIGN.md §3).
 */
export const INVESTMENT_RESOURCES: readonly ResourceBundle[] = [
  { ...DEPOSIT_GUARDRAILS, title: 'investments.guardrails.title' },
  { ...PAYOUT_GUARDRAILS, title: 'investments.payout_guardrail.title' },
  { ...INTERNAL_TRANSFERS, title: 'investments.transfers.title' },
  { ...PAYOUT_STATUS, title: 'investments.payout_status.title' },
  { ...INVESTMENT_ACCOUNTS, title: 'investments.accounts.title' },
  { ...INVESTMENT_REQUESTS, title: 'investments.requests.title' },
  { ...MUTUAL_FUNDS, title: 'investments.mutual_fund.title' },
  { ...DEPOSIT_UPLOADS, title: 'investments.uploads.title' },
  { ...PAYOUT_RECON, title: 'payoutRecon.title' },
];
