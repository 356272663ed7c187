import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
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
import { visuallyHidden } from '@mui/utils';
import { useCanAccess, useTranslate } from 'react-admin';
import { RECHARGE_TYPES } from '../../../contract/consumer-calls/calls';
import {
  getRecharge,
  listRecharges,
  type Recharge,
  type RechargeFilters,
} from '../../../dataProviders/merchant-support/consumer-calls';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { PagePager } from '../../common/PagePager';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { RAISE_PART } from './index';
import { RaiseComplaintDialog, RECHARGES_QUERY } from './RaiseComplaintDialog';

export const RECHARGE_PAGE_SIZE = 25;
const T = 'consumerCalls.recharges';

/** The filter form: recharge type and a consumer (id or mobile). */
function RechargeFilterForm({ onApply }: { onApply: (f: RechargeFilters) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<RechargeFilters>({});
  return (
    <Box
      component="form"
      role="search"
      aria-label={translate(`${T}.filters`)}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        onApply({ ...draft, q: draft.q?.trim() });
      }}
    >
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 180 }}
          label={translate(`${T}.type`)}
          value={draft.rechargeType ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, rechargeType: e.target.value as RechargeFilters['rechargeType'] }))}
        >
          <MenuItem value="">{translate('consumerCalls.any')}</MenuItem>
          {RECHARGE_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {translate(`${T}.types.${t}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={translate(`${T}.search`)}
          helperText={translate(`${T}.search_hint`)}
          value={draft.q ?? ''}
          onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
        <Button type="submit" variant="contained">
          {translate('consumerCalls.apply')}
        </Button>
      </Stack>
    </Box>
  );
}

/** A raise button, shown only with the raise key; disabled (with why) while the recharge has an open complaint. */
function RaiseButton({ recharge, onRaise }: { recharge: Recharge; onRaise: (r: Recharge) => void }) {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: RAISE_PART, action: 'access' });
  if (!canAccess) return null;
  const open = recharge.openComplaint;
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={open !== null}
      title={open ? translate(`${T}.raise_blocked`, { reference: open }) : undefined}
      aria-label={`${translate(`${T}.raise`)} · ${recharge.orderId}`}
      onClick={() => onRaise(recharge)}
    >
      {translate(`${T}.raise`)}
    </Button>
  );
}

/** One recharge: its fields and its complaints, newest first, and the raise button. */
function RechargeDetailDialog({
  id,
  onClose,
  onRaise,
}: {
  id: number;
  onClose: () => void;
  onRaise: (r: Recharge) => void;
}) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: [RECHARGES_QUERY, 'one', id],
    queryFn: ({ signal }) => getRecharge(id, signal),
  });
  const f = (k: string) => translate(`${T}.field.${k}`);
  const r = query.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="recharge-detail-title">
      <ClosableDialogTitle id="recharge-detail-title" onClose={onClose}>
        {translate(`${T}.detail_title`, { orderId: r?.orderId ?? '' })}
      </ClosableDialogTitle>
      <DialogContent>
        <QueryState query={query} failed={`${T}.load_failed`}>
          {(d) => (
            <>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
                {(
                  [
                    ['order', d.orderId],
                    ['consumer', `${d.consumerName} (${d.consumerId})`],
                    ['mobile', d.mobile],
                    ['type', translate(`${T}.types.${d.rechargeType}`)],
                    ['order_type', d.billOrderType],
                    ['operator', orNotAvailable(d.operator)],
                    ['amount', formatInr(d.amount)],
                    ['status', d.status],
                    ['mode', d.paymentMode],
                    ['date', formatDateTime(d.paymentDate)],
                    ['updated', formatDateTime(d.updatedAt)],
                  ] as const
                ).map(([k, v]) => (
                  <Box key={k} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {f(k)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {v}
                    </Typography>
                  </Box>
                ))}
              </Box>
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                {translate(`${T}.complaints`)}
              </Typography>
              {d.complaints.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.no_complaints`)}</Typography>
              ) : (
                <Table size="small" aria-label={translate(`${T}.complaints`)}>
                  <TableHead>
                    <TableRow>
                      {['reference', 'status', 'category', 'description', 'raised_by', 'raised_at', 'resolved_at'].map(
                        (c) => (
                          <TableCell key={c}>{f(c)}</TableCell>
                        ),
                      )}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {d.complaints.map((c) => (
                      <TableRow key={c.id}>
                        <TableCell>{c.reference}</TableCell>
                        <TableCell>
                          <StatusChip status={translate(`${T}.complaint_status.${c.status}`)} />
                        </TableCell>
                        <TableCell>{c.category}</TableCell>
                        <TableCell>{c.description}</TableCell>
                        <TableCell>{c.raisedBy}</TableCell>
                        <TableCell>{formatDateTime(c.raisedAt)}</TableCell>
                        <TableCell>{c.resolvedAt ? formatDateTime(c.resolvedAt) : '—'}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </QueryState>
      </DialogContent>
      <DialogActions>
        {r && <RaiseButton recharge={r} onRaise={onRaise} />}
        <Button onClick={onClose}>{translate('consumerCalls.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /recharges (spec §7.4; issue 43 item 7): consumers' recharge transactions (bill payments whose biller category makes
 * them a 'Recharge', spec §4, as on the bill-payment tabs), newest first, by type and consumer, paged by the server;
 * an order opens its details and complaints; a complaint is raised from the row or the details.
 */
export default function RechargesPage() {
  const translate = useTranslate();
  const [filters, setFilters] = useState<RechargeFilters>({});
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [raising, setRaising] = useState<Recharge | null>(null);
  const query = useQuery({
    queryKey: [RECHARGES_QUERY, filters, page],
    queryFn: ({ signal }) => listRecharges(filters, page, RECHARGE_PAGE_SIZE, signal),
    placeholderData: (previous) => previous,
  });
  const pages = Math.max(1, Math.ceil((query.data?.totalElements ?? 0) / RECHARGE_PAGE_SIZE));
  const raise = (r: Recharge) => {
    setOpenId(null);
    setRaising(r);
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <RechargeFilterForm
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      />
      <QueryState query={query} isEmpty={(d) => d.content.length === 0} items={`${T}.items`}>
        {(data) => (
          <>
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label={translate(`${T}.list_label`)}>
                <TableHead>
                  <TableRow>
                    {[
                      'order',
                      'consumer',
                      'mobile',
                      'type',
                      'operator',
                      'amount',
                      'status',
                      'date',
                      'open_complaint',
                    ].map((c) => (
                      <TableCell key={c}>{translate(`${T}.field.${c}`)}</TableCell>
                    ))}
                    <TableCell>
                      <Box component="span" sx={visuallyHidden}>
                        {translate(`${T}.raise`)}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.content.map((r) => (
                    <TableRow key={r.id} hover>
                      <TableCell>
                        <Button
                          size="small"
                          onClick={() => setOpenId(r.id)}
                          aria-label={translate(`${T}.open`, { orderId: r.orderId })}
                        >
                          {r.orderId}
                        </Button>
                      </TableCell>
                      <TableCell>{`${r.consumerName} (${r.consumerId})`}</TableCell>
                      <TableCell>{r.mobile}</TableCell>
                      <TableCell>{translate(`${T}.types.${r.rechargeType}`)}</TableCell>
                      <TableCell>{orNotAvailable(r.operator)}</TableCell>
                      <TableCell>{formatInr(r.amount)}</TableCell>
                      <TableCell>
                        <StatusChip status={r.status} />
                      </TableCell>
                      <TableCell>{formatDateTime(r.paymentDate)}</TableCell>
                      <TableCell>{r.openComplaint ?? translate(`${T}.none_open`)}</TableCell>
                      <TableCell>
                        <RaiseButton recharge={r} onRaise={raise} />
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
      {openId !== null && <RechargeDetailDialog id={openId} onClose={() => setOpenId(null)} onRaise={raise} />}
      <RaiseComplaintDialog recharge={raising} onClose={() => setRaising(null)} />
    </Box>
  );
}
