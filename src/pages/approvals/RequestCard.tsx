import { Alert, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../format';
import { DecisionActions } from './DecisionActions';
import { INBOX_KINDS, requestFieldLabel } from './inbox-kinds';
import { diffRows, type ApprovalRequestRecord } from './request-diff';

/** One pending request: who raised it and why, the proposed values beside the current ones, a warning if the target moved. */
export function RequestCard({
  request,
  onDecide,
}: {
  request: ApprovalRequestRecord;
  onDecide(isApproved: boolean): void;
}) {
  const translate = useTranslate();
  const rows = diffRows(request);
  const isLimit = request.kind === 'LIMIT';
  /** Investment kinds show the values before the change beside the proposed ones (old and new). */
  const showsBefore = isLimit || Boolean(INBOX_KINDS[request.kind].fieldLabels && request.previous);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`${translate(INBOX_KINDS[request.kind].label)} #${request.id}`}
    >
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(INBOX_KINDS[request.kind].label)} #{request.id}
          {isLimit && request.current
            ? ` — ${String(request.current.transaction_type)} ${String(request.current.txn_indicator)}`
            : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('pages.approvals.raised_by', {
            maker: request.makerEmail,
            date: formatDateTime(request.createdAt),
          })}
        </Typography>
        <Typography variant="body2">
          {translate('pages.approvals.maker_remarks', { remarks: request.makerRemarks })}
        </Typography>
        {request.changedSinceRequest && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate('pages.approvals.changed_warning')}
          </Alert>
        )}
        <Table size="small" aria-label={translate('pages.approvals.proposed')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('pages.approvals.field')}</TableCell>
              {showsBefore && <TableCell>{translate('pages.approvals.at_request')}</TableCell>}
              {isLimit && <TableCell>{translate('pages.approvals.current')}</TableCell>}
              <TableCell>{translate('pages.approvals.proposed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field}>
                <TableCell component="th" scope="row">
                  {translate(requestFieldLabel(request.kind, row.field))}
                </TableCell>
                {showsBefore && <TableCell>{row.atRequest}</TableCell>}
                {isLimit && (
                  <TableCell sx={row.moved ? { fontWeight: 'bold', color: 'warning.dark' } : undefined}>
                    {row.current}
                  </TableCell>
                )}
                <TableCell sx={{ fontWeight: 'bold' }}>{row.proposed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <DecisionActions item={request} onDecide={onDecide} />
    </Card>
  );
}
