import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { DataTable, FunctionField, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { billPaidDateShown, emiSupportedLabel } from '../../../../contract/consumer/rules';
import { CONSUMER_LISTS } from '../../../../dataProviders/postpe/consumer';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { StatusChip } from '../../../common/StatusChip';
import { formatDate, formatInr } from '../../../format';
import { QueryState } from '../FieldGrid';
import { useConsumerProvider } from '../provider';

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

function BreakUp({ billId, onClose }: { billId: number; onClose: () => void }) {
  const translate = useTranslate();
  const provider = useConsumerProvider();
  const q = useQuery({
    queryKey: ['consumer-360', 'emi-break-up', billId],
    queryFn: () =>
      provider.getBillEmiBreakUp(billId) as Promise<{
        items: { id: number; installmentAmount: number; tenure: number; loanStatus: string }[];
      }>,
    retry: false,
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby="break-up-title" slotProps={{ paper: { sx: { minWidth: 500 } } }}>
      <ClosableDialogTitle id="break-up-title" onClose={onClose}>
        {translate('consumer360.action.emi_break_up')} · {billId}
      </ClosableDialogTitle>
      <DialogContent>
        <QueryState isPending={q.isPending} error={q.error} />
        {q.data && q.data.items.length === 0 && <Typography>{translate('consumer360.empty.emis')}</Typography>}
        {q.data && q.data.items.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('consumer360.col.loanId')}</TableCell>
                <TableCell>{translate('consumer360.col.installment')}</TableCell>
                <TableCell>{translate('consumer360.col.tenure')}</TableCell>
                <TableCell>{translate('consumer360.col.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {q.data.items.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{e.id}</TableCell>
                  <TableCell>{formatInr(e.installmentAmount)}</TableCell>
                  <TableCell>{e.tenure}</TableCell>
                  <TableCell>{e.loanStatus}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
    </Dialog>
  );
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
      {open && <BreakUp billId={bill.billId} onClose={() => setOpen(false)} />}
    </Stack>
  );
}

/** Bills (spec §3.16, §4): paid date blank for CARRY_FORWARDED; EMI supported Y only for CONVERTED TO EMI. */
export default function BillsTab() {
  const { entityId } = useEntity360();
  const money = (field: keyof Bill, label: string) => (
    <DataTable.Col label={label} disableSort>
      <FunctionField<Bill> render={(r) => formatInr(r[field])} />
    </DataTable.Col>
  );
  return (
    <EntityListTab
      resource={CONSUMER_LISTS.bills}
      filter={{ consumerId: entityId }}
      empty="consumer360.empty.bills"
      label="consumer360.tab.bills"
    >
      <DataTable.Col source="billId" label="consumer360.col.billId" disableSort />
      <DataTable.Col label="consumer360.col.billDate" disableSort>
        <FunctionField<Bill> render={(r) => formatDate(r.billDate, 'seconds')} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.period" disableSort>
        <FunctionField<Bill>
          render={(r) => `${formatDate(r.startDate, 'seconds')} – ${formatDate(r.endDate, 'seconds')}`}
        />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.dueDate" disableSort>
        <FunctionField<Bill> render={(r) => formatDate(r.billDueDate, 'seconds')} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.paidDate" disableSort>
        <FunctionField<Bill>
          render={(r) => (billPaidDateShown(r.billStatus) ? formatDate(r.billPaidDate, 'seconds') : '')}
        />
      </DataTable.Col>
      {money('spentAmount', 'consumer360.col.spent')}
      {money('onGoingEmi', 'consumer360.col.onGoingEmi')}
      {money('penalty', 'consumer360.col.penalty')}
      {money('dueAmount', 'consumer360.col.dueAmount')}
      <DataTable.Col label="consumer360.col.billStatus" disableSort>
        <FunctionField<Bill> render={(r) => <StatusChip status={r.billStatus} />} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.emiSupported" disableSort>
        <FunctionField<Bill> render={(r) => emiSupportedLabel(r.billStatus)} />
      </DataTable.Col>
      <DataTable.Col label="consumer360.col.actions" disableSort>
        <BillActions />
      </DataTable.Col>
    </EntityListTab>
  );
}
