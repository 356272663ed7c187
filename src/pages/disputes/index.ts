import { lazyView } from '../../common/lazy-view';
import GavelIcon from '@mui/icons-material/Gavel';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ANY_DISPUTE_KEYS, DISPUTE_PRODUCT_KEYS, FRM_COMPLAINT_KEY } from '../../../contract/disputes/access';
import type { DisputeListName } from '../../../contract/disputes/calls';
import { LIST_PAGE_SIZE } from '../../../contract/schema';
import type { PageEntry } from '../types';

/** Parts of the disputes pages: each product (spec §2.4) and the FRM complaint action (§2.8). */
export const DISPUTE_PARTS = {
  SWIPE: DISPUTE_PRODUCT_KEYS.SWIPE,
  QR: DISPUTE_PRODUCT_KEYS.QR,
  FRM: [FRM_COMPLAINT_KEY],
} as const;

/** /view/dispute (View Dispute): chargeback transactions per product, their action menu and dispute history. */
export const viewDisputePage: PageEntry = {
  name: 'view-dispute',
  path: '/view/dispute',
  title: 'disputes.view_title',
  access: ANY_DISPUTE_KEYS,
  parts: DISPUTE_PARTS,
  icon: ReceiptLongIcon,
  component: lazyView(() => import('./ChargebackTransactionsPage')),
};

/** /raise/dispute (Raise Dispute): the raise-dispute form for one transaction (§2.12, §3.2, §5.3). */
export const raiseDisputePage: PageEntry = {
  name: 'raise-dispute',
  path: '/raise/dispute',
  title: 'disputes.raise_title',
  access: ANY_DISPUTE_KEYS,
  parts: DISPUTE_PARTS,
  icon: GavelIcon,
  component: lazyView(() => import('./RaiseDisputePage')),
};

/** /alerts/dispute (Alerts): the chargeback case list (New, Processing, Resolved) and the proof review (§2.9, §4). */
export const disputeAlertsPage: PageEntry = {
  name: 'dispute-alerts',
  path: '/alerts/dispute',
  title: 'disputes.alerts_title',
  access: ANY_DISPUTE_KEYS,
  parts: DISPUTE_PARTS,
  icon: NotificationsActiveIcon,
  component: lazyView(() => import('./DisputeCasesPage')),
  // The list the page opens with (DisputeCasesPage): the first product's New cases, for a user who may see that
  // product (another user's first product differs, and nothing is fetched ahead for them).
  firstPage: {
    resource: 'dispute-cases' satisfies DisputeListName,
    part: 'SWIPE',
    sort: { field: 'id', order: 'ASC' },
    perPage: LIST_PAGE_SIZE,
    filter: { sourceProduct: 'SWIPE', status: 'INIT' },
    provider: () => import('./provider').then((m) => m.disputesProvider()),
  },
};

/** /bulk/dispute (Bulk Dispute): a CSV of transactions to dispute, checked in a worker, raised all or none. */
export const bulkDisputePage: PageEntry = {
  name: 'bulk-dispute',
  path: '/bulk/dispute',
  title: 'disputes.bulk_title',
  access: ANY_DISPUTE_KEYS,
  icon: UploadFileIcon,
  component: lazyView(() => import('./bulk/BulkDisputePage')),
};

export const DISPUTE_PAGES: readonly PageEntry[] = [
  viewDisputePage,
  raiseDisputePage,
  disputeAlertsPage,
  bulkDisputePage,
];
