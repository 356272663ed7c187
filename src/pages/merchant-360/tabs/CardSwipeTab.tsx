import { useState, type ReactNode } from 'react';
import { Button, Grid, Typography } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { SWIPE_RULES } from '../../../../contract/bharat-swipe/calls';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { QueryState } from '../../../common/QueryState';
import { formatDateTime, formatInr, orNotAvailable } from '../../../format';
import { monthLabel } from '../card-swipe';
import { money, status, text } from '../cells';
import { Field, Section } from '../Field';
import { useMerchantRead } from '../useMerchant';
import { OrderLink } from './card-swipe/OrderLink';
import { OrderStatusDialog } from './card-swipe/OrderStatusDialog';
import { QrActions } from './card-swipe/QrActions';
import { ReactivateDevice } from './card-swipe/ReactivateDevice';

const T = 'bharatSwipe';
/** This backend's times are epoch milliseconds. */
const at = (field: string) => (r: RaRecord) => formatDateTime(r[field]);
const month = (r: RaRecord) => monthLabel(String(r.month));

/** One whole-list section of the tab: its title names the table; an optional note says the rule behind it. */
function SwipeList({
  resource,
  title,
  note,
  filter,
  children,
}: {
  resource: string;
  title: string;
  note?: string;
  filter: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Section title={title}>
      {note && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <EntityListTab resource={resource} filter={filter} pagination={false} empty={`${T}.empty`} label={title}>
        {children}
      </EntityListTab>
    </Section>
  );
}

interface Tpv {
  status: string;
  accountHolder: string | null;
  accountNo: string | null;
  ifsc: string | null;
  bankName: string | null;
  nameAtBank: string | null;
  nameMatch: number | null;
  failureReason: string | null;
  requestedAt: number | null;
  verifiedAt: number | null;
}

/** The month's charges by device (spec §7.4 monthlyChargeDetails), opened from the months table. */
function MonthDetails({ merchantId, value, onHide }: { merchantId: string; value: string; onHide(): void }) {
  const translate = useTranslate();
  const title = translate(`${T}.month.section`, { month: monthLabel(value) });
  return (
    <Section
      title={title}
      actions={
        <Button size="small" onClick={onHide}>
          {translate(`${T}.month.hide`)}
        </Button>
      }
    >
      <EntityListTab
        resource="m360-swipe-month"
        filter={{ merchantId, month: value }}
        pagination={false}
        empty={`${T}.empty`}
        label={title}
      >
        <DataTable.Col label={`${T}.month.device`} render={text('deviceSerial')} />
        <DataTable.Col label={`${T}.month.terminal`} render={text('terminalId')} />
        <DataTable.Col label={`${T}.month.model`} render={text('model')} />
        <DataTable.Col label={`${T}.months.rent`} render={money('rent')} />
        <DataTable.Col label={`${T}.months.lu_charge`} render={money('luCharge')} />
        <DataTable.Col label={`${T}.months.total`} render={money('total')} />
        <DataTable.Col label={`${T}.month.txn_count`} render={text('txnCount')} />
        <DataTable.Col label={`${T}.month.txn_volume`} render={money('txnVolume')} />
        <DataTable.Col label={`${T}.months.status`} render={status()} />
        <DataTable.Col label={`${T}.month.charged_at`} render={at('chargedAt')} />
        <DataTable.Col label={`${T}.month.paid_at`} render={at('paidAt')} />
      </EntityListTab>
    </Section>
  );
}

/** The merchant's bank-account verification (spec §7.4 tpv/merchant): its state, the account masked. */
function TpvPanel({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const tpv = useMerchantRead<Tpv>(merchantId, 'swipeTpv');
  return (
    <Section title={`${T}.tpv.section`}>
      <QueryState query={tpv}>
        {(t) =>
          t.status === 'NOT_STARTED' ? (
            <Typography variant="body2">{translate(`${T}.tpv.not_started`)}</Typography>
          ) : (
            <Grid container spacing={2}>
              <Field label={`${T}.tpv.status`} value={t.status} />
              <Field label={`${T}.tpv.holder`} value={t.accountHolder} />
              <Field label={`${T}.tpv.account`} value={t.accountNo} />
              <Field label={`${T}.tpv.ifsc`} value={t.ifsc} />
              <Field label={`${T}.tpv.bank`} value={t.bankName} />
              <Field label={`${T}.tpv.name_at_bank`} value={t.nameAtBank} />
              <Field label={`${T}.tpv.name_match`} value={t.nameMatch === null ? null : `${t.nameMatch}%`} />
              <Field label={`${T}.tpv.failure`} value={t.failureReason} />
              <Field label={`${T}.tpv.requested_at`} value={formatDateTime(t.requestedAt)} />
              <Field label={`${T}.tpv.verified_at`} value={formatDateTime(t.verifiedAt)} />
            </Grid>
          )
        }
      </QueryState>
    </Section>
  );
}

/**
 * Card swipe (spec §7.4 bharat-swipe/crm calls; issue 44 item 5): the devices' charges by month (a month's details by
 * device on demand), LU charges and rental cashback; the bank-account TPV; device inactivity, reactivations and
 * deactivation requests; device orders (one order's status in a dialog); and the QR and order-link actions, each shown
 * only with its key.
 */
export default function CardSwipeTab() {
  const { entityId } = useEntity360();
  const translate = useTranslate();
  const [openMonth, setOpenMonth] = useState<string | null>(null);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const filter = { merchantId: entityId };
  const monthButton = (r: RaRecord) => (
    <Button
      size="small"
      onClick={() => setOpenMonth(String(r.month))}
      aria-label={translate(`${T}.months.open`, { month: monthLabel(String(r.month)) })}
    >
      {translate(`${T}.months.details`)}
    </Button>
  );
  const orderButton = (r: RaRecord) => (
    <Button
      size="small"
      onClick={() => setOpenOrder(String(r.orderId))}
      aria-label={translate(`${T}.orders.status_button`, { orderId: r.orderId })}
    >
      {String(r.orderId)}
    </Button>
  );
  return (
    <>
      <Section
        title={`${T}.qr.section`}
        actions={
          <>
            <QrActions merchantId={entityId} />
            <OrderLink merchantId={entityId} />
          </>
        }
      >
        {null}
      </Section>
      <SwipeList resource="m360-swipe-months" title={`${T}.months.section`} filter={filter}>
        <DataTable.Col label={`${T}.months.month`} render={month} />
        <DataTable.Col label={`${T}.months.devices`} render={text('devices')} />
        <DataTable.Col label={`${T}.months.rent`} render={money('rent')} />
        <DataTable.Col label={`${T}.months.lu_charge`} render={money('luCharge')} />
        <DataTable.Col label={`${T}.months.total`} render={money('total')} />
        <DataTable.Col label={`${T}.months.paid`} render={money('paid')} />
        <DataTable.Col label={`${T}.months.due`} render={money('due')} />
        <DataTable.Col label={`${T}.months.waived`} render={money('waived')} />
        <DataTable.Col label={`${T}.months.cashback`} render={money('cashback')} />
        <DataTable.Col label={`${T}.months.status`} render={status()} />
        <DataTable.Col label={`${T}.months.details`} render={monthButton} />
      </SwipeList>
      {openMonth !== null && <MonthDetails merchantId={entityId} value={openMonth} onHide={() => setOpenMonth(null)} />}
      <SwipeList
        resource="m360-swipe-lu"
        title={`${T}.lu.section`}
        note={translate(`${T}.lu.note`, { threshold: SWIPE_RULES.luTxnThreshold })}
        filter={filter}
      >
        <DataTable.Col label={`${T}.months.month`} render={month} />
        <DataTable.Col label={`${T}.month.device`} render={text('deviceSerial')} />
        <DataTable.Col label={`${T}.month.txn_count`} render={text('txnCount')} />
        <DataTable.Col label={`${T}.lu.threshold`} render={text('threshold')} />
        <DataTable.Col label={`${T}.months.lu_charge`} render={money('luCharge')} />
        <DataTable.Col label={`${T}.months.status`} render={status()} />
      </SwipeList>
      <SwipeList
        resource="m360-swipe-cashback"
        title={`${T}.cashback.section`}
        note={translate(`${T}.cashback.note`, { volume: formatInr(SWIPE_RULES.cashbackVolume) })}
        filter={filter}
      >
        <DataTable.Col label={`${T}.months.month`} render={month} />
        <DataTable.Col label={`${T}.month.device`} render={text('deviceSerial')} />
        <DataTable.Col label={`${T}.months.rent`} render={money('rent')} />
        <DataTable.Col label={`${T}.month.txn_volume`} render={money('txnVolume')} />
        <DataTable.Col label={`${T}.cashback.target`} render={money('targetVolume')} />
        <DataTable.Col label={`${T}.months.cashback`} render={money('cashback')} />
        <DataTable.Col label={`${T}.months.status`} render={status()} />
        <DataTable.Col label={`${T}.cashback.credited_at`} render={at('creditedAt')} />
      </SwipeList>
      <TpvPanel merchantId={entityId} />
      <SwipeList
        resource="m360-swipe-inactivity"
        title={`${T}.inactivity.section`}
        note={translate(`${T}.inactivity.note`, {
          atRisk: SWIPE_RULES.atRiskDays,
          inactive: SWIPE_RULES.inactiveDays,
        })}
        filter={filter}
      >
        <DataTable.Col label={`${T}.month.device`} render={text('deviceSerial')} />
        <DataTable.Col label={`${T}.month.terminal`} render={text('terminalId')} />
        <DataTable.Col label={`${T}.inactivity.store`} render={text('storeId')} />
        <DataTable.Col label={`${T}.inactivity.device_status`} render={status('deviceStatus')} />
        <DataTable.Col label={`${T}.inactivity.last_txn`} render={at('lastTxnAt')} />
        <DataTable.Col label={`${T}.inactivity.idle_days`} render={(r: RaRecord) => orNotAvailable(r.idleDays)} />
        <DataTable.Col label={`${T}.inactivity.state`} render={status('state')} />
        <DataTable.Col
          label={`${T}.reactivate.column`}
          render={(r: RaRecord) => <ReactivateDevice merchantId={entityId} row={r} />}
        />
      </SwipeList>
      <SwipeList resource="m360-swipe-reactivations" title={`${T}.reactivations.section`} filter={filter}>
        <DataTable.Col label={`${T}.month.device`} render={text('deviceSerial')} />
        <DataTable.Col label={`${T}.months.status`} render={status()} />
        <DataTable.Col label={`${T}.reactivations.reason`} render={text('reason')} />
        <DataTable.Col label={`${T}.reactivations.remarks`} render={text('remarks')} />
        <DataTable.Col label={`${T}.reactivations.actor`} render={text('actor')} />
        <DataTable.Col label={`${T}.reactivations.at`} render={at('createdAt')} />
      </SwipeList>
      <SwipeList resource="m360-swipe-deactivations" title={`${T}.deactivations.section`} filter={filter}>
        <DataTable.Col label={`${T}.month.device`} render={text('deviceSerial')} />
        <DataTable.Col label={`${T}.months.status`} render={status()} />
        <DataTable.Col label={`${T}.reactivations.reason`} render={text('reason')} />
        <DataTable.Col label={`${T}.reactivations.remarks`} render={text('remarks')} />
        <DataTable.Col label={`${T}.deactivations.requested_by`} render={text('actor')} />
        <DataTable.Col label={`${T}.reactivations.at`} render={at('createdAt')} />
        <DataTable.Col label={`${T}.deactivations.updated_at`} render={at('updatedAt')} />
      </SwipeList>
      <SwipeList resource="m360-swipe-orders" title={`${T}.orders.section`} filter={filter}>
        <DataTable.Col label={`${T}.orders.order`} render={orderButton} />
        <DataTable.Col label={`${T}.qr.store`} render={text('storeId')} />
        <DataTable.Col label={`${T}.orders.plan`} render={text('plan')} />
        <DataTable.Col label={`${T}.orders.quantity`} render={text('quantity')} />
        <DataTable.Col label={`${T}.orders.amount`} render={money('amount')} />
        <DataTable.Col label={`${T}.months.status`} render={status()} />
        <DataTable.Col label={`${T}.orders.created_at`} render={at('createdAt')} />
        <DataTable.Col label={`${T}.orders.updated_at`} render={at('updatedAt')} />
      </SwipeList>
      {openOrder !== null && (
        <OrderStatusDialog merchantId={entityId} orderId={openOrder} onClose={() => setOpenOrder(null)} />
      )}
    </>
  );
}
