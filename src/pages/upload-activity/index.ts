import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BULK_PROCESSES } from '../../../contract/jobs/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /upload-activity (spec §2.3 Other, exact; issue 46 item 5): every upload of every kind. */
export const uploadActivityPage: PageEntry = {
  name: 'upload-activity',
  path: '/upload-activity',
  title: 'others.upload_activity_title',
  access: BULK_PROCESSES.access.list,
  icon: UploadFileIcon,
  messages: ['jobs'],
  component: lazyView(() => import('./UploadActivityPage')),
};
