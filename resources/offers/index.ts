import { lazyView } from '../../src/common/lazy-view';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { OFFERS } from '../../contract/bindings';
import type { FirstPage, ResourceBundle } from '../types';
import { LIST_PAGE_SIZE } from '../../contract/schema';
import { OFFER_LIST_DEFAULT_FILTER } from '../../contract/entities/offer-values';

/** ACTIVE offers, newest first, 20 a page (OfferList; spec §4, §9). */
export const OFFERS_FIRST_PAGE: FirstPage = {
  sort: { field: 'createdAt', order: 'DESC' },
  perPage: LIST_PAGE_SIZE,
  filter: OFFER_LIST_DEFAULT_FILTER,
};

/**
 * The wire conversion (₹ ⇄ `&#8377;`, times, form-only inputs dropped) is not in the shell: it is fetched with the
 * list's chunk, so the first page's answer is converted as soon as it arrives (fetched only when that answer came back,
 * it cost a round trip more on a cold load).
 */
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
  list: lazyView(() => {
    void transforms().catch(() => undefined); // a failure shows on the call that needs it
    return import('./OfferList');
  }),
  firstPage: OFFERS_FIRST_PAGE,
  show: lazyView(() => import('./OfferShow')),
  create: lazyView(() => import('./OfferCreate')),
  edit: lazyView(() => import('./OfferEdit')),
};

export default offers;
