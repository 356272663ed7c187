import { Card, CardContent, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { DecisionActions } from './DecisionActions';
import type { PendingPayout } from './inbox-items';

export interface PayoutCardProps {
  payout: PendingPayout;
  canDecide: boolean;
  raisedByViewer: boolean;
  onDecide(isApproved: boolean): void;
}

/** A payout awaiting approval (spec §2.6): the agent who raised it and why, the amount, the consumer and the beneficiary. */
export function PayoutCard({ payout, canDecide, raisedByViewer, onDecide }: PayoutCardProps) {
  const translate = useTranslate();
  const kind = translate('pages.approvals.kinds.PAYOUT');
  const rows: [string, string][] = [
    ['resources.payouts.fields.amount', formatInr(payout.amount)],
    ['resources.payouts.fields.consumerId', orNotAvailable(payout.consumerId)],
    ['resources.payouts.fields.beneficiaryName', orNotAvailable(payout.beneficiaryName)],
  ];
  return (
    <Card variant="outlined" component="article" aria-label={`${kind} #${payout.id}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {kind} #{payout.id}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('pages.approvals.raised_by', {
            maker: payout.agentEmail,
            date: formatDateTime(payout.createdAt, 'seconds'),
          })}
        </Typography>
        <Typography variant="body2">
          {translate('pages.approvals.agent_remarks', { remarks: orNotAvailable(payout.agentRemarks) })}
        </Typography>
        <Table size="small" aria-label={translate('pages.approvals.payout_details')}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row">
                  {translate(label)}
                </TableCell>
                <TableCell sx={{ fontWeight: 'bold' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <DecisionActions item={{ canDecide, raisedByViewer }} ownNote="pages.approvals.own_payout" onDecide={onDecide} />
    </Card>
  );
}
