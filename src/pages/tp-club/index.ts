import GroupsIcon from '@mui/icons-material/Groups';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import { CLUB_RULES } from '../../../contract/club/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /tp-club (spec §2.3 Other, prefix): members, collections, networth, cashback check, force withdrawal, interest. */
export const tpClubPage: PageEntry = {
  name: 'tp-club',
  path: '/tp-club',
  title: 'club.title',
  access: CLUB_RULES.list,
  icon: GroupsIcon,
  component: lazyView(() => import('./TpClubPage')),
};

/** /club/cancel-refund (spec §2.3 Investments): club subscriptions, each cancelled and refunded once. */
export const clubCancelRefundPage: PageEntry = {
  name: 'club-cancel-refund',
  path: '/club/cancel-refund',
  title: 'club.refund_title',
  access: CLUB_RULES.list,
  icon: AssignmentReturnIcon,
  component: lazyView(() => import('./CancelRefundPage')),
};

export const CLUB_PAGES: readonly PageEntry[] = [tpClubPage, clubCancelRefundPage];
