import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { DataTable, useCanAccess, useTranslate } from 'react-admin';
import { DEVICE_REFUND_KIND, DEVICE_REFUND_REASON_MAX, DEVICE_REFUNDS } from '../../../contract/devices/refunds';
import {
  listRefundPayments,
  raiseDeviceRefund,
  type DevicePayment,
  type DevicePaymentPage,
} from '../../../dataProviders/crm/device-refunds';
import type { TableColumn } from '../../common/ColumnTable';
import { FilterForm, FilterSearch } from '../../common/FilterForm';
import { useFilteredPages } from '../../common/filtered-pages';
import { PagedColumnTable } from '../../common/PagedColumnTable';
import { RemarksDialog } from '../../common/RemarksDialog';
import { RequiredField } from '../../common/RequiredField';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime, formatInr } from '../../format';
import { MerchantLink } from '../merchant-360/MerchantLink';
import { DecisionButtons, type DecidableRequest } from '../merchant-changes/DecisionButtons';
import { RequestQueue, type QueueLabels, type QueueRow } from '../merchant-changes/RequestQueue';
import { refundDecisionSummary, refundInput, refundRaiseSummary, type RefundForm } from './refund-summaries';

const T = 'devices.refunds';
const PAYMENTS_QUERY = 'device-refund-payments';
const EMPTY: RefundForm = { amount: '', reason: '' };
const TOASTS = { approved: `${T}.approved`, rejected: `${T}.rejected`, error: `${T}.decide_failed` };

/** The raise dialog: the amount (at most what is left) and a reason, restated (merchant, serial, ₹) before it goes. */
function RaiseDialog({ payment, onClose }: { payment: DevicePayment; onClose(): void }) {
  const translate = useTranslate();
  const [form, setForm] = useState(EMPTY);
  const input = refundInput(payment, form);
  const run = useChangeMutation({
    call: (_: void, key: string) => raiseDeviceRefund(input!, key),
    success: (r) => translate(`${T}.raised`, { id: r.id, serial: payment.serial, merchant: payment.merchantId }),
    failure: null,
    refresh: [[PAYMENTS_QUERY], [DEVICE_REFUNDS.name]],
    done: onClose,
  });
  return (
    <RemarksDialog
      open
      title={`${T}.raise_title`}
      titleArgs={{ serial: payment.serial }}
      confirmLabel={`${T}.raise`}
      remarks={false}
      busy={run.isPending}
      complete={input !== null}
      summary={input ? refundRaiseSummary(payment, input, translate) : undefined}
      onCancel={onClose}
      onConfirm={() => run.mutate()}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <RequiredField
          label={`${T}.f.amount`}
          value={form.amount}
          onChange={(e) => setForm({ ...form, amount: e.target.value })}
          inputMode="decimal"
          helperText={translate(`${T}.amount_hint`, { left: formatInr(payment.refundable) })}
        />
        <RequiredField
          multiline
          label={`${T}.f.reason`}
          value={form.reason}
          onChange={(e) => setForm({ ...form, reason: e.target.value })}
          maxLength={DEVICE_REFUND_REASON_MAX}
        />
      </Stack>
    </RemarksDialog>
  );
}

