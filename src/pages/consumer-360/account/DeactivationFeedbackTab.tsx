import { DataTable, useTranslate } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { dateColumn, textColumn } from '../HistoryColumns';

/** Deactivation feedback (spec §3.22): id, date, selectedReason, whetherReinstall, text ('no text found'). */
export default function DeactivationFeedbackTab() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.deactivationFeedback}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.record"
      label="consumer360.tab.deactivation-feedback"
    >
      {textColumn('id', 'consumer360.col.number')}
      {dateColumn()}
      {textColumn('selectedReason', 'consumer360.col.selectedReason')}
      {textColumn('whetherReinstall', 'consumer360.col.reinstall')}
      <DataTable.Col<{ id: number; text?: string }>
        label="consumer360.col.text"
        disableSort
        render={(r) => r.text || translate('consumer360.empty.text')}
      />
    </EntityListTab>
  );
}
