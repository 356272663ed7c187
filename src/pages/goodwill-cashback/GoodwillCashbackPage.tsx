import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { GOODWILL_CASHBACK_REQUESTS } from '../../../contract/bindings';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import type { ApprovalRequestRecord } from '../approvals/request-diff';
import { CashbackRequestForm } from './CashbackRequestForm';

/** /goodwill/cashback: makers raise goodwill cashback requests; everyone allowed sees the latest ones and their status. */
export default function GoodwillCashbackPage() {
  const translate = useTranslate();
  const { canAccess: canRaise } = useCanAccess({ resource: GOODWILL_CASHBACK_REQUESTS.name, action: 'raise' });
  const { data = [] } = useGetList<ApprovalRequestRecord & { id: number }>('goodwill-cashback-requests', { pagination: { page: 1, perPage: 20 } });
  const head = ['consumer_id', 'txn_id', 'amount', 'status', 'maker', 'created', 'checker'];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.goodwill_cashback.title')}
      </Typography>
      <Stack spacing={3}>
        {canRaise === true && <CashbackRequestForm />}
        <Box>
          <Typography variant="h6" component="h2">
            {translate('pages.goodwill_cashback.requests')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                {head.map((h) => (
                  <TableCell key={h}>{translate(`pages.goodwill_cashback.${h}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{orNotAvailable(r.proposed.consumerId)}</TableCell>
                  <TableCell>{orNotAvailable(r.proposed.txnId)}</TableCell>
                  <TableCell>{formatInr(r.proposed.amount)}</TableCell>
                  <TableCell>
                    <StatusChip status={r.status} />
                  </TableCell>
                  <TableCell>{r.makerEmail}</TableCell>
                  <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                  <TableCell>{orNotAvailable(r.checkerEmail)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Stack>
    </Box>
  );
}
