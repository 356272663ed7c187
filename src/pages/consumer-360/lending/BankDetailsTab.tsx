import { Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEntity360 } from '../../../common/entity-360';
import { ReadPending } from '../FieldGrid';
import { Reveal } from '../Reveal';
import { useLendingRead } from './calls';

/** A bank account of the consumer's as the server sends it (the number masked). */
export interface BankAccountRow {
  id: number;
  accountNumber: string;
  ifsc: string;
  bankName: string;
  holderName: string;
  verified: boolean;
  primary: boolean;
  addedAt: number;
}

const c = 'consumerLending.col';

/** Bank details (spec §7.5): the consumer's accounts, masked; the clear number only through the audited reveal. */
export default function BankDetailsTab() {
  const translate = useTranslate();
  const consumerId = Number(useEntity360().entityId);
  const accounts = useLendingRead<BankAccountRow[]>('bankDetails');
  if (!accounts.data) return <ReadPending query={accounts} />;
  if (accounts.data.length === 0)
    return <Typography sx={{ p: 2 }}>{translate('consumerLending.empty.bank')}</Typography>;
  const yesNo = (v: boolean) => translate(v ? 'consumerLending.yes' : 'consumerLending.no');
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={translate('consumerLending.tab.bank-details')}>
        <TableHead>
          <TableRow>
            {['account', 'ifsc', 'bank', 'holder', 'verified', 'primary'].map((h) => (
              <TableCell key={h}>{translate(`${c}.${h}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.data.map((a) => (
            <TableRow key={a.id}>
              <TableCell>
                <Reveal
                  consumerId={consumerId}
                  field="bankAccountNumber"
                  masked={a.accountNumber}
                  label={translate('consumerLending.reveal_label')}
                  recordId={a.id}
                />
              </TableCell>
              <TableCell>{a.ifsc}</TableCell>
              <TableCell>{a.bankName}</TableCell>
              <TableCell>{a.holderName}</TableCell>
              <TableCell>{yesNo(a.verified)}</TableCell>
              <TableCell>{yesNo(a.primary)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
