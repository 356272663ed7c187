import { Edit } from 'react-admin';
import { UserForm } from './UserForm';

/**
 * The form keeps the whole record, so the update carries the `version` it was opened with; a stale one gets 412
 * from the server instead of overwriting someone else's change (DESIGN.md §5).
 */
export default function UserEdit() {
  return (
    <Edit title="resources.users.edit_title" mutationMode="pessimistic" redirect="list">
      <UserForm withDisabled />
    </Edit>
  );
}
