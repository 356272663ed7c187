import { lazyView } from '../../common/lazy-view';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { MOBILE_CHANGE_REQUESTS } from '../../../contract/mobile-change/calls';
import type { PageEntry } from '../types';

/** /mobile-change-request (spec §2.3 route only; issue 43 item 3): a merchant's registered mobile change, four eyes. */
export const mobileChangePage: PageEntry = {
  name: 'mobile-change-request',
  path: '/mobile-change-request',
  title: 'mobileChange.title',
  access: MOBILE_CHANGE_REQUESTS.access.list,
  icon: PhoneAndroidIcon,
  component: lazyView(() => import('./MobileChangePage')),
};
