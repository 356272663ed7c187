import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import { USERS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

const users: ResourceBundle = {
  ...USERS,
  title: 'resources.users.title',
  icon: PeopleIcon,
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
};

export default users;
