import DescriptionIcon from '@mui/icons-material/Description';
import { CAF_CALLS } from '../../../contract/caf/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /caf-form (spec §2.3 Other; issue 46 item 5): a merchant's customer application form as a PDF. */
export const cafFormPage: PageEntry = {
  name: 'caf-form',
  path: '/caf-form',
  title: 'others.caf_form_title',
  access: CAF_CALLS.cafPdf.access.rules.show,
  icon: DescriptionIcon,
  component: lazyView(() => import('./CafFormPage')),
};
