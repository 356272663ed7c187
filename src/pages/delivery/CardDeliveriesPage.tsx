import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { CARD_DELIVERY_STATES, nextDeliveryStates } from '../../../contract/delivery/rules';
import { listCardDeliveries, type CardDelivery, type Page } from '../../../dataProviders/delivery/delivery';
import type { TableColumn } from '../../common/ColumnTable';
import { useFilteredPages } from '../../common/filtered-pages';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { PagedColumnList, SearchStatusFilter, type SearchFilters } from './DeliveryList';
import { DELIVERIES_KEY, MoveDeliveryDialog } from './MoveDeliveryDialog';

const T = 'delivery.cards';
export const DELIVERY_PAGE_SIZE = 25;

/**
 * /delivery/card (spec §2.3 Delivery, prefix; issue 44 item 4): the physical cards on their way to merchants, newest
 * first, filtered by state and searched by reference, AWB or merchant; Move (CAN_UPDATE_CARD_DELIVERY) takes one on.
 */
export default function CardDeliveriesPage() {
  const translate = useTranslate();
  const list = useFilteredPages<SearchFilters, Page<CardDelivery>>(
    DELIVERIES_KEY[0],
    listCardDeliveries,
    DELIVERY_PAGE_SIZE,
    {},
  );
  const { canAccess: canMove } = useCanAccess({ resource: 'delivery-card.move', action: 'access' });
  const [moving, setMoving] = useState<CardDelivery | null>(null);
  const columns: TableColumn<CardDelivery>[] = [
    { label: `${T}.field.reference`, render: (d) => d.reference },
    { label: `${T}.field.status`, render: (d) => <StatusChip status={translate(`delivery.status.${d.status}`)} /> },
    { label: `${T}.field.merchant`, render: (d) => d.merchantId },
    { label: `${T}.field.card_type`, render: (d) => translate(`delivery.merchant_card.type.${d.cardType}`) },
    { label: `${T}.field.courier`, render: (d) => d.partnerCode },
    { label: `${T}.field.awb`, render: (d) => orNotAvailable(d.awb) },
    { label: `${T}.field.pincode`, render: (d) => d.pincode },
    { label: `${T}.field.updated`, render: (d) => formatDateTime(d.updatedAt) },
  ];
  if (canMove)
    columns.push({
      label: `${T}.field.actions`,
      render: (d) =>
        nextDeliveryStates(d.status).length > 0 ? (
          <Button
            size="small"
            onClick={() => setMoving(d)}
            aria-label={translate(`${T}.move`, { reference: d.reference })}
          >
            {translate(`${T}.to`)}
          </Button>
        ) : (
          translate(`${T}.final`)
        ),
    });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('delivery.cards_title')}
      </Typography>
      <SearchStatusFilter
        label={`${T}.filters`}
        hint={`${T}.search_hint`}
        states={CARD_DELIVERY_STATES}
        onApply={list.apply}
      />
      <PagedColumnList {...list} label={`${T}.list_label`} items={`${T}.items`} columns={columns} />
      <MoveDeliveryDialog key={moving?.id ?? 'none'} delivery={moving} onClose={() => setMoving(null)} />
    </Box>
  );
}