/** The worklist: payments of terminals that came back, by serial or merchant, each with what is left to refund. */
function Payments({ canRaise }: { canRaise: boolean }) {
  const translate = useTranslate();
  const [draft, setDraft] = useState('');
  const [raising, setRaising] = useState<DevicePayment | null>(null);
  const list = useFilteredPages<{ q?: string }, DevicePaymentPage>(PAYMENTS_QUERY, listRefundPayments, 10, {});
  const columns: TableColumn<DevicePayment>[] = [
    { label: `${T}.f.serial`, render: (p) => p.serial },
    { label: `${T}.f.merchant`, render: (p) => <MerchantLink id={p.merchantId} segment="stores" /> },
    { label: `${T}.f.kind`, render: (p) => translate(`${T}.kinds.${p.kind}`) },
    { label: `${T}.f.paid_at`, render: (p) => formatDateTime(p.paidAt) },
    { label: `${T}.f.paid`, render: (p) => formatInr(p.paid) },
    { label: `${T}.f.refunded`, render: (p) => formatInr(p.refunded) },
    { label: `${T}.f.pending`, render: (p) => formatInr(p.pending) },
    { label: `${T}.f.left`, render: (p) => formatInr(p.refundable) },
  ];
  if (canRaise)
    columns.push({
      label: `${T}.refund`,
      render: (p) =>
        p.refundable > 0 ? (
          <Button
            size="small"
            onClick={() => setRaising(p)}
            aria-label={translate(`${T}.refund_of`, { serial: p.serial, kind: translate(`${T}.kinds.${p.kind}`) })}
          >
            {translate(`${T}.refund`)}
          </Button>
        ) : (
          translate(`${T}.nothing_left`)
        ),
    });
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${T}.payments`)}
      </Typography>
      <FilterForm label={`${T}.filters`} apply="devices.apply" onSubmit={() => list.apply({ q: draft.trim() })}>
        <FilterSearch
          label={`${T}.search`}
          hint={`${T}.search_hint`}
          value={draft}
          maxLength={30}
          onChange={setDraft}
        />
      </FilterForm>
      <PagedColumnTable list={list} label={`${T}.payments`} items={`${T}.items`} columns={columns} />
      {raising && <RaiseDialog payment={raising} onClose={() => setRaising(null)} />}
    </>
  );
}

function Decide({ request }: { request: DecidableRequest }) {
  const translate = useTranslate();
  return (
    <DecisionButtons
      kind={DEVICE_REFUND_KIND}
      request={request}
      queryKey={[DEVICE_REFUNDS.name]}
      toast={TOASTS}
      summaryOf={(isApproved) => refundDecisionSummary(request, isApproved, translate)}
    />
  );
}

const LABELS: QueueLabels = {
  id: `${T}.request`,
  merchant: `${T}.f.merchant`,
  maker: `${T}.raised_by`,
  created: `${T}.raised_at`,
  status: `${T}.f.status`,
};

/**
 * /swipe/refunds (issue 44 item 2): refunds of what a merchant paid up front for a terminal (security deposit, advance
 * rent) once it has come back. A maker picks a payment from the worklist and raises a refund of at most what is
 * left (paid − refunded − pending, enforced on the server); a checker approves or rejects it here or in the approvals
 * inbox (DEVICE_REFUND: maker ≠ checker, one winner). The requests are listed by state.
 */
export default function RefundsView() {
  const translate = useTranslate();
  const { canAccess: canRaise } = useCanAccess({ resource: DEVICE_REFUNDS.name, action: 'raise' });
  const [merchantDraft, setMerchantDraft] = useState('');
  const [merchantId, setMerchantId] = useState('');
  return (
    <Stack spacing={3}>
      <Typography>{translate(`${T}.intro`)}</Typography>
      <div>
        <Payments canRaise={canRaise === true} />
      </div>
      <FilterForm
        label={`${T}.request_filters`}
        apply="devices.apply"
        onSubmit={() => setMerchantId(merchantDraft.trim())}
      >
        <FilterSearch
          label={`${T}.f.merchant`}
          hint={`${T}.merchant_hint`}
          value={merchantDraft}
          maxLength={10}
          numeric
          onChange={setMerchantDraft}
        />
      </FilterForm>
      <RequestQueue
        resource={DEVICE_REFUNDS.name}
        title={`${T}.requests`}
        labels={LABELS}
        filter={merchantId ? { merchantId } : {}}
      >
        <DataTable.Col label={`${T}.f.serial`} disableSort render={(r: QueueRow) => String(r.proposed.serial ?? '')} />
        <DataTable.Col
          label={`${T}.f.kind`}
          disableSort
          render={(r: QueueRow) =>
            r.proposed.paymentKind ? translate(`${T}.kinds.${String(r.proposed.paymentKind)}`) : ''
          }
        />
        <DataTable.Col
          label={`${T}.f.amount`}
          disableSort
          render={(r: QueueRow) => formatInr(Number(r.proposed.amount ?? 0))}
        />
        <DataTable.Col label={`${T}.f.reason`} disableSort render={(r: QueueRow) => String(r.proposed.reason ?? '')} />
        <DataTable.Col
          label={`${T}.decision`}
          disableSort
          render={(r: QueueRow) => <Decide request={r as DecidableRequest} />}
        />
      </RequestQueue>
    </Stack>
  );
}
