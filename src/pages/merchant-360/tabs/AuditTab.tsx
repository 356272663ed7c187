import { DataTable } from 'react-admin';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { Section } from '../Field';
import { text, time } from '../cells';
import { changeSummary } from '../audit-summary';

/** Audit history (spec §7.3): every change made to this merchant, who and when. Bank-change audit: issue 16. */
export default function AuditTab() {
  const { entityId } = useEntity360();
  return (
    <Section title="merchant360.audit_section">
      <EntityListTab
        resource="m360-audit"
        filter={{ merchantId: entityId }}
        perPage={10}
        empty="merchant360.empty_audit"
        label="merchant360.audit_section"
      >
        <DataTable.Col source="action" label="merchant360.f.action" />
        <DataTable.Col label="merchant360.f.actor" render={text('actorEmail')} />
        <DataTable.Col label="merchant360.f.change" render={(r) => changeSummary(r.before, r.after)} />
        <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
      </EntityListTab>
    </Section>
  );
}
