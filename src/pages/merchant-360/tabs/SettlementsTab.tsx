import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { formatInr } from '../../../format';
import { ActionButton } from '../ActionButton';
import { Section } from '../Field';
import { money, status, text, time } from '../cells';
import { SETTLE_PART } from '../index';
import { SettlementUpdate } from '../SettlementUpdate';
import { useMerchant, useMerchantRead } from '../useMerchant';
import { useMerchantAction } from '../useMerchantAction';

function OnDemandSettlement({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const { data: m } = useMerchant(merchantId);
  const unsettled = useMerchantRead<{ amount: number }>(merchantId, 'unsettled');
  const { run, busy } = useMerchantAction(merchantId, 'settlements');
  const amount = unsettled.data?.amount ?? 0;
  const why =
    m && m.status !== 'ACTIVE'
      ? 'merchant360.why_not_active'
      : m?.settlementHold
        ? 'merchant360.why_on_hold'
        : amount <= 0
          ? 'merchant360.why_nothing_to_settle'
          : null;
  return (
    <>
      <Typography variant="body2">{translate('merchant360.unsettled', { amount: formatInr(amount) })}</Typography>
      <ActionButton
        label="merchant360.on_demand"
        part={SETTLE_PART}
        variant="contained"
        unavailable={unsettled.isPending ? 'merchant360.loading' : why}
        confirm="merchant360.on_demand_confirm"
        confirmArgs={{ amount: formatInr(amount) }}
        busy={busy}
        onConfirm={async () => (await run('onDemand', { merchantId })).ok}
      />
    </>
  );
}

/** Settlements (spec §7.4): the list, deductions, the settlement audit, and on-demand settlement (CAN_PERFORM_SETTLEMENT). */
export default function SettlementsTab() {
  const { entityId } = useEntity360();
  const filter = { merchantId: entityId };
  return (
    <>
      <Section title="merchant360.settlements_section" actions={<OnDemandSettlement merchantId={entityId} />}>
        <EntityListTab
          resource="m360-settlements"
          filter={filter}
          empty="merchant360.empty_settlements"
          label="merchant360.settlements_section"
        >
          <DataTable.Col source="settlementRef" label="merchant360.f.settlement_ref" />
          <DataTable.Col source="type" label="merchant360.f.type" />
          <DataTable.Col label="merchant360.f.gross" render={money('grossAmount')} />
          <DataTable.Col label="merchant360.f.deductions" render={money('deductions')} />
          <DataTable.Col label="merchant360.f.net" render={money('netAmount')} />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col label="merchant360.f.utr" render={text('utr')} />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
          <DataTable.Col
            label="merchant360.f.actions"
            render={(r) => <SettlementUpdate merchantId={entityId} row={r} />}
          />
        </EntityListTab>
      </Section>
      <Section title="merchant360.deductions_section">
        <EntityListTab
          resource="m360-deductions"
          filter={filter}
          empty="merchant360.empty_deductions"
          label="merchant360.deductions_section"
        >
          <DataTable.Col source="settlementRef" label="merchant360.f.settlement_ref" />
          <DataTable.Col source="kind" label="merchant360.f.type" />
          <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
          <DataTable.Col source="description" label="merchant360.f.description" />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
      <Section title="merchant360.settlement_audit_section">
        <EntityListTab
          resource="m360-settlement-audit"
          filter={filter}
          empty="merchant360.empty_audit"
          label="merchant360.settlement_audit_section"
        >
          <DataTable.Col source="action" label="merchant360.f.action" />
          <DataTable.Col label="merchant360.f.actor" render={text('actorEmail')} />
          <DataTable.Col label="merchant360.f.after" render={(r) => JSON.stringify(r.after ?? null)} />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
    </>
  );
}
