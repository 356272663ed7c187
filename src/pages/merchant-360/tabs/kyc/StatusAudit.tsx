import { formatDateTime } from '../../../../format';
import { Section } from '../../Field';
import type { ReadQuery } from '../../../../common/QueryState';
import { ReadTable } from '../../ReadTable';
import { useKycRead } from '../../kyc-reads';
import { StatusChange } from './StatusChange';

/** A step of a status history: what was done, the status before and after, by whom, when. */
interface AuditStep {
  id: number | string;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  remarks: string | null;
  createdAt: number;
}

interface StatusAuditProps<Row extends AuditStep> {
  /** i18n key of the section and the table's name. */
  title: string;
  audit: ReadQuery<readonly Row[]>;
  actor: (row: Row) => string | null;
}

/** A status history, newest first: action, `from → to`, actor, remarks, time. */
function StatusAudit<Row extends AuditStep>({ title, audit, actor }: StatusAuditProps<Row>) {
  return (
    <Section title={title}>
      <ReadTable
        label={title}
        read={audit}
        columns={[
          { label: 'merchant360Kyc.f.action', render: (e) => e.action },
          {
            label: 'merchant360Kyc.f.status_change',
            render: (e) => <StatusChange from={e.fromStatus} to={e.toStatus} />,
          },
          { label: 'merchant360Kyc.f.actor', render: actor },
          { label: 'merchant360Kyc.f.remarks', render: (e) => e.remarks },
          { label: 'merchant360Kyc.f.at', render: (e) => formatDateTime(e.createdAt) },
        ]}
      />
    </Section>
  );
}

/** The merchant's KYC audit history (spec §7.3 GET /merchants/{id}/kyc/audit/history), newest first. */
export function KycAuditHistory({ merchantId }: { merchantId: string }) {
  const audit = useKycRead(merchantId, 'kycAudit');
  return <StatusAudit title="merchant360Kyc.kyc_audit_section" audit={audit} actor={(e) => e.actorEmail} />;
}

/** The merchant's contact point verification steps (spec §7.3 GET /merchants/{id}/get-cpv-audit), newest first. */
export function CpvAudit({ merchantId }: { merchantId: string }) {
  const audit = useKycRead(merchantId, 'cpvAudit');
  return <StatusAudit title="merchant360Kyc.cpv_audit_section" audit={audit} actor={(e) => e.actor} />;
}
