import { useState } from 'react';
import { DataTable, useTranslate } from 'react-admin';
import { UPI_MANDATE_STATUSES } from '../../../../contract/consumer/filters';
import { CONSUMER_MORE_LISTS } from '../../../../dataProviders/postpe/consumer-more';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDate, formatDateTime, formatInr } from '../../../format';
import { textColumn } from '../HistoryColumns';
import { ConsumerMoreScope } from '../provider';
import { NO_UPI_FILTER, UpiFilters, upiQuery } from './UpiFilters';

interface Mandate {
  id: number;
  created_at: number;
  amount: number;
  status: string;
  revokeable: boolean;
  validity_start: number;
  validity_end: number;
}

function UpiMandates() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  const [filters, setFilters] = useState(NO_UPI_FILTER);
  return (
    <EntityListTab
      light
      resource={CONSUMER_MORE_LISTS.upiMandates}
      filter={{ consumerId: entityId, ...upiQuery(filters, 'mandate_status', false) }}
      empty="consumer360More.empty.mandates"
      label="consumer360More.tab.upi-mandates"
      toolbar={<UpiFilters value={filters} onChange={setFilters} statuses={UPI_MANDATE_STATUSES} />}
    >
      {textColumn('mandate_id', 'consumer360More.col.mandate_id')}
      {textColumn('mandate_name', 'consumer360More.col.mandate_name')}
      <DataTable.Col<Mandate>
        label="consumer360More.col.status"
        disableSort
        render={(r) => <StatusChip status={r.status} />}
      />
      <DataTable.Col<Mandate> label="consumer360More.col.amount" disableSort render={(r) => formatInr(r.amount)} />
      <DataTable.Col<Mandate>
        label="consumer360More.col.created_at"
        disableSort
        render={(r) => formatDateTime(r.created_at, 'seconds')}
      />
      {textColumn('frequency', 'consumer360More.col.frequency')}
      {textColumn('mode', 'consumer360More.col.mode')}
      {textColumn('payee_name', 'consumer360More.col.payee_name')}
      {textColumn('payee_vpa', 'consumer360More.col.payee_vpa')}
      {textColumn('payer_account', 'consumer360More.col.payer_account')}
      {textColumn('umn', 'consumer360More.col.umn')}
      <DataTable.Col<Mandate>
        label="consumer360More.col.validity"
        disableSort
        render={(r) => `${formatDate(r.validity_start, 'seconds')} – ${formatDate(r.validity_end, 'seconds')}`}
      />
      <DataTable.Col<Mandate>
        label="consumer360More.col.revokeable"
        disableSort
        render={(r) => translate(r.revokeable ? 'consumer360More.yes' : 'consumer360More.no')}
      />
      {textColumn('initiated_by', 'consumer360More.col.initiated_by')}
    </EntityListTab>
  );
}

/** Upi Mandate (CAN_VIEW_UPI_MANDATE; spec §3.23, the nine statuses of §4). */
export default function UpiMandatesTab() {
  return (
    <ConsumerMoreScope>
      <UpiMandates />
    </ConsumerMoreScope>
  );
}
