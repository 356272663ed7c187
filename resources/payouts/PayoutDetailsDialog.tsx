import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
} from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { PAYOUT_DETAIL_FIELDS } from './payout-details';

/** The Details modal of spec §2.6: every field of the payout, times as dd/MM/yy HH:mm:ss. */
export function PayoutDetailsDialog({ payout, onClose }: { payout: RaRecord | null; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog
      open={payout !== null}
      onClose={onClose}
      aria-labelledby="payout-details-title"
      slotProps={{ paper: { sx: { minWidth: 500 } } }}
    >
      <DialogTitle id="payout-details-title">{translate('resources.payouts.details_title')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {PAYOUT_DETAIL_FIELDS.map(({ source, format }) => (
              <TableRow key={source}>
                <TableCell component="th" scope="row">
                  {translate(`resources.payouts.fields.${source}`)}
                </TableCell>
                <TableCell>{payout ? format(payout[source], translate) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
