import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { listCardOrders, type CardOrder, type Page } from '../../../dataProviders/delivery/delivery';
import type { TableColumn } from '../../common/ColumnTable';
import { useFilteredPages } from '../../common/filtered-pages';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime } from '../../format';
import { ORDERS_KEY } from './CardApplicationDialogs';
import { PagedColumnList } from './DeliveryList';

const M = 'delivery.merchant_card';

/** /merchant-card/card-order (spec §2.3 Other; issue 44 item 4): the card orders, each with its card delivery. */
export default function CardOrdersPage() {
  const translate = useTranslate();
  const list = useFilteredPages<object, Page<CardOrder>>(ORDERS_KEY[0], listCardOrders, 25, {});
  const columns: TableColumn<CardOrder>[] = [
    { label: `${M}.field.reference`, render: (o) => o.reference },
    { label: `${M}.field.application`, render: (o) => o.applicationReference },
    { label: `${M}.field.merchant`, render: (o) => o.merchantId },
    { label: `${M}.field.card_type`, render: (o) => translate(`${M}.type.${o.cardType}`) },
    { label: `${M}.field.delivery`, render: (o) => o.deliveryReference },
    {
      label: `${M}.field.delivery_status`,
      render: (o) => <StatusChip status={translate(`delivery.status.${o.deliveryStatus}`)} />,
    },
    { label: `${M}.field.courier`, render: (o) => o.partnerCode },
    { label: `${M}.field.ordered_by`, render: (o) => o.orderedBy },
    { label: `${M}.field.ordered_at`, render: (o) => formatDateTime(o.orderedAt) },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${M}.order_page_title`)}
      </Typography>
      <PagedColumnList {...list} label={`${M}.orders`} items={`${M}.order_items`} columns={columns} />
    </Box>
  );
}
