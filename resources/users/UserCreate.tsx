import { Create } from 'react-admin';
import { UserForm } from './UserForm';

export default function UserCreate() {
  return (
    <Create title="resources.users.create_title" redirect="list" record={{ roleIds: [] }}>
      <UserForm />
    </Create>
  );
}
