import { Alert, Grid, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useEntity360 } from '../../../common/entity-360';
import { formatDateTime, formatInr } from '../../../format';
import { Field, Section } from '../Field';
import { BusinessCategoryEdit, PreferencesEdit, QrNameEdit, ReferralCodeEdit } from '../ProfileEdits';
import { useMerchant, useMerchantRead } from '../useMerchant';
import { MccChangeButton } from '../../merchant-calls/MccChange';

interface AnnualLimit {
  annualLimit: number | null;
  used: number | null;
  remaining: number | null;
}

/** Profile: QR name, referral code, business category, notification preferences, migration status, annual limit. */
export default function ProfileTab() {
  const { entityId } = useEntity360();
  const translate = useTranslate();
  const { data: m, isPending, error } = useMerchant(entityId);
  const limit = useMerchantRead<AnnualLimit>(entityId, 'annualLimit');
  if (isPending) return <LinearProgress aria-label={translate('merchant360.loading')} />;
  if (error || !m) return <Alert severity="error">{error?.message ?? translate('merchant360.toast_failed')}</Alert>;
  const yesNo = (on: boolean) => translate(on ? 'merchant360.on' : 'merchant360.off');
  return (
    <Stack>
      <Section
        title="merchant360.profile_section"
        actions={
          <>
            <QrNameEdit m={m} />
            <ReferralCodeEdit m={m} />
            <BusinessCategoryEdit m={m} />
            <MccChangeButton m={m} />
          </>
        }
      >
        <Grid container spacing={2}>
          <Field label="merchant360.f.qr_name" value={m.qrName} />
          <Field label="merchant360.f.referral_code" value={m.referralCode} />
          <Field label="merchant360.f.business_category" value={m.businessCategory} />
          <Field label="merchant360.f.mcc" value={m.mcc} />
          <Field label="merchant360.f.owner_name" value={m.ownerName} />
          <Field label="merchant360.f.email" value={m.email} />
          <Field label="merchant360.f.pan" value={m.pan} />
          <Field label="merchant360.f.address" value={m.address} />
          <Field label="merchant360.f.city" value={m.city} />
          <Field label="merchant360.f.store_id" value={m.storeId} />
          <Field label="merchant360.f.migration_status" value={m.migrationStatus} />
          <Field label="merchant360.f.settlement_type" value={m.settlementType} />
          <Field
            label="merchant360.f.onboarded_at"
            value={m.onboardedAt ? formatDateTime(m.onboardedAt, 'seconds') : null}
          />
        </Grid>
      </Section>
      <Section title="merchant360.preferences_section" actions={<PreferencesEdit m={m} />}>
        <Grid container spacing={2}>
          <Field label="merchant360.channel.sms" value={yesNo(m.notificationPreferences.sms)} />
          <Field label="merchant360.channel.whatsapp" value={yesNo(m.notificationPreferences.whatsapp)} />
          <Field label="merchant360.channel.email" value={yesNo(m.notificationPreferences.email)} />
          <Field label="merchant360.channel.push" value={yesNo(m.notificationPreferences.push)} />
        </Grid>
      </Section>
      <Section title="merchant360.annual_limit_section">
        {limit.error ? (
          <Alert severity="error">{limit.error.message}</Alert>
        ) : (
          <Grid container spacing={2}>
            <Field
              label="merchant360.f.annual_limit"
              value={limit.data?.annualLimit != null ? formatInr(limit.data.annualLimit) : null}
            />
            <Field
              label="merchant360.f.annual_used"
              value={limit.data?.used != null ? formatInr(limit.data.used) : null}
            />
            <Field
              label="merchant360.f.annual_remaining"
              value={limit.data?.remaining != null ? formatInr(limit.data.remaining) : null}
            />
          </Grid>
        )}
      </Section>
    </Stack>
  );
}
