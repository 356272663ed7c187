import { useState } from 'react';
import { DataTable } from 'react-admin';
import { CONSUMER_MORE_LISTS } from '../../../../dataProviders/postpe/consumer-more';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr } from '../../../format';
import { textColumn } from '../HistoryColumns';
import { ConsumerMoreScope } from '../provider';
import { NO_UPI_FILTER, UpiFilters, upiQuery } from './UpiFilters';

/** Ours: the complaint statuses the UDIR list is filtered by (the spec names the parameter mandate_status). */
const COMPLAINT_STATUSES = ['OPEN', 'CLOSED'] as const;

interface Complaint {
  id: number;
  amount: number;
  status: string;
  registered_date: number;
  txn_date: number;
}

function UpiComplaints() {
  const { entityId } = useEntity360();
  const [filters, setFilters] = useState(NO_UPI_FILTER);
  return (
    <EntityListTab
      light
      resource={CONSUMER_MORE_LISTS.upiComplaints}
      filter={{ consumerId: entityId, ...upiQuery(filters, 'mandate_status', false) }}
      empty="consumer360More.empty.complaints"
      label="consumer360More.tab.upi-complaints"
      toolbar={<UpiFilters value={filters} onChange={setFilters} statuses={COMPLAINT_STATUSES} />}
    >
      {textColumn('upi_complaint_id', 'consumer360More.col.upi_complaint_id')}
      {textColumn('payee_name', 'consumer360More.col.payee_name')}
      <DataTable.Col<Complaint>
        label="consumer360More.col.status"
        disableSort
        render={(r) => <StatusChip status={r.status} />}
      />
      {textColumn('complaint_status', 'consumer360More.col.complaint_status')}
      {textColumn('dispute_status', 'consumer360More.col.dispute_status')}
      <DataTable.Col<Complaint> label="consumer360More.col.amount" disableSort render={(r) => formatInr(r.amount)} />
      <DataTable.Col<Complaint>
        label="consumer360More.col.registered_date"
        disableSort
        render={(r) => formatDateTime(r.registered_date, 'seconds')}
      />
      <DataTable.Col<Complaint>
        label="consumer360More.col.txn_date"
        disableSort
        render={(r) => formatDateTime(r.txn_date, 'seconds')}
      />
      {textColumn('complaint_ref_no', 'consumer360More.col.complaint_ref_no')}
      {textColumn('bank_rrn', 'consumer360More.col.bank_rrn')}
      {textColumn('upi_complaints_reason', 'consumer360More.col.reason')}
      {textColumn('txn_message', 'consumer360More.col.txn_message')}
    </EntityListTab>
  );
}

/** UPI UDIR complaints (CAN_VIEW_UPI_HISTORY; spec §3.23). */
export default function UpiComplaintsTab() {
  return (
    <ConsumerMoreScope>
      <UpiComplaints />
    </ConsumerMoreScope>
  );
}
