import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MaskedValue, SummaryBand } from '../../common/entity-360';
import { orNotAvailable } from '../../format';
import { newIdempotencyKey } from '../../common/idempotency-key';
import { useMerchantProvider } from './provider';
import { StatusText } from './StatusText';
import { useMerchant } from './useMerchant';
import { REVEAL_ACCESS } from '../../common/entity-360/merchant-reveal-access';

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0}>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

/** The band above the tabs: who the merchant is, its state, its masked mobile (revealed on request, audited). */
export function MerchantSummary({ merchantId }: { merchantId: string }) {
  const { data, isPending, error } = useMerchant(merchantId);
  const provider = useMerchantProvider();
  const reveal = async (field: 'mobile', reason: string) => {
    const key = newIdempotencyKey();
    const r = await provider.merchantAct<{ value: string | null }>('reveal', { merchantId }, { field, reason }, key);
    return r.value ?? '';
  };
  return (
    <SummaryBand isPending={isPending} error={error} label="merchant360.summary_label">
      {data && (
        <Stack direction="row" spacing={3} useFlexGap flexWrap="wrap">
          <Item label="merchant360.f.name">{data.name}</Item>
          <Item label="merchant360.f.merchant_id">{data.merchantId}</Item>
          <Item label="merchant360.f.status">
            <StatusText value={data.status} />
          </Item>
          <Item label="merchant360.f.kyc_status">
            <StatusText value={data.kycStatus} />
          </Item>
          <Item label="merchant360.f.mobile">
            <MaskedValue
              masked={data.mobile}
              label="merchant360.f.mobile"
              {...REVEAL_ACCESS}
              onReveal={(reason) => reveal('mobile', reason)}
            />
          </Item>
          <Item label="merchant360.f.vpa">{orNotAvailable(data.vpa)}</Item>
          <Item label="merchant360.f.qr_name">{orNotAvailable(data.qrName)}</Item>
          <Item label="merchant360.f.business_category">{orNotAvailable(data.businessCategory)}</Item>
        </Stack>
      )}
    </SummaryBand>
  );
}
