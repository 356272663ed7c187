import { useCanAccess } from 'react-admin';
import type { ConsumerAction } from '../../../../contract/consumer/access';
import { actionEntry } from '../access';

/** Whether the user may see an action (or its column) at all (spec §6: columns shown to permitted users). */
export function useActionAllowed(action: ConsumerAction): boolean {
  const { canAccess, isPending } = useCanAccess({ resource: actionEntry(action), action: 'access' });
  return !isPending && canAccess === true;
}
