import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { billPaidDateShown, emiSupportedLabel } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { formatDate } from '../../../format';
import { useNotifyPending } from '../../../common/pending-toast';
import { col, columnsOf, type ColumnSpec } from '../HistoryColumns';
import { useConsumerProvider } from '../provider';
import { useOpenPdf } from '../open-pdf';
import { BillBreakUpDialog } from './BillBreakUpDialog';
import { BillTransactionsDialog } from './BillTransactionsDialog';

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
  const openPdf = useOpenPdf();
  const provider = useConsumerProvider();
  const notifyPending = useNotifyPending();
  const [open, setOpen] = useState(false);
  const [txns, setTxns] = useState(false);
  if (!bill) return null;
  const pdf = () => {
    notifyPending('consumer360.action.bill_pdf_pending', { id: bill.billId });
    return openPdf(() => provider.getBillPdf(bill.billId));
  };
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size="small" onClick={() => setTxns(true)}>
        {translate('consumer360.action.bill_transactions')}
      </Button>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('consumer360.action.emi_break_up')}
      </Button>
      <Button size="small" onClick={() => void pdf()}>
        {translate('consumer360.action.bill_pdf')}
      </Button>
      {txns && <BillTransactionsDialog billId={bill.billId} onClose={() => setTxns(false)} />}
      {open && <BillBreakUpDialog billId={bill.billId} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

const c = 'consumer360.col';
const BILL_COLUMNS: readonly ColumnSpec[] = [
  col.raw('billId', `${c}.billId`),
  col.date('billDate', `${c}.billDate`),
  col.dateRange('startDate', 'endDate', `${c}.period`),
  col.date('billDueDate', `${c}.dueDate`),
  col.custom(`${c}.paidDate`, (r) =>
    billPaidDateShown(r.billStatus as string) ? formatDate(r.billPaidDate, 'seconds') : '',
  ),
  col.money('spentAmount', `${c}.spent`),
  col.money('onGoingEmi', `${c}.onGoingEmi`),
  col.money('penalty', `${c}.penalty`),
  col.money('dueAmount', `${c}.dueAmount`),
  col.status('billStatus', `${c}.billStatus`),
  col.custom(`${c}.emiSupported`, (r) => emiSupportedLabel(r.billStatus as string)),
  col.element(`${c}.actions`, <BillActions />),
];

/** Bills (spec §3.16, §4): paid date blank for CARRY_FORWARDED; EMI supported Y only for CONVERTED TO EMI. */
export default function BillsTab() {
  const { entityId } = useEntity360();
  const translate = useTranslate();
  return (
    <EntityListTab
      light
      resource={CONSUMER_LISTS.bills}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.bills"
      label="consumer360.tab.bills"
    >
      {columnsOf(BILL_COLUMNS, translate)}
    </EntityListTab>
  );
}
