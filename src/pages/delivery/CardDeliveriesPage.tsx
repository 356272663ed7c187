import { useState } from 'react';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { CARD_DELIVERY_STATES, nextDeliveryStates } from '../../../contract/delivery/rules';
import {
  listCardDeliveries,
  type CardDelivery,
  type DeliveryFilters,
  type Page,
} from '../../../dataProviders/delivery/delivery';
import { FilterForm } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, orNotAvailable } from '../../format';
import { DELIVERIES_KEY, MoveDeliveryDialog } from './MoveDeliveryDialog';

const T = 'delivery.cards';
export const DELIVERY_PAGE_SIZE = 25;
const COLUMNS = ['reference', 'status', 'merchant', 'card_type', 'courier', 'awb', 'pincode', 'updated'] as const;

function DeliveryFilterForm({ onApply }: { onApply: (f: DeliveryFilters) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<DeliveryFilters>({});
  return (
    <FilterForm label={`${T}.filters`} apply="delivery.apply" onSubmit={() => onApply(draft)}>
      <TextField
        size="small"
        label={translate(`${T}.search`)}
        helperText={translate(`${T}.search_hint`)}
        value={draft.q ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
      />
      <TextField
        select
        size="small"
        sx={{ minWidth: 180 }}
        label={translate(`${T}.field.status`)}
        value={draft.status ?? ''}
        onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value }))}
      >
        <MenuItem value="">{translate('delivery.any')}</MenuItem>
        {CARD_DELIVERY_STATES.map((s) => (
          <MenuItem key={s} value={s}>
            {translate(`delivery.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
    </FilterForm>
  );
}

/**
 * /delivery/card (spec §2.3 Delivery, prefix; issue 44 item 4): the physical cards on their way to merchants, newest
 * first, filtered by state and searched by reference, AWB or merchant; Move (CAN_UPDATE_CARD_DELIVERY) takes one on.
 */
export default function CardDeliveriesPage() {
  const translate = useTranslate();
  const { query, page, pages, setPage, apply } = useFilteredPages<DeliveryFilters, Page<CardDelivery>>(
    DELIVERIES_KEY[0],
    listCardDeliveries,
    DELIVERY_PAGE_SIZE,
    {},
  );
  const { canAccess: canMove } = useCanAccess({ resource: 'delivery-card.move', action: 'access' });
  const [moving, setMoving] = useState<CardDelivery | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('delivery.cards_title')}
      </Typography>
      <DeliveryFilterForm onApply={apply} />
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={`${T}.items`}>
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={translate(`${T}.list_label`)}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c}>{translate(`${T}.field.${c}`)}</TableCell>
                    ))}
                    {canMove && <TableCell>{translate(`${T}.field.actions`)}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.content.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell>{d.reference}</TableCell>
                      <TableCell>
                        <StatusChip status={translate(`delivery.status.${d.status}`)} />
                      </TableCell>
                      <TableCell>{d.merchantId}</TableCell>
                      <TableCell>{translate(`delivery.merchant_card.type.${d.cardType}`)}</TableCell>
                      <TableCell>{d.partnerCode}</TableCell>
                      <TableCell>{orNotAvailable(d.awb)}</TableCell>
                      <TableCell>{d.pincode}</TableCell>
                      <TableCell>{formatDateTime(d.updatedAt)}</TableCell>
                      {canMove && (
                        <TableCell>
                          {nextDeliveryStates(d.status).length > 0 ? (
                            <Button
                              size="small"
                              onClick={() => setMoving(d)}
                              aria-label={translate(`${T}.move`, { reference: d.reference })}
                            >
                              {translate(`${T}.to`)}
                            </Button>
                          ) : (
                            translate(`${T}.final`)
                          )}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PagePager page={page} pages={pages} onChange={setPage} />
          </>
        )}
      </QueryState>
      <MoveDeliveryDialog key={moving?.id ?? 'none'} delivery={moving} onClose={() => setMoving(null)} />
    </Box>
  );
}
