import { useState } from 'react';
import { Alert, Grid, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { declarationStatus } from '../../../contract/merchant/declaration';
import { formatInr } from '../../format';
import { DeclarationNotice } from './DeclarationNotice';
import { Field } from './Field';
import { IdSearch } from './IdSearch';
import { PageFrame } from './PageFrame';
import { StatusText } from './StatusText';
import { useMerchant, useMerchantRead } from './useMerchant';

interface AnnualLimit {
  annualLimit: number | null;
  used: number | null;
  remaining: number | null;
}

const money = (value: number | null) => (value === null ? null : formatInr(value));

function Declaration({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const profile = useMerchant(merchantId);
  const limit = useMerchantRead<AnnualLimit>(merchantId, 'annualLimit');
  if (profile.isPending || limit.isPending) return <LinearProgress aria-label={translate('merchant360Kyc.loading')} />;
  const m = profile.data;
  const l = limit.data;
  if (!m || !l) {
    const message = (profile.error ?? limit.error)?.message ?? translate('merchant360.toast_failed');
    return <Alert severity="error">{message}</Alert>;
  }
  const status = declarationStatus({ kycStatus: m.kycStatus, annualLimit: l.annualLimit, used: l.used });
  const severity = status === 'OVER' ? 'error' : status === 'DUE' ? 'warning' : 'info';
  return (
    <Stack spacing={2} data-testid="merchant-declaration">
      <Grid container spacing={2}>
        <Field label="merchant360Kyc.declaration.merchant" value={`${m.name} (${m.merchantId})`} />
        <Field label="merchant360Kyc.declaration.kyc_status">
          <StatusText value={m.kycStatus} />
        </Field>
        <Field label="merchant360Kyc.declaration.annual_limit" value={money(l.annualLimit)} />
        <Field label="merchant360Kyc.declaration.used" value={money(l.used)} />
        <Field label="merchant360Kyc.declaration.remaining" value={money(l.remaining)} />
      </Grid>
      <Alert severity={severity}>
        {translate('merchant360Kyc.declaration.declaration_status')}:{' '}
        {translate(`merchant360Kyc.declaration.status.${status}`)}
      </Alert>
      <Stack direction="row" spacing={2} alignItems="center">
        <DeclarationNotice merchantId={m.merchantId} status={status} />
        <Link component={RouterLink} to={`${basename}/new-merchant/${encodeURIComponent(m.merchantId)}/kyc`}>
          {translate('merchant360Kyc.declaration.open_merchant')}
        </Link>
      </Stack>
    </Stack>
  );
}

/** /merchant-declaration (Merchant Declaration- NPCI): a merchant's standing against NPCI's annual P2PM limit. */
export default function MerchantDeclarationPage() {
  const translate = useTranslate();
  const [merchantId, setMerchantId] = useState<string | null>(null);
  return (
    <PageFrame title="merchant360Kyc.declaration.title">
      <Stack spacing={2}>
        <Typography variant="body2">{translate('merchant360Kyc.declaration.intro')}</Typography>
        <IdSearch
          label="merchant360Kyc.declaration.lookup"
          pattern={/^\d{7}$/}
          problem="merchant360Kyc.declaration.lookup_hint"
          maxLength={7}
          onSearch={setMerchantId}
        />
        {merchantId && <Declaration key={merchantId} merchantId={merchantId} />}
      </Stack>
    </PageFrame>
  );
}
