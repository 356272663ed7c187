import { lazyView } from '../../src/common/lazy-view';
import PeopleIcon from '@mui/icons-material/People';
import { USERS } from '../../contract/bindings';
import type { FirstPage, ResourceBundle } from '../types';
import { LIST_PAGE_SIZE } from '../../contract/schema';

/** By name, 20 a page (UserList). */
export const USERS_FIRST_PAGE: FirstPage = { sort: { field: 'name', order: 'ASC' }, perPage: LIST_PAGE_SIZE };

const users: ResourceBundle = {
  ...USERS,
  title: 'resources.users.title',
  icon: PeopleIcon,
  list: lazyView(() => import('./UserList')),
  firstPage: USERS_FIRST_PAGE,
  create: lazyView(() => import('./UserCreate')),
  edit: lazyView(() => import('./UserEdit')),
};

export default users;
