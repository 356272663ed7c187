import { formatDateTime } from '../../../../format';
import { Section } from '../../Field';
import { ReadTable } from '../../ReadTable';
import { useKycRead } from '../../kyc-reads';
import { StatusChange } from './StatusChange';

/** The merchant's KYC audit history (spec §7.3 GET /merchants/{id}/kyc/audit/history), newest first. */
export function KycAuditHistory({ merchantId }: { merchantId: string }) {
  const audit = useKycRead(merchantId, 'kycAudit');
  return (
    <Section title="merchant360Kyc.kyc_audit_section">
      <ReadTable
        label="merchant360Kyc.kyc_audit_section"
        rows={audit.data}
        isPending={audit.isPending}
        error={audit.error}
        columns={[
          { label: 'merchant360Kyc.f.action', render: (e) => e.action },
          {
            label: 'merchant360Kyc.f.status_change',
            render: (e) => <StatusChange from={e.fromStatus} to={e.toStatus} />,
          },
          { label: 'merchant360Kyc.f.actor', render: (e) => e.actorEmail },
          { label: 'merchant360Kyc.f.remarks', render: (e) => e.remarks },
          { label: 'merchant360Kyc.f.at', render: (e) => formatDateTime(e.createdAt) },
        ]}
      />
    </Section>
  );
}
