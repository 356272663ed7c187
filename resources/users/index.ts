import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceBundle } from '../types';

const users: ResourceBundle = {
  name: 'user',
  title: 'resources.users.title',
  backend: 'admin',
  apiPath: 'users',
  access: {
    list: ['CAN_LIST_USER'],
    show: ['CAN_LIST_USER'],
    create: ['CAN_ADD_USER'],
    edit: ['CAN_EDIT_USER'],
    delete: ['CAN_DELETE_USER'],
  },
  icon: PeopleIcon,
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
};

export default users;
