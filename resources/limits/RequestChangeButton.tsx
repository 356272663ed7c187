import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, useBasename, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { PermissionGate } from '../../src/common/PermissionGate';

/** The page the button opens (src/pages/limit-requests): its access entry decides whether the button shows. */
const LIMIT_REQUESTS_PAGE = 'limit-requests';

/** A maker's way from a limit to a change request for it (the amounts change only through maker/checker). */
export function RequestChangeButton() {
  const record = useRecordContext<{ id: number }>();
  const basename = useBasename();
  if (!record) return null;
  return (
    <PermissionGate resource={LIMIT_REQUESTS_PAGE}>
      <Button
        component={Link}
        to={`${basename}/${LIMIT_REQUESTS_PAGE}?limitId=${encodeURIComponent(String(record.id))}`}
        label="resources.limits.request_change"
        startIcon={<EditNoteIcon />}
      />
    </PermissionGate>
  );
}
