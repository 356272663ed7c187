import { Edit } from 'react-admin';
import { StaleRecordNotice, useStaleRecordError } from '../../src/common/StaleRecordNotice';
import { UserForm } from './UserForm';
import { useObjectToast } from '../../src/common/object-toast';
import { userName } from './user-name';

/**
 * The form keeps the whole record, so the update carries the `version` it was opened with; a stale one gets 412
 * from the server instead of overwriting someone else's change, and the user is offered a Reload (DESIGN.md §5).
 */
export default function UserEdit() {
  const stale = useStaleRecordError();
  const saved = useObjectToast('users', userName);
  return (
    <Edit
      title="resources.users.edit_title"
      mutationMode="pessimistic"
      redirect="list"
      mutationOptions={{ onSuccess: saved('updated'), onError: stale.onError }}
    >
      <StaleRecordNotice error={stale.error} onReload={stale.reload} />
      <UserForm withDisabled />
    </Edit>
  );
}
