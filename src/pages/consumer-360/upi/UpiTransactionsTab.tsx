import { useState } from 'react';
import { DataTable } from 'react-admin';
import { UPI_TXN_STATUSES, UPI_TXN_TYPES } from '../../../../contract/consumer/filters';
import { CONSUMER_MORE_LISTS } from '../../../../dataProviders/postpe/consumer-more';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../../format';
import { ViewDetailButton } from '../details/RecordDetailDialog';
import { textColumn } from '../HistoryColumns';
import { ConsumerMoreScope } from '../provider';
import { NO_UPI_FILTER, UpiFilters, upiQuery } from './UpiFilters';

interface UpiTxn {
  id: number;
  transaction_id: string;
  created_at: number;
  amount: number;
  status: string;
  txn_type: string;
  payee_details: { name: string; vpa: string };
  payer_details: { bank_name: string; account_number: string };
}

function UpiTransactions() {
  const { entityId } = useEntity360();
  const [filters, setFilters] = useState(NO_UPI_FILTER);
  return (
    <EntityListTab
      light
      resource={CONSUMER_MORE_LISTS.upiTxns}
      filter={{ consumerId: entityId, ...upiQuery(filters, 'txn_status', true) }}
      empty="consumer360More.empty.transactions"
      label="consumer360More.tab.upi-transactions"
      toolbar={<UpiFilters value={filters} onChange={setFilters} statuses={UPI_TXN_STATUSES} types={UPI_TXN_TYPES} />}
    >
      {textColumn('transaction_id', 'consumer360More.col.transaction_id')}
      <DataTable.Col<UpiTxn>
        label="consumer360More.col.created_at"
        disableSort
        render={(r) => formatDateTime(r.created_at, 'seconds')}
      />
      <DataTable.Col<UpiTxn> label="consumer360More.col.amount" disableSort render={(r) => formatInr(r.amount)} />
      <DataTable.Col<UpiTxn>
        label="consumer360More.col.status"
        disableSort
        render={(r) => <StatusChip status={r.status} />}
      />
      {textColumn('txn_type', 'consumer360More.col.txn_type')}
      <DataTable.Col<UpiTxn>
        label="consumer360More.col.payee"
        disableSort
        render={(r) => `${r.payee_details.name} (${r.payee_details.vpa})`}
      />
      <DataTable.Col<UpiTxn>
        label="consumer360More.col.payer"
        disableSort
        render={(r) => orNotAvailable(`${r.payer_details.bank_name} ${r.payer_details.account_number}`)}
      />
      {textColumn('bank_rrn', 'consumer360More.col.bank_rrn')}
      {textColumn('upi_complaint_id', 'consumer360More.col.upi_complaint_id')}
      {textColumn('response_message', 'consumer360More.col.response_message')}
      <DataTable.Col label="consumer360More.col.actions" disableSort>
        <ViewDetailButton kind="upi" />
      </DataTable.Col>
    </EntityListTab>
  );
}

/** Upi Transactions (CAN_VIEW_UPI_TXN; spec §3.23, §4 filters): pages of 20 from 0. */
export default function UpiTransactionsTab() {
  return (
    <ConsumerMoreScope>
      <UpiTransactions />
    </ConsumerMoreScope>
  );
}
