import { Alert, Grid } from '@mui/material';
import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { formatInr } from '../../../format';
import { Field, Section } from '../Field';
import { money, status, time } from '../cells';
import { useMerchantRead } from '../useMerchant';

interface GoldDetail {
  goldGrams: number;
  latestRate: number;
  currentValue: number;
  hasAccount: boolean;
}

/** SafeGold (spec §7.4): the holding and its transactions. */
export default function GoldTab() {
  const { entityId } = useEntity360();
  const detail = useMerchantRead<GoldDetail>(entityId, 'gold');
  const d = detail.data;
  return (
    <>
      <Section title="merchant360.gold_section">
        {detail.error ? (
          <Alert severity="error">{detail.error.message}</Alert>
        ) : (
          <Grid container spacing={2}>
            <Field label="merchant360.f.gold_grams" value={d?.hasAccount ? d.goldGrams.toFixed(4) : null} />
            <Field label="merchant360.f.gold_rate" value={d?.hasAccount ? formatInr(d.latestRate) : null} />
            <Field label="merchant360.f.gold_value" value={d?.hasAccount ? formatInr(d.currentValue) : null} />
          </Grid>
        )}
      </Section>
      <Section title="merchant360.gold_txns_section">
        <EntityListTab
          resource="m360-gold"
          filter={{ merchantId: entityId }}
          pagination={false}
          empty="merchant360.empty_transactions"
          label="merchant360.gold_txns_section"
        >
          <DataTable.Col source="txnRef" label="merchant360.f.txn_id" />
          <DataTable.Col source="type" label="merchant360.f.type" />
          <DataTable.Col source="grams" label="merchant360.f.gold_grams" />
          <DataTable.Col label="merchant360.f.gold_rate" render={money('rate')} />
          <DataTable.Col label="merchant360.f.amount" render={money('amount')} />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
    </>
  );
}
