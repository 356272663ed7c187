import { Alert, Grid, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEntity360 } from '../../../common/entity-360';
import { ActionButton } from '../ActionButton';
import { Field, Section } from '../Field';
import { StatusText } from '../StatusText';
import { CHANGE_PART } from '../index';
import { useMerchant } from '../useMerchant';
import { useMerchantAction } from '../useMerchantAction';
import { CpvAudit, KycAuditHistory } from './kyc/StatusAudit';
import { CpvDocuments } from './kyc/CpvDocuments';
import { KycDocuments } from './kyc/KycDocuments';
import { VideoKycLink } from './kyc/VideoKycLink';

/**
 * KYC: the merchant's KYC state and the KYC SMS (spec §7.3 kyc-sms), sent only while KYC is not verified; its KYC
 * documents (viewable), KYC audit history, CPV documents and CPV audit, each its own query.
 */
export default function KycTab() {
  const { entityId } = useEntity360();
  return (
    <>
      <KycState merchantId={entityId} />
      <KycDocuments merchantId={entityId} />
      <KycAuditHistory merchantId={entityId} />
      <CpvDocuments merchantId={entityId} />
      <CpvAudit merchantId={entityId} />
    </>
  );
}

function KycState({ merchantId: entityId }: { merchantId: string }) {
  const translate = useTranslate();
  const { data: m, isPending, error } = useMerchant(entityId);
  const { run, busy } = useMerchantAction(entityId, 'kyc');
  if (isPending) return <LinearProgress aria-label={translate('merchant360.loading')} />;
  if (error || !m) return <Alert severity="error">{error?.message ?? translate('merchant360.toast_failed')}</Alert>;
  const why =
    m.kycStatus === 'VERIFIED'
      ? 'merchant360.why_kyc_verified'
      : m.status === 'BLOCKED'
        ? 'merchant360.why_blocked'
        : null;
  return (
    <Section
      title="merchant360.kyc_section"
      actions={
        <>
          <ActionButton
            label="merchant360.kyc_sms"
            part={CHANGE_PART}
            unavailable={why}
            confirm="merchant360.kyc_sms_confirm"
            busy={busy}
            onConfirm={async () => (await run('kycSms', {})).ok}
          />
          <VideoKycLink merchant={m} />
        </>
      }
    >
      <Grid container spacing={2}>
        <Field label="merchant360.f.kyc_status">
          <StatusText value={m.kycStatus} />
        </Field>
        <Field label="merchant360.f.pan" value={m.pan} />
        <Field label="merchant360.f.owner_name" value={m.ownerName} />
      </Grid>
    </Section>
  );
}
