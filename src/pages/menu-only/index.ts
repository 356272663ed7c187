import StorefrontIcon from '@mui/icons-material/Storefront';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import RedeemIcon from '@mui/icons-material/Redeem';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';
import { merchantDetailPage } from '../merchant-360';
import { consumer360Page } from '../consumer-360';
import { goodwillCashbackPage } from '../goodwill-cashback';

/**
 * A menu-only route opens the screen that serves it (its own route kept, so a bookmark and the menu still work); the
 * view in its own chunk, as the route table is read before react-admin has arrived (src/layout/route-start.ts).
 */
const opens = (target: Pick<PageEntry, 'path'>) =>
  lazyView(() => import('./MenuOnlyRedirect').then((m) => ({ default: m.opensPath(target.path) })));

/** A route named in the spec's menu without a screen of its own (§2.3 menu-only), opening the one that serves it. */
function menuOnly(name: string, target: PageEntry, icon: PageEntry['icon']): PageEntry {
  return {
    name,
    path: `/${name}`,
    title: `others.${name.replace(/-/g, '_')}_title`,
    access: target.access,
    icon,
    component: opens(target),
  };
}

/**
 * Spec §2.3 "Further routes named in the menu without titles" (issue 46 item 5): /crofam-ecom, /b2b-partners and the
 * retailer pages are merchants of a kind (the merchant 360 serves them); /rewards is the consumer 360 (its Zillion
 * rewards tabs), /cashback the cashback requests under maker/checker (/goodwill/cashback). README lists the mapping.
 */
export const MENU_ONLY_PAGES: readonly PageEntry[] = [
  menuOnly('crofam-ecom', merchantDetailPage, ShoppingCartIcon),
  menuOnly('b2b-partners', merchantDetailPage, HandshakeIcon),
  menuOnly('retailer', merchantDetailPage, StorefrontIcon),
  menuOnly('rewards', consumer360Page, RedeemIcon),
  menuOnly('cashback', goodwillCashbackPage, CurrencyRupeeIcon),
];
