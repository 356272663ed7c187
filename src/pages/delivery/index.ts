import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazyView } from '../../common/lazy-view';
import { CARD_DELIVERY_ACCESS, DELIVERY_PARTNER_ACCESS, MERCHANT_CARD_ACCESS } from '../../../contract/delivery/calls';
import type { PageEntry } from '../types';

/** /delivery-provider (spec §2.3 Delivery; issue 44 item 4): courier partners, their pincodes, the pincode check. */
export const deliveryProviderPage: PageEntry = {
  name: 'delivery-provider',
  path: '/delivery-provider',
  title: 'delivery.provider_title',
  access: DELIVERY_PARTNER_ACCESS.list,
  parts: { manage: DELIVERY_PARTNER_ACCESS.create },
  icon: LocalShippingIcon,
  component: lazyView(() => import('./DeliveryProviderPage')),
};

/** /delivery/card (spec §2.3 Delivery, prefix; issue 44 item 4): card deliveries and their moves. */
export const deliveryCardPage: PageEntry = {
  name: 'delivery-card',
  path: '/delivery/card',
  title: 'delivery.cards_title',
  access: CARD_DELIVERY_ACCESS.list,
  parts: { move: CARD_DELIVERY_ACCESS.edit },
  icon: LocalShippingIcon,
  component: lazyView(() => import('./CardDeliveriesPage')),
};

const MERCHANT_CARD_CHILDREN: readonly PageEntry[] = [
  {
    name: 'merchant-card-app',
    path: '/merchant-card/card-app',
    title: 'delivery.merchant_card.app_title',
    access: MERCHANT_CARD_ACCESS.list,
    parts: { raise: MERCHANT_CARD_ACCESS.raise, decide: MERCHANT_CARD_ACCESS.decide },
    component: lazyView(() => import('./CardApplicationsPage')),
  },
  {
    name: 'merchant-card-order',
    path: '/merchant-card/card-order',
    title: 'delivery.merchant_card.order_page_title',
    access: MERCHANT_CARD_ACCESS.list,
    component: lazyView(() => import('./CardOrdersPage')),
  },
];

/** /merchant-card (spec §2.3 Other, with card-app and card-order): merchant card applications and orders. */
export const merchantCardGroup: PageEntry = {
  name: 'merchant-card',
  path: '/merchant-card',
  title: 'delivery.merchant_card.title',
  access: MERCHANT_CARD_ACCESS.list,
  icon: CreditCardIcon,
  children: MERCHANT_CARD_CHILDREN,
  /** The group's own route opens its first sub-page, the applications. */
  component: function MerchantCardIndex() {
    return createElement(Navigate, { to: MERCHANT_CARD_CHILDREN[0]!.path, replace: true });
  },
};
