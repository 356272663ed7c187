import { lazy } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { ResourceBundle } from '../types';

/** The HTML ⇄ markdown converters (turndown, marked, DOMPurify) load with the first offers call, not with the shell. */
const transforms = () => import('./offer-transform');

/** Offers (§3.5) on the postpe backend at /offers, route /postpe-offers (§2.3). */
const offers: ResourceBundle = {
  name: 'postpe-offers',
  title: 'resources.postpe-offers.title',
  backend: 'postpe',
  apiPath: 'offers',
  api: {
    transform: {
      toServer: async (data) => (await transforms()).toServerOffer(data),
      fromServer: async (record) => (await transforms()).fromServerOffer(record),
    },
  },
  access: {
    list: ['CAN_MANAGE_POSTPE_OFFERS'],
    show: ['CAN_MANAGE_POSTPE_OFFERS'],
    create: ['CAN_MANAGE_POSTPE_OFFERS'],
    edit: ['CAN_MANAGE_POSTPE_OFFERS'],
  },
  icon: LocalOfferIcon,
  list: lazy(() => import('./OfferList')),
  show: lazy(() => import('./OfferShow')),
  create: lazy(() => import('./OfferCreate')),
  edit: lazy(() => import('./OfferEdit')),
};

export default offers;
