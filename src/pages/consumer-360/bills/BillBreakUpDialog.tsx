import { Dialog, DialogContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { formatInr } from '../../../format';
import { ReadPending } from '../FieldGrid';
import { useConsumerProvider } from '../provider';

/** A bill's EMI break-up (spec §7.5 emi-break-up), from the Bills tab and the Timeline. */
export function BillBreakUpDialog({ billId, onClose }: { billId: number; onClose: () => void }) {
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
        <ReadPending query={q} />
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
