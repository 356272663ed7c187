import { lazyView } from '../../common/lazy-view';
import StorefrontIcon from '@mui/icons-material/Storefront';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import BadgeIcon from '@mui/icons-material/Badge';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ReceiptIcon from '@mui/icons-material/Receipt';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import UndoIcon from '@mui/icons-material/Undo';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import CreditScoreIcon from '@mui/icons-material/CreditScore';
import { MERCHANT_DETAILS, MERCHANT_SETTLEMENTS } from '../../../contract/merchant/bindings';
import { MCC_CHANGE_REQUESTS } from '../../../contract/merchant-calls/bindings';
import { VIDEO_KYC_KEY } from '../../../contract/consumer-calls/calls';
import { SWIPE_ORDER_LINK_KEY, SWIPE_QR_KEY } from '../../../contract/bharat-swipe/calls';
import type { PageEntry } from '../types';

const READ = MERCHANT_DETAILS.access.list;

/** Parts of the merchant 360 (spec §6): everyday changes, and settlement actions (CAN_PERFORM_SETTLEMENT). */
export const MERCHANT_PARTS = {
  change: MERCHANT_DETAILS.access.edit,
  settle: MERCHANT_SETTLEMENTS.access.decide,
  // Raising an MCC change for a checker (issue 43 item 7).
  mcc: MCC_CHANGE_REQUESTS.access.raise,
  videoKyc: [VIDEO_KYC_KEY],
  // The card-swipe tab's QR generation and order link (issue 44 item 5).
  swipeQr: [SWIPE_QR_KEY],
  orderLink: [SWIPE_ORDER_LINK_KEY],
} as const;

/** /new-merchant (Merchant Detail, prefix): one merchant, its tabs as sub-paths `/new-merchant/:id/:tab`. */
export const merchantDetailPage: PageEntry = {
  name: 'merchant-detail',
  path: '/new-merchant',
  title: 'merchant360.detail_title',
  access: READ,
  parts: MERCHANT_PARTS,
  icon: BadgeIcon,
  component: lazyView(() => import('./MerchantDetailPage')),
};

/** /merchant-details (Merchant Search; the spec gives no title): find a merchant by id, mobile or store. */
export const merchantDetailsPage: PageEntry = {
  name: 'merchant-details',
  path: '/merchant-details',
  title: 'merchant360.search_title',
  access: READ,
  icon: StorefrontIcon,
  component: lazyView(() => import('./MerchantSearchPage')),
};

/** /vpa-detail: find a merchant by VPA. */
export const vpaDetailPage: PageEntry = {
  name: 'vpa-detail',
  path: '/vpa-detail',
  title: 'merchant360.vpa_title',
  access: READ,
  icon: AlternateEmailIcon,
  component: lazyView(() => import('./VpaSearchPage')),
};

/** /merchant-details/update (Merchant Details Edit): the profile's changes for one merchant. */
export const merchantEditPage: PageEntry = {
  name: 'merchant-details-update',
  path: '/merchant-details/update',
  title: 'merchant360.edit_title',
  access: MERCHANT_DETAILS.access.edit,
  parts: MERCHANT_PARTS,
  icon: EditNoteIcon,
  component: lazyView(() => import('./MerchantEditPage')),
};

/** /merchant-transaction: a transaction search across merchants (payments-tesseract). */
export const merchantTransactionPage: PageEntry = {
  name: 'merchant-transaction',
  path: '/merchant-transaction',
  title: 'merchant360.txn_search_title',
  access: READ,
  icon: ReceiptIcon,
  // The search table and its cells: the merchant 360's strings and the shared 360 list's, not the frame's tabs'.
  alone: true,
  messages: ['entity360'],
  component: lazyView(() => import('./TransactionSearchPage')),
  // The search with nothing typed yet, as its table asks for it (react-admin's default sort, 20 rows).
  firstPage: {
    resource: 'm360-txn-search',
    sort: { field: 'id', order: 'ASC' },
    perPage: 20,
    filter: {},
    provider: () => import('./provider').then((m) => m.merchantProvider()),
  },
};

/** /payment-status (Status): one payment's status by id. */
export const paymentStatusPage: PageEntry = {
  name: 'payment-status',
  path: '/payment-status',
  title: 'merchant360.status_title',
  access: READ,
  icon: FactCheckIcon,
  component: lazyView(() => import('./PaymentStatusPage')),
};

/** /refund: a refund by its id or by the transaction's. */
export const refundPage: PageEntry = {
  name: 'refund',
  path: '/refund',
  title: 'merchant360.refund_title',
  access: READ,
  icon: UndoIcon,
  component: lazyView(() => import('./RefundLookupPage')),
};

/** /loan-app (the spec names the route only): every merchant's loans and applications, cancel from the row. */
export const loanApplicationsPage: PageEntry = {
  name: 'loan-app',
  path: '/loan-app',
  title: 'merchant360.loan_app_title',
  access: READ,
  parts: MERCHANT_PARTS,
  icon: RequestQuoteIcon,
  component: lazyView(() => import('./LoanApplicationsPage')),
};

/** /credit-line (the spec names the route only): the merchant credit-line portfolio, most overdue first. */
export const creditLinesPage: PageEntry = {
  name: 'credit-line',
  path: '/credit-line',
  title: 'merchant360.credit_lines_title',
  access: READ,
  icon: CreditScoreIcon,
  component: lazyView(() => import('./CreditLinesPage')),
};

export const MERCHANT_360_PAGES: readonly PageEntry[] = [
  merchantDetailsPage,
  vpaDetailPage,
  merchantDetailPage,
  merchantEditPage,
  merchantTransactionPage,
  paymentStatusPage,
  refundPage,
  loanApplicationsPage,
  creditLinesPage,
];

/** The access-table names of the parts (`merchant-detail.change`, `merchant-detail.settle`). */
export const CHANGE_PART = 'merchant-detail.change';
/** The access-table part that shows Change MCC. */
export const MCC_PART = 'merchant-detail.mcc';
export const SETTLE_PART = 'merchant-detail.settle';
export const VIDEO_KYC_PART = 'merchant-detail.videoKyc';
export const SWIPE_QR_PART = 'merchant-detail.swipeQr';
export const ORDER_LINK_PART = 'merchant-detail.orderLink';
