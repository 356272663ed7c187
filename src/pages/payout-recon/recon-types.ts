import { useDataProvider } from 'react-admin';
import { PAYOUT_RECON } from '../../../contract/bindings';
import type { ReconGroup } from '../../../contract/payouts';
import type { PayoutReconMethods } from '../../../dataProviders/payouts/payout-recon';

export const RECON_RESOURCE = PAYOUT_RECON.name;

export interface ReconGroupSummary {
  group: ReconGroup;
  count: number;
  booksTotal: number;
  bankTotal: number;
  open: number;
}

export interface ReconRun {
  id: number;
  from: string;
  to: string;
  source: 'UPLOAD' | 'HELD';
  fileName: string | null;
  statementLines: number;
  runBy: string;
  runAt: number;
  groups?: ReconGroupSummary[];
}

export interface ReconItem {
  id: number;
  group: ReconGroup;
  reason: string;
  payoutId: number | null;
  utr: string | null;
  booksAmount: number | null;
  booksStatus: string | null;
  booksTxnStatus: string | null;
  bankAmount: number | null;
  bankStatus: string | null;
  valueDay: string | null;
  reviewStatus: 'OPEN' | 'REVIEWED' | null;
  reviewRemarks: string | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
}

export type ReconProvider = ReturnType<typeof useDataProvider> & PayoutReconMethods;

export function useReconProvider(): ReconProvider {
  return useDataProvider<ReconProvider>();
}

/** The payout status page, opened on one payout (by UTR when it has one, else by id). */
export const payoutStatusLink = (item: Pick<ReconItem, 'payoutId' | 'utr'>): string =>
  `/payout/status?q=${encodeURIComponent(item.utr ?? String(item.payoutId))}`;
