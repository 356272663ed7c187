import { useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { CARD_APPLICATION_STATES } from '../../../contract/delivery/rules';
import { listCardApplications, type CardApplication, type Page } from '../../../dataProviders/delivery/delivery';
import type { TableColumn } from '../../common/ColumnTable';
import { useFilteredPages } from '../../common/filtered-pages';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { APPLICATIONS_KEY, ApplyDialog, DecideDialog, OrderDialog } from './CardApplicationDialogs';
import { PagedColumnList, SearchStatusFilter, type SearchFilters } from './DeliveryList';

const M = 'delivery.merchant_card';

/**
 * /merchant-card/card-app (spec §2.3 Other; issue 44 item 4): merchant card applications, newest first. Makers
 * (CAN_MANAGE_MERCHANT_CARDS) raise them and order an approved one's card; checkers (CAN_APPROVE_MERCHANT_CARDS)
 * approve or reject one they did not raise.
 */
export default function CardApplicationsPage() {
  const translate = useTranslate();
  const list = useFilteredPages<SearchFilters, Page<CardApplication>>(
    APPLICATIONS_KEY[0],
    listCardApplications,
    25,
    {},
  );
  const { canAccess: canRaise } = useCanAccess({ resource: 'merchant-card-app.raise', action: 'access' });
  const { canAccess: canDecide } = useCanAccess({ resource: 'merchant-card-app.decide', action: 'access' });
  const [applying, setApplying] = useState(false);
  const [deciding, setDeciding] = useState<{ a: CardApplication; approve: boolean } | null>(null);
  const [ordering, setOrdering] = useState<CardApplication | null>(null);
  const actions = (a: CardApplication) => (
    <>
      {canDecide && a.status === 'APPLIED' && (
        <>
          <Button
            size="small"
            onClick={() => setDeciding({ a, approve: true })}
            aria-label={translate(`${M}.approve`, { reference: a.reference })}
          >
            {translate('delivery.status.APPROVED')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDeciding({ a, approve: false })}
            aria-label={translate(`${M}.reject`, { reference: a.reference })}
          >
            {translate('delivery.status.REJECTED')}
          </Button>
        </>
      )}
      {canRaise && a.status === 'APPROVED' && a.orderReference === null && (
        <Button
          size="small"
          onClick={() => setOrdering(a)}
          aria-label={translate(`${M}.order`, { reference: a.reference })}
        >
          {translate(`${M}.orders`)}
        </Button>
      )}
    </>
  );
  const columns: TableColumn<CardApplication>[] = [
    { label: `${M}.field.reference`, render: (a) => a.reference },
    { label: `${M}.field.status`, render: (a) => <StatusChip status={translate(`delivery.status.${a.status}`)} /> },
    { label: `${M}.field.merchant`, render: (a) => a.merchantId },
    { label: `${M}.field.card_type`, render: (a) => translate(`${M}.type.${a.cardType}`) },
    {
      label: `${M}.field.credit_limit`,
      render: (a) => (a.creditLimit === null ? orNotAvailable(null) : formatInr(a.creditLimit)),
    },
    { label: `${M}.field.applied_by`, render: (a) => a.appliedBy },
    { label: `${M}.field.applied_at`, render: (a) => formatDateTime(a.appliedAt) },
    { label: `${M}.field.decided_by`, render: (a) => orNotAvailable(a.decidedBy) },
    { label: `${M}.field.order`, render: (a) => orNotAvailable(a.orderReference) },
    { label: `${M}.field.actions`, render: actions },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(`${M}.app_title`)}
        </Typography>
        {canRaise && (
          <Button variant="contained" onClick={() => setApplying(true)}>
            {translate(`${M}.apply`)}
          </Button>
        )}
      </Stack>
      <SearchStatusFilter label={`${M}.applications`} states={CARD_APPLICATION_STATES} onApply={list.apply} />
      <PagedColumnList {...list} label={`${M}.applications`} items={`${M}.app_items`} columns={columns} />
      <ApplyDialog key={String(applying)} open={applying} onClose={() => setApplying(false)} />
      <DecideDialog
        application={deciding?.a ?? null}
        approve={deciding?.approve ?? true}
        onClose={() => setDeciding(null)}
      />
      <OrderDialog key={ordering?.id ?? 'none'} application={ordering} onClose={() => setOrdering(null)} />
    </Box>
  );
}
