import { DataTable, type RaRecord } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { Section } from '../Field';
import { text, time } from '../cells';

const W = 'merchantCalls.mdr';

const rate = (r: RaRecord) => `${Number(r.rate).toFixed(2)}%`;

/** Credit-card MDR rates (spec §7.4 get-cc-mdr-info): card network, card type, rate %, effective from; newest first. */
export default function MdrTab() {
  const { entityId } = useEntity360();
  return (
    <Section title={`${W}.section`}>
      <EntityListTab
        resource="m360-mdr"
        filter={{ merchantId: entityId }}
        pagination={false}
        empty={`${W}.empty`}
        label={`${W}.section`}
      >
        <DataTable.Col label={`${W}.card_network`} render={text('cardNetwork')} />
        <DataTable.Col label={`${W}.card_type`} render={text('cardType')} />
        <DataTable.Col label={`${W}.rate`} render={rate} />
        <DataTable.Col label={`${W}.effective_from`} render={time('effectiveFrom')} />
      </EntityListTab>
    </Section>
  );
}
