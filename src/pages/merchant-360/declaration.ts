import { lazyView } from '../../common/lazy-view';
import GavelIcon from '@mui/icons-material/Gavel';
import { MERCHANT_DETAILS } from '../../../contract/merchant/bindings';
import type { PageEntry } from '../types';

/** /merchant-declaration (Merchant Declaration- NPCI): a merchant's NPCI annual-limit declaration standing. */
export const merchantDeclarationPage: PageEntry = {
  name: 'merchant-declaration',
  path: '/merchant-declaration',
  title: 'merchant360Kyc.declaration.title',
  access: MERCHANT_DETAILS.access.list,
  icon: GavelIcon,
  component: lazyView(() => import('./MerchantDeclarationPage')),
};
