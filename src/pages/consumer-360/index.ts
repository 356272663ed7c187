import { lazyView } from '../../common/lazy-view';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import type { PageEntry } from '../types';
import { CONSUMER_PAGE, CONSUMER_PAGE_KEYS, CONSUMER_PARTS } from './access';

/** /post-pe (spec §2.3, §2.13): the consumer lookup and the consumer 360 under it (`/post-pe/:consumerId/:tab`). */
export const consumer360Page: PageEntry = {
  name: CONSUMER_PAGE.name,
  path: '/post-pe',
  title: 'consumer360.title',
  access: CONSUMER_PAGE_KEYS,
  parts: CONSUMER_PARTS,
  icon: PersonSearchIcon,
  component: lazyView(() => import('./ConsumerPage')),
};
