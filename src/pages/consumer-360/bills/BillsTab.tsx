import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { DataTable, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { billPaidDateShown, emiSupportedLabel } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDate, formatInr } from '../../../format';
import { useConsumerProvider } from '../provider';
import { BillBreakUpDialog } from './BillBreakUpDialog';

interface Bill {
  id: number;
  billId: number;
  billDate: number;
  startDate: number;
  endDate: number;
  billDueDate: number;
  billPaidDate: number | null;
  spentAmount: number;
  onGoingEmi: number;
  penalty: number;
  dueAmount: number;
  billStatus: string;
}

function BillActions() {
  const bill = useRecordContext<Bill>();
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useConsumerProvider();
  const [open, setOpen] = useState(false);
  if (!bill) return null;
  const pdf = async () => {
    try {
      const blob = await provider.getBillPdf(bill.billId);
      window.open(URL.createObjectURL(blob), '_blank', 'noopener');
    } catch (e) {
      notify(e instanceof Error ? e.message : translate('consumer360.toast.failed'), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('consumer360.action.emi_break_up')}
      </Button>
      <Button size="small" onClick={() => void pdf()}>
        {translate('consumer360.action.bill_pdf')}
      </Button>
      {open && <BillBreakUpDialog billId={bill.billId} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

/** Bills (spec §3.16, §4): paid date blank for CARRY_FORWARDED; EMI supported Y only for CONVERTED TO EMI. */
export default function BillsTab() {
  const { entityId } = useEntity360();
  const money = (field: keyof Bill, label: string) => (
    <DataTable.Col<Bill> label={label} disableSort render={(r) => formatInr(r[field])} />
  );
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.bills}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.bills"
      label="consumer360.tab.bills"
    >
      <DataTable.Col source="billId" label="consumer360.col.billId" disableSort />
      <DataTable.Col<Bill>
        label="consumer360.col.billDate"
        disableSort
        render={(r) => formatDate(r.billDate, 'seconds')}
      />
      <DataTable.Col<Bill>
        label="consumer360.col.period"
        disableSort
        render={(r) => `${formatDate(r.startDate, 'seconds')} – ${formatDate(r.endDate, 'seconds')}`}
      />
      <DataTable.Col<Bill>
        label="consumer360.col.dueDate"
        disableSort
        render={(r) => formatDate(r.billDueDate, 'seconds')}
      />
      <DataTable.Col<Bill>
        label="consumer360.col.paidDate"
        disableSort
        render={(r) => (billPaidDateShown(r.billStatus) ? formatDate(r.billPaidDate, 'seconds') : '')}
      />
      {money('spentAmount', 'consumer360.col.spent')}
      {money('onGoingEmi', 'consumer360.col.onGoingEmi')}
      {money('penalty', 'consumer360.col.penalty')}
      {money('dueAmount', 'consumer360.col.dueAmount')}
      <DataTable.Col<Bill>
        label="consumer360.col.billStatus"
        disableSort
        render={(r) => <StatusChip status={r.billStatus} />}
      />
      <DataTable.Col<Bill>
        label="consumer360.col.emiSupported"
        disableSort
        render={(r) => emiSupportedLabel(r.billStatus)}
      />
      <DataTable.Col label="consumer360.col.actions" disableSort>
        <BillActions />
      </DataTable.Col>
    </EntityListTab>
  );
}
