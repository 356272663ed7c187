import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { PermissionGate } from '../../src/common/PermissionGate';

/** A maker's way from a limit to a change request for it (the amounts change only through maker/checker). */
export function RequestChangeButton() {
  const record = useRecordContext<{ id: number }>();
  const basename = useBasename();
  if (!record) return null;
  return (
    <PermissionGate permissions={['CAN_SUBMIT_LIMIT_REQUEST']}>
      <Button
        component={Link}
        to={`${basename}/limit-requests?limitId=${encodeURIComponent(String(record.id))}`}
        label="resources.limits.request_change"
        startIcon={<EditNoteIcon />}
      />
    </PermissionGate>
  );
}
