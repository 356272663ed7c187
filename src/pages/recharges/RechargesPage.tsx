import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Dialog, DialogActions, DialogContent, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { RECHARGE_TYPES } from '../../../contract/consumer-calls/calls';
import {
  getRecharge,
  listRecharges,
  type Recharge,
  type RechargeComplaint,
  type RechargeFilters,
  type RechargePage,
} from '../../../dataProviders/merchant-support/consumer-calls';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { ColumnTable, type TableColumn } from '../../common/ColumnTable';
import { DraftSearch, FilterForm, FilterSelect, trimmedSearch } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { OpenButton, PagedColumnTable } from '../../common/PagedColumnTable';
import { QueryState } from '../../common/QueryState';
import { StatusChip } from '../../common/StatusChip';
import { formatDateTime, formatInr, orNotAvailable } from '../../format';
import { FieldGrid } from '../consumer-360/FieldGrid';
import { RAISE_PART } from './index';
import { RaiseComplaintDialog, RECHARGES_QUERY } from './RaiseComplaintDialog';

export const RECHARGE_PAGE_SIZE = 25;
const T = 'consumerCalls.recharges';
const F = `${T}.field`;

/** The filter form: recharge type and a consumer (id or mobile). */
function RechargeFilterForm({ onApply }: { onApply: (f: RechargeFilters) => void }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<RechargeFilters>({});
  return (
    <FilterForm label={`${T}.filters`} apply="consumerCalls.apply" onSubmit={() => onApply(trimmedSearch(draft))}>
      <FilterSelect
        label={translate(`${T}.type`)}
        any="consumerCalls.any"
        value={draft.rechargeType ?? ''}
        options={RECHARGE_TYPES.map((t) => ({ value: t, label: translate(`${T}.types.${t}`) }))}
        onChange={(t) => setDraft((d) => ({ ...d, rechargeType: t as RechargeFilters['rechargeType'] }))}
      />
      <DraftSearch prefix={T} draft={draft} onDraft={setDraft} maxLength={20} numeric />
    </FilterForm>
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

/** A complaint's columns in the details. */
const COMPLAINT_COLUMNS: readonly TableColumn<RechargeComplaint>[] = [
  { label: `${F}.reference`, render: (c) => c.reference },
  { label: `${F}.status`, render: (c) => <StatusChip status={c.status} /> },
  { label: `${F}.category`, render: (c) => c.category },
  { label: `${F}.description`, render: (c) => c.description },
  { label: `${F}.raised_by`, render: (c) => c.raisedBy },
  { label: `${F}.raised_at`, render: (c) => formatDateTime(c.raisedAt) },
  { label: `${F}.resolved_at`, render: (c) => (c.resolvedAt ? formatDateTime(c.resolvedAt) : '—') },
];

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
              <FieldGrid
                rows={[
                  { label: `${F}.order`, value: d.orderId },
                  { label: `${F}.consumer`, value: `${d.consumerName} (${d.consumerId})` },
                  { label: `${F}.mobile`, value: d.mobile },
                  { label: `${F}.type`, value: translate(`${T}.types.${d.rechargeType}`) },
                  { label: `${F}.order_type`, value: d.billOrderType },
                  { label: `${F}.operator`, value: orNotAvailable(d.operator) },
                  { label: `${F}.amount`, value: formatInr(d.amount) },
                  { label: `${F}.status`, value: d.status },
                  { label: `${F}.mode`, value: d.paymentMode },
                  { label: `${F}.date`, value: formatDateTime(d.paymentDate) },
                  { label: `${F}.updated`, value: formatDateTime(d.updatedAt) },
                ]}
              />
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
                {translate(`${T}.complaints`)}
              </Typography>
              {d.complaints.length === 0 ? (
                <Typography variant="body2">{translate(`${T}.no_complaints`)}</Typography>
              ) : (
                <ColumnTable label={`${T}.complaints`} rows={d.complaints} columns={COMPLAINT_COLUMNS} />
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
  const list = useFilteredPages<RechargeFilters, RechargePage>(RECHARGES_QUERY, listRecharges, RECHARGE_PAGE_SIZE, {});
  const [openId, setOpenId] = useState<number | null>(null);
  const [raising, setRaising] = useState<Recharge | null>(null);
  const raise = (r: Recharge) => {
    setOpenId(null);
    setRaising(r);
  };
  const columns: readonly TableColumn<Recharge>[] = [
    {
      label: `${F}.order`,
      render: (r) => (
        <OpenButton
          text={r.orderId}
          name={translate(`${T}.open`, { orderId: r.orderId })}
          onOpen={() => setOpenId(r.id)}
        />
      ),
    },
    { label: `${F}.consumer`, render: (r) => `${r.consumerName} (${r.consumerId})` },
    { label: `${F}.mobile`, render: (r) => r.mobile },
    { label: `${F}.type`, render: (r) => translate(`${T}.types.${r.rechargeType}`) },
    { label: `${F}.operator`, render: (r) => orNotAvailable(r.operator) },
    { label: `${F}.amount`, render: (r) => formatInr(r.amount) },
    { label: `${F}.status`, render: (r) => <StatusChip status={r.status} /> },
    { label: `${F}.date`, render: (r) => formatDateTime(r.paymentDate) },
    { label: `${F}.open_complaint`, render: (r) => r.openComplaint ?? translate(`${T}.none_open`) },
    { label: `${T}.raise`, render: (r) => <RaiseButton recharge={r} onRaise={raise} /> },
  ];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(`${T}.title`)}
      </Typography>
      <RechargeFilterForm onApply={list.apply} />
      <PagedColumnTable list={list} label={`${T}.list_label`} items={`${T}.items`} columns={columns} />
      {openId !== null && <RechargeDetailDialog id={openId} onClose={() => setOpenId(null)} onRaise={raise} />}
      <RaiseComplaintDialog recharge={raising} onClose={() => setRaising(null)} />
    </Box>
  );
}
