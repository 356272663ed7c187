import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, Link, Paper, Stack, TableContainer, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { lookupReferralCode, type ReferralLookup } from '../../../dataProviders/crm/cpv';
import { ColumnTable } from '../../common/ColumnTable';
import { QueryState } from '../../common/QueryState';
import { formatDateTime } from '../../format';
import { ReferralCodeEdit } from '../merchant-360/ProfileEdits';
import { PageFrame } from '../merchant-360/PageFrame';
import { useMerchant } from '../merchant-360/useMerchant';
import { IdSearch } from '../merchant-360/IdSearch';
import { MERCHANT_RULES } from '../../../contract/merchant/lookup-rules';

/** As the referral code's rule (contract/merchant/rules.ts), in either case: the lookup upper-cases it. */
const REFERRAL_PATTERN = new RegExp(`^[A-Za-z0-9]{${MERCHANT_RULES.referralMin},${MERCHANT_RULES.referralMax}}$`);

const merchantLink = (id: string, label: string) => (
  <Link component={RouterLink} to={`/new-merchant/${encodeURIComponent(id)}`} aria-label={label}>
    {id}
  </Link>
);

/** The owner of the code, its current code and the 360's own referral-code change (its rules and permission). */
function Owner({ owner }: { owner: NonNullable<ReferralLookup['owner']> }) {
  const translate = useTranslate();
  const profile = useMerchant(owner.merchantId);
  return (
    <Card variant="outlined" sx={{ mb: 3, maxWidth: 720 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('cpv.referral.owner')}
        </Typography>
        <Typography>
          {owner.name} ({merchantLink(owner.merchantId, translate('cpv.referral.open_360', { id: owner.merchantId }))})
          · {owner.city ?? translate('cpv.na')} · {owner.status}
        </Typography>
        {profile.data && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <Typography>
              {translate('cpv.referral.current_code')}:{' '}
              <strong>{profile.data.referralCode ?? translate('cpv.na')}</strong>
            </Typography>
            <ReferralCodeEdit m={profile.data} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function Result({ data }: { data: ReferralLookup }) {
  const translate = useTranslate();
  return (
    <>
      {data.owner ? <Owner owner={data.owner} /> : <Alert severity="info">{translate('cpv.referral.no_owner')}</Alert>}
      <Typography variant="h6" component="h2" sx={{ py: 1 }}>
        {translate('cpv.referral.signups', { code: data.code })}
      </Typography>
      {data.signups.length === 0 ? (
        <Alert severity="info">{translate('cpv.referral.signups_none')}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <ColumnTable
            label="cpv.referral.signups_items"
            rows={data.signups.map((s) => ({ ...s, id: s.merchantId }))}
            columns={[
              {
                label: 'cpv.f.merchant',
                render: (s) => merchantLink(s.merchantId, translate('cpv.referral.open_360', { id: s.merchantId })),
              },
              { label: 'cpv.f.name', render: (s) => s.name },
              { label: 'cpv.f.city', render: (s) => s.city ?? translate('cpv.na') },
              { label: 'cpv.f.status', render: (s) => s.status },
              { label: 'cpv.referral.signed_up_at', render: (s) => formatDateTime(s.signedUpAt) },
            ]}
          />
        </TableContainer>
      )}
    </>
  );
}

/**
 * /new-merchant/referral-code (the spec names the route only; issue 43 item 6): a referral code's owner and the
 * merchants who signed up with it; the owner's code is changed through the merchant 360's own change
 * (POST /merchants/{id}/update/ref-code: its rules, its version check, CAN_UPDATE_MERCHANT_FIELDS).
 */
export default function ReferralCodePage() {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const lookup = useQuery({
    queryKey: ['referral-code', code],
    enabled: code !== '',
    queryFn: ({ signal }) => lookupReferralCode(code, signal),
    retry: false,
  });
  return (
    <PageFrame title="cpv.referral_title">
      <IdSearch
        label="cpv.referral.search"
        pattern={REFERRAL_PATTERN}
        problem="cpv.referral.search_hint"
        maxLength={MERCHANT_RULES.referralMax}
        onSearch={(value) => setCode(value.toUpperCase())}
      />
      {code === '' ? (
        <Typography color="text.secondary">{translate('cpv.referral.prompt')}</Typography>
      ) : (
        <QueryState query={lookup}>{(data) => <Result data={data} />}</QueryState>
      )}
    </PageFrame>
  );
}
