import { lazyView } from '../../src/common/lazy-view';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { OFFERS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/** The wire conversion (₹ ⇄ `&#8377;`, times, form-only inputs dropped) loads with the first offers call, not with the shell. */
const transforms = () => import('./offer-transform');

/** Offers (§3.5) on the postpe backend at /offers, route /postpe-offers (§2.3). */
const offers: ResourceBundle = {
  ...OFFERS,
  title: 'resources.postpe-offers.title',
  api: {
    transform: {
      toServer: async (data) => (await transforms()).toServerOffer(data),
      fromServer: async (record) => (await transforms()).fromServerOffer(record),
    },
  },
  icon: LocalOfferIcon,
  list: lazyView(() => import('./OfferList')),
  show: lazyView(() => import('./OfferShow')),
  create: lazyView(() => import('./OfferCreate')),
  edit: lazyView(() => import('./OfferEdit')),
};

export default offers;
