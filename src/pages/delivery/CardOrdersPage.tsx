import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { listCardOrders, type CardOrder, type Page } from '../../../dataProviders/delivery/delivery';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { ORDERS_KEY } from './CardApplicationDialogs';

const M = 'delivery.merchant_card';
const COLUMNS = [
  'reference',
  'application',
  'merchant',
  'card_type',
  'delivery',
  'delivery_status',
  'courier',
  'ordered_by',
  'ordered_at',
] as const;

/** /merchant-card/card-order (spec §2.3 Other; issue 44 item 4): the card orders, each with its card delivery. */
export default function CardOrdersPage() {
  const translate = useTranslate();
  const { query, page, pages, setPage } = useFilteredPages<object, Page<CardOrder>>(
    ORDERS_KEY[0],
    listCardOrders,
    25,
    {},
  );
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${M}.order_page_title`)}
      </Typography>
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={`${M}.order_items`}>
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={translate(`${M}.orders`)}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c}>{translate(`${M}.field.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.content.map((o) => (
                    <TableRow key={o.id}>
                      <TableCell>{o.reference}</TableCell>
                      <TableCell>{o.applicationReference}</TableCell>
                      <TableCell>{o.merchantId}</TableCell>
                      <TableCell>{translate(`${M}.type.${o.cardType}`)}</TableCell>
                      <TableCell>{o.deliveryReference}</TableCell>
                      <TableCell>
                        <StatusChip status={translate(`delivery.status.${o.deliveryStatus}`)} />
                      </TableCell>
                      <TableCell>{o.partnerCode}</TableCell>
                      <TableCell>{o.orderedBy}</TableCell>
                      <TableCell>{formatDateTime(o.orderedAt)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PagePager page={page} pages={pages} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Box>
  );
}
