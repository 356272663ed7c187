import { useState } from 'react';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
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
import { CARD_APPLICATION_STATES } from '../../../contract/delivery/rules';
import { listCardApplications, type CardApplication, type Page } from '../../../dataProviders/delivery/delivery';
import { FilterForm } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { APPLICATIONS_KEY, ApplyDialog, DecideDialog, OrderDialog } from './CardApplicationDialogs';

const M = 'delivery.merchant_card';
const COLUMNS = [
  'reference',
  'status',
  'merchant',
  'card_type',
  'credit_limit',
  'applied_by',
  'applied_at',
  'decided_by',
  'order',
] as const;
type Filters = { status?: string; q?: string };

/**
 * /merchant-card/card-app (spec §2.3 Other; issue 44 item 4): merchant card applications, newest first. Makers
 * (CAN_MANAGE_MERCHANT_CARDS) raise them and order an approved one's card; checkers (CAN_APPROVE_MERCHANT_CARDS)
 * approve or reject one they did not raise.
 */
export default function CardApplicationsPage() {
  const translate = useTranslate();
  const { query, page, pages, setPage, apply } = useFilteredPages<Filters, Page<CardApplication>>(
    APPLICATIONS_KEY[0],
    listCardApplications,
    25,
    {},
  );
  const [draft, setDraft] = useState<Filters>({});
  const { canAccess: canRaise } = useCanAccess({ resource: 'merchant-card-app.raise', action: 'access' });
  const { canAccess: canDecide } = useCanAccess({ resource: 'merchant-card-app.decide', action: 'access' });
  const [applying, setApplying] = useState(false);
  const [deciding, setDeciding] = useState<{ a: CardApplication; approve: boolean } | null>(null);
  const [ordering, setOrdering] = useState<CardApplication | null>(null);
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
      <FilterForm label={`${M}.applications`} apply="delivery.apply" onSubmit={() => apply(draft)}>
        <TextField
          size="small"
          label={translate('delivery.cards.search')}
          value={draft.q ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
        />
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={translate(`${M}.field.status`)}
          value={draft.status ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value }))}
        >
          <MenuItem value="">{translate('delivery.any')}</MenuItem>
          {CARD_APPLICATION_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`delivery.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterForm>
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={`${M}.app_items`}>
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={translate(`${M}.applications`)}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((c) => (
                      <TableCell key={c}>{translate(`${M}.field.${c}`)}</TableCell>
                    ))}
                    <TableCell>{translate(`${M}.field.actions`)}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.content.map((a) => (
                    <TableRow key={a.id}>
                      <TableCell>{a.reference}</TableCell>
                      <TableCell>
                        <StatusChip status={translate(`delivery.status.${a.status}`)} />
                      </TableCell>
                      <TableCell>{a.merchantId}</TableCell>
                      <TableCell>{translate(`${M}.type.${a.cardType}`)}</TableCell>
                      <TableCell>{a.creditLimit === null ? orNotAvailable(null) : formatInr(a.creditLimit)}</TableCell>
                      <TableCell>{a.appliedBy}</TableCell>
                      <TableCell>{formatDateTime(a.appliedAt)}</TableCell>
                      <TableCell>{orNotAvailable(a.decidedBy)}</TableCell>
                      <TableCell>{orNotAvailable(a.orderReference)}</TableCell>
                      <TableCell>
                        {canDecide && a.status === 'APPLIED' && (
                          <>
                            <Button
                              size="small"
                              onClick={() => setDeciding({ a, approve: true })}
                              aria-label={translate(`${M}.approve`, { reference: a.reference })}
                            >
                              {translate('ra.action.confirm')}
                            </Button>
                            <Button
                              size="small"
                              color="error"
                              onClick={() => setDeciding({ a, approve: false })}
                              aria-label={translate(`${M}.reject`, { reference: a.reference })}
                            >
                              {translate(`delivery.status.REJECTED`)}
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
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <PagePager page={page} pages={pages} onChange={setPage} />
          </>
        )}
      </QueryState>
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
