import { Box, Stack, Typography } from '@mui/material';
import { DataTable, FunctionField, useCanAccess, useTranslate } from 'react-admin';
import { GOODWILL_CASHBACK_REQUESTS } from '../../../contract/bindings';
import { ResourceTable } from '../../common/ResourceTable';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import type { ApprovalRequestRecord } from '../approvals/request-diff';
import { CashbackRequestForm } from './CashbackRequestForm';

type CashbackRow = ApprovalRequestRecord;

/**
 * /goodwill/cashback: makers raise goodwill cashback requests; everyone allowed pages through them and their status,
 * newest first as the CRM API answers (it cannot sort, so no column sorts).
 */
export default function GoodwillCashbackPage() {
  const translate = useTranslate();
  const { canAccess: canRaise } = useCanAccess({ resource: GOODWILL_CASHBACK_REQUESTS.name, action: 'raise' });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('pages.goodwill_cashback.title')}
      </Typography>
      <Stack spacing={3}>
        {canRaise === true && <CashbackRequestForm />}
        <ResourceTable resource={GOODWILL_CASHBACK_REQUESTS.name} title="pages.goodwill_cashback.requests">
          <DataTable.Col label="pages.goodwill_cashback.consumer_id" disableSort>
            <FunctionField<CashbackRow> render={(r) => orNotAvailable(r.proposed.consumerId)} />
          </DataTable.Col>
          <DataTable.Col label="pages.goodwill_cashback.txn_id" disableSort>
            <FunctionField<CashbackRow> render={(r) => orNotAvailable(r.proposed.txnId)} />
          </DataTable.Col>
          <DataTable.Col label="pages.goodwill_cashback.amount" disableSort>
            <FunctionField<CashbackRow> render={(r) => formatInr(r.proposed.amount)} />
          </DataTable.Col>
          <DataTable.Col source="status" label="pages.goodwill_cashback.status" disableSort>
            <StatusChip />
          </DataTable.Col>
          <DataTable.Col source="makerEmail" label="pages.goodwill_cashback.maker" disableSort />
          <DataTable.Col source="createdAt" label="pages.goodwill_cashback.created" disableSort>
            <FunctionField<CashbackRow> render={(r) => formatDateTime(r.createdAt)} />
          </DataTable.Col>
          <DataTable.Col source="checkerEmail" label="pages.goodwill_cashback.checker" disableSort>
            <FunctionField<CashbackRow> render={(r) => orNotAvailable(r.checkerEmail)} />
          </DataTable.Col>
        </ResourceTable>
      </Stack>
    </Box>
  );
}
