import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RefundRequest } from '../../../dataProviders/merchant-support/merchant-refunds';
import type { TableColumn } from '../../common/ColumnTable';
import { formatDateTime } from '../../format';
import { DecisionButtons } from '../merchant-changes/DecisionButtons';
import { refundDecisionSummary } from './refund-summary';
import { REFUND_COLUMNS, REFUND_REQUESTS_KEY, RefundRequestsList } from './RefundRequestsList';

const T = 'merchantRefunds';

function Decide({ request }: { request: RefundRequest }) {
  const translate = useTranslate();
  return (
    <DecisionButtons
      kind="MERCHANT_REFUND"
      request={request}
      queryKey={[REFUND_REQUESTS_KEY]}
      toast={{ approved: `${T}.decide.approved`, rejected: `${T}.decide.rejected`, error: `${T}.decide.error` }}
      summaryOf={(isApproved) => refundDecisionSummary(request, isApproved, translate)}
    />
  );
}

const COLUMNS: readonly TableColumn<RefundRequest>[] = [
  ...REFUND_COLUMNS,
  { label: `${T}.fields.maker`, render: (r) => r.makerEmail },
  { label: `${T}.fields.raisedAt`, render: (r) => formatDateTime(r.createdAt) },
  { label: `${T}.fields.actions`, render: (r) => <Decide request={r} /> },
];

/**
 * /refund-verify (issue 43 item 1): the refund requests waiting for verification, newest first, each shown with its
 * transaction amount, what was already refunded, this refund and what stays refundable; each approved or rejected
 * with a remark in the decision dialog, never by its maker (the server refuses it too).
 */
export default function RefundVerifyPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.verify_title`)}
      </Typography>
      <RefundRequestsList query={{ status: 'PENDING' }} heading={`${T}.queue.heading`} columns={COLUMNS} />
    </Box>
  );
}
