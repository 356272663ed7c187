import { Alert, LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { IdSearch } from './IdSearch';
import { PageFrame } from './PageFrame';
import { BusinessCategoryEdit, PreferencesEdit, QrNameEdit, ReferralCodeEdit } from './ProfileEdits';
import { useMerchant } from './useMerchant';

function Edits({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const { data: m, isPending, error } = useMerchant(merchantId);
  if (isPending) return <LinearProgress aria-label={translate('merchant360.loading')} />;
  if (error || !m) return <Alert severity="error">{error?.message ?? translate('merchant360.toast_failed')}</Alert>;
  return (
    <Stack spacing={1}>
      <Alert severity="info">{translate('merchant360.editing', { name: m.name, id: m.merchantId })}</Alert>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <QrNameEdit m={m} />
        <ReferralCodeEdit m={m} />
        <BusinessCategoryEdit m={m} />
        <PreferencesEdit m={m} />
      </Stack>
    </Stack>
  );
}

/** /merchant-details/update (Merchant Details Edit): one merchant's profile changes, by merchant id. */
export default function MerchantEditPage() {
  const [params, setParams] = useSearchParams();
  const merchantId = params.get('merchantId');
  return (
    <PageFrame title="merchant360.edit_title">
      <Stack spacing={2}>
        <IdSearch
          label="merchant360.f.merchant_id"
          pattern={/^\d{1,10}$/}
          problem="merchant360.lookup_bad"
          maxLength={10}
          onSearch={(id) => setParams({ merchantId: id })}
        />
        {merchantId && <Edits key={merchantId} merchantId={merchantId} />}
      </Stack>
    </PageFrame>
  );
}
