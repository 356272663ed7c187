import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  listRefundRequests,
  type RefundRequest,
  type RefundRequestQuery,
} from '../../../dataProviders/merchant-support/merchant-refunds';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { ScrollRegion } from '../../common/ScrollRegion';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';

const F = 'merchantRefunds.fields';
export const REFUND_REQUESTS_KEY = 'merchant-refund-requests';
const PAGE_SIZE = 10;

/** The columns every refund request list shows: request, merchant, transaction and the money before → after. */
export const REFUND_COLUMNS: readonly TableColumn<RefundRequest>[] = [
  { label: `${F}.id`, render: (r) => `#${r.id}` },
  { label: `${F}.merchantId`, render: (r) => r.merchantId },
  { label: `${F}.txnId`, render: (r) => `${r.proposed.txnId}${r.proposed.rrn ? ` / ${r.proposed.rrn}` : ''}` },
  { label: `${F}.txnAmount`, render: (r) => formatInr(r.previous?.txnAmount) },
  { label: `${F}.refundedAmount`, render: (r) => formatInr(r.previous?.refundedAmount) },
  { label: `${F}.amount`, render: (r) => <RefundAmount request={r} /> },
  { label: `${F}.refundableAfter`, render: (r) => formatInr(r.proposed.refundableAmount) },
  { label: `${F}.reason`, render: (r) => `${r.proposed.reason}: ${r.makerRemarks}` },
];

function RefundAmount({ request }: { request: RefundRequest }) {
  const translate = useTranslate();
  return (
    <>
      {formatInr(request.proposed.amount)} ({translate(`merchantRefunds.type.${request.proposed.refundType}`)})
    </>
  );
}

/** When a request was raised and its status; once decided, by whom and with which remark. */
export const REVIEW_COLUMNS: readonly TableColumn<RefundRequest>[] = [
  { label: `${F}.raisedAt`, render: (r) => formatDateTime(r.createdAt) },
  { label: `${F}.status`, render: (r) => <StatusChip status={r.status} /> },
  { label: `${F}.checker`, render: (r) => orNotAvailable(r.checkerEmail) },
  { label: `${F}.checkerRemarks`, render: (r) => orNotAvailable(r.checkerRemarks) },
];

/**
 * A page of refund requests (newest first) with its loading, empty and error states: the maker's own on
 * /refund-request, the pending ones on /refund-verify (whose columns add the maker and the decision buttons).
 */
export function RefundRequestsList({
  query,
  heading,
  columns,
}: {
  query: Omit<RefundRequestQuery, 'page' | 'size'>;
  /** i18n key of the heading, also the table's name. */
  heading: string;
  columns: readonly TableColumn<RefundRequest>[];
}) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const read = useQuery({
    queryKey: [REFUND_REQUESTS_KEY, query, page],
    queryFn: ({ signal }) => listRefundRequests({ ...query, page: page - 1, size: PAGE_SIZE }, signal),
    placeholderData: (previous) => previous,
  });
  const pages = Math.max(1, read.data?.totalPages ?? 1);
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(heading)}
      </Typography>
      <QueryState query={read} isEmpty={(d) => d.content.length === 0} items="merchantRefunds.items">
        {(data): ReactNode => (
          <>
            <Paper variant="outlined">
              <ScrollRegion label={translate(heading)} stickyFirstColumn>
                <ColumnTable label={heading} rows={data.content} columns={columns} />
              </ScrollRegion>
            </Paper>
            {pages > 1 && <PagePager page={page} pages={pages} onChange={setPage} />}
          </>
        )}
      </QueryState>
    </Box>
  );
}
