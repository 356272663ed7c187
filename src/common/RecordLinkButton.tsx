import { memo } from 'react';
import { Button } from '@mui/material';
import ContentCreate from '@mui/icons-material/Create';
import ImageEye from '@mui/icons-material/RemoveRedEye';
import { Link } from 'react-router-dom';
import { useCreatePath, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useAfterRows } from './AfterRows';

/**
 * A list row's Show or Edit link, as react-admin's ShowButton and EditButton look and read ('Show', 'Edit', their
 * icons, the record's page), without their per-row work: each asked the access check for its own record (20 rows,
 * two buttons: 40 queries and a second render of every row once they answered) and worked out the record's label.
 * The list asks once whether the user may show or edit (the console's rules are per resource, never per record) and
 * renders these only then. They are drawn just after the rows (useAfterRows): the rows' text, which is what
 * staff read first, is not held back by forty buttons.
 */
export const RecordLinkButton = memo(function RecordLinkButton({ type }: { type: 'show' | 'edit' }) {
  const resource = useResourceContext();
  const record = useRecordContext();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const drawn = useAfterRows();
  if (!drawn || !record || !resource) return null;
  const label = translate(`ra.action.${type}`);
  return (
    <Button
      component={Link}
      to={createPath({ type, resource, id: record.id })}
      size="small"
      startIcon={type === 'edit' ? <ContentCreate /> : <ImageEye />}
      aria-label={label}
      onClick={(e) => e.stopPropagation()}
    >
      {label}
    </Button>
  );
});
