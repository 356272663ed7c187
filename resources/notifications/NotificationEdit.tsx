import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { notificationSchema } from '../../contract/entities/notifications';
import { SchemaEdit } from '../../src/schema/SchemaEdit';
import { SaveConfirmContext, type SaveConfirm } from '../../src/schema/save-confirm';
import { notificationStatusSummary } from './status-change';

/**
 * Notification edit: the schema's form; a save that activates or deactivates the notification (what customers see)
 * restates it, Status old → new, in the decision dialog first (issue 41). Every other edit saves at once.
 */
export default function NotificationEdit() {
  const translate = useTranslate();
  const confirm = useMemo<SaveConfirm>(
    () => ({
      title: 'resources.notifications.status_change.title',
      confirmLabel: 'resources.notifications.status_change.confirm',
      summaryOf: (values, record) => notificationStatusSummary(record, values, translate),
    }),
    [translate],
  );
  return (
    <SaveConfirmContext.Provider value={confirm}>
      <SchemaEdit schema={notificationSchema} />
    </SaveConfirmContext.Provider>
  );
}
