import { DataTable, useTranslate } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { formatDateTime, formatInr } from '../../../format';
import { ViewDetailButton } from '../details/RecordDetailDialog';
import { textColumn } from '../HistoryColumns';

interface Repayment {
  id: number;
  txnTime: number;
  amount: number;
  cashbackAmount: number | null;
  status: string;
  refundInfo: { status?: string; bankReferenceId?: string; completed?: number } | null;
}

/** Repayments (spec §3.21): pages from 1 (limit 20), with refund info. */
export default function RepaymentsTab() {
  const translate = useTranslate();
  const { entityId } = useEntity360();
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.repayments}
      filter={{ id: entityId }}
      empty="consumer360.empty.repayments"
      label="consumer360.tab.repayments"
    >
      {textColumn('txnId', 'consumer360.col.txnId')}
      {textColumn('orderId', 'consumer360.col.orderId')}
      {textColumn('bankReferenceNumber', 'consumer360.col.bankReference')}
      <DataTable.Col<Repayment>
        label="consumer360.col.txnTime"
        disableSort
        render={(r) => formatDateTime(r.txnTime, 'seconds')}
      />
      <DataTable.Col<Repayment> label="consumer360.col.amount" disableSort render={(r) => formatInr(r.amount)} />
      <DataTable.Col<Repayment>
        label="consumer360.col.cashback"
        disableSort
        render={(r) => (r.cashbackAmount ? formatInr(r.cashbackAmount) : translate('entity360.not_available'))}
      />
      <DataTable.Col<Repayment>
        label="consumer360.col.status"
        disableSort
        render={(r) => <StatusChip status={r.status} />}
      />
      {textColumn('errorDescription', 'consumer360.col.error')}
      <DataTable.Col<Repayment>
        label="consumer360.col.refund"
        disableSort
        render={(r) =>
          r.refundInfo
            ? `${r.refundInfo.status ?? ''} ${r.refundInfo.bankReferenceId ?? ''} ${formatDateTime(r.refundInfo.completed, 'seconds')}`
            : translate('entity360.not_available')
        }
      />
      <DataTable.Col label="consumer360.col.actions" disableSort>
        <ViewDetailButton kind="repayment" />
      </DataTable.Col>
    </EntityListTab>
  );
}
