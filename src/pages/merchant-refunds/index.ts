import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { MERCHANT_REFUND_REQUESTS } from '../../../contract/merchant-refunds/rules';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /refund-request (spec §2.3 route only; issue 43 item 1): a maker raises a merchant transaction's refund. */
export const refundRequestPage: PageEntry = {
  name: 'refund-request',
  path: '/refund-request',
  title: 'merchantRefunds.request_title',
  access: MERCHANT_REFUND_REQUESTS.access.raise,
  icon: CurrencyExchangeIcon,
  /** The decision strings its folder shares with /refund-verify (merchant-changes DecisionButtons). */
  messages: ['merchantChanges'],
  component: lazyView(() => import('./RefundRequestPage')),
};

/** /refund-verify (spec §2.3 route only; issue 43 item 1): a checker approves or rejects the refunds raised. */
export const refundVerifyPage: PageEntry = {
  name: 'refund-verify',
  path: '/refund-verify',
  title: 'merchantRefunds.verify_title',
  access: MERCHANT_REFUND_REQUESTS.access.decide,
  icon: FactCheckOutlinedIcon,
  /** The decision buttons and their dialog (src/pages/merchant-changes/DecisionButtons.tsx). */
  messages: ['merchantChanges'],
  component: lazyView(() => import('./RefundVerifyPage')),
};
