import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import StorefrontIcon from '@mui/icons-material/Storefront';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import RedeemIcon from '@mui/icons-material/Redeem';
import CurrencyRupeeIcon from '@mui/icons-material/CurrencyRupee';
import type { PageEntry } from '../types';
import { merchantDetailPage } from '../merchant-360';
import { consumer360Page } from '../consumer-360';
import { goodwillCashbackPage } from '../goodwill-cashback';

/** A menu-only route opens the screen that serves it (its own route kept, so a bookmark and the menu still work). */
function opens(target: Pick<PageEntry, 'path'>, segment = '') {
  return function MenuOnlyRoute() {
    const basename = useBasename();
    return createElement(Navigate, { to: `${basename}${target.path}${segment}`, replace: true });
  };
}

/** A route named in the spec's menu without a screen of its own (§2.3 menu-only), opening the one that serves it. */
function menuOnly(name: string, target: PageEntry, icon: PageEntry['icon'], segment?: string): PageEntry {
  return {
    name,
    path: `/${name}`,
    title: `others.${name.replace(/-/g, '_')}_title`,
    access: target.access,
    icon,
    component: opens(target, segment),
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
