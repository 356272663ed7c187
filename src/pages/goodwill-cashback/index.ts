import { lazyView } from '../../common/lazy-view';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import type { PageEntry } from '../types';

/** /goodwill/cashback (spec §2.3, §7.3): goodwill cashback requests under maker-checker. */
export const goodwillCashbackPage: PageEntry = {
  name: 'goodwill-cashback',
  path: '/goodwill/cashback',
  title: 'pages.goodwill_cashback.title',
  access: ['CAN_SUBMIT_CASHBACK_REQUEST', 'CAN_APPROVE_CASHBACK_REQUEST'],
  icon: CardGiftcardIcon,
  /** The area strings it shows (the inbox parts it reuses). */
  messages: ['uploads', 'investments', 'merchantChanges'],
  component: lazyView(() => import('./GoodwillCashbackPage')),
};
