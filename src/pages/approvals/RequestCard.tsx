import { Alert, Button, Card, CardActions, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../format';
import { diffRows, type ApprovalRequestRecord } from './request-diff';

const label = (translate: (k: string) => string, field: string) => translate(`pages.limit_requests.fields.${field}`);

/** One pending request: who raised it and why, the proposed values beside the current ones, a warning if the target moved. */
export function RequestCard({ request, onDecide }: { request: ApprovalRequestRecord; onDecide(isApproved: boolean): void }) {
  const translate = useTranslate();
  const rows = diffRows(request);
  const isLimit = request.kind === 'LIMIT';
  return (
    <Card variant="outlined" component="article" aria-label={`${translate(`pages.approvals.kinds.${request.kind}`)} #${request.id}`}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`pages.approvals.kinds.${request.kind}`)} #{request.id}
          {isLimit && request.current ? ` — ${String(request.current.transaction_type)} ${String(request.current.txn_indicator)}` : ''}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('pages.approvals.raised_by', { maker: request.makerEmail, date: formatDateTime(request.createdAt) })}
        </Typography>
        <Typography variant="body2">{translate('pages.approvals.maker_remarks', { remarks: request.makerRemarks })}</Typography>
        {request.changedSinceRequest && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {translate('pages.approvals.changed_warning')}
          </Alert>
        )}
        <Table size="small" aria-label={translate('pages.approvals.proposed')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('pages.approvals.field')}</TableCell>
              {isLimit && <TableCell>{translate('pages.approvals.at_request')}</TableCell>}
              {isLimit && <TableCell>{translate('pages.approvals.current')}</TableCell>}
              <TableCell>{translate('pages.approvals.proposed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.field}>
                <TableCell component="th" scope="row">
                  {label(translate, row.field)}
                </TableCell>
                {isLimit && <TableCell>{row.atRequest}</TableCell>}
                {isLimit && <TableCell sx={row.moved ? { fontWeight: 'bold', color: 'warning.dark' } : undefined}>{row.current}</TableCell>}
                <TableCell sx={{ fontWeight: 'bold' }}>{row.proposed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <CardActions>
        {request.canDecide ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" color="success" onClick={() => onDecide(true)}>
              {translate('pages.approvals.approve')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => onDecide(false)}>
              {translate('pages.approvals.reject')}
            </Button>
          </Stack>
        ) : (
          request.raisedByViewer && (
            <Typography variant="body2" color="text.secondary">
              {translate('pages.approvals.own_request')}
            </Typography>
          )
        )}
      </CardActions>
    </Card>
  );
}
