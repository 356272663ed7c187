import { lazyView } from '../../src/common/lazy-view';
import PeopleIcon from '@mui/icons-material/People';
import { USERS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

const users: ResourceBundle = {
  ...USERS,
  title: 'resources.users.title',
  icon: PeopleIcon,
  list: lazyView(() => import('./UserList')),
  create: lazyView(() => import('./UserCreate')),
  edit: lazyView(() => import('./UserEdit')),
};

export default users;
