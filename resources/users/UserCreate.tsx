import { Create } from 'react-admin';
import { UserForm } from './UserForm';
import { useObjectToast } from '../../src/common/object-toast';
import { userName } from './user-name';

export default function UserCreate() {
  const saved = useObjectToast('users', userName);
  return (
    <Create
      title="resources.users.create_title"
      redirect="list"
      record={{ roleIds: [] }}
      mutationOptions={{ onSuccess: saved('created') }}
    >
      <UserForm />
    </Create>
  );
}
