import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DepositUploadKind } from '../../../dataProviders/investment/investment-ops';
import { UploadPanel } from '../merchant-support/UploadPanel';
import { useDepositUpload } from './useDepositUpload';

const TITLES: Record<DepositUploadKind, { title: string; intro: string }> = {
  'merchant-cashback': { title: 'investments.uploads.cashback_title', intro: 'investments.uploads.cashback_intro' },
  'deposit-bulk': { title: 'investments.uploads.deposit_title', intro: 'investments.uploads.deposit_intro' },
  'variable-earning': { title: 'investments.p2p.variable_earning', intro: 'investments.p2p_ops.earning_intro' },
};

/** One Deposit menu upload: the merchant-support panel (worker check, preview, errors file) sent to the investment backend. */
function DepositUploadPage({ kind }: { kind: DepositUploadKind }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(TITLES[kind].title)}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(TITLES[kind].intro)}</Typography>
      <Card variant="outlined">
        <CardContent>
          <UploadPanel kind={kind} sample useUpload={useDepositUpload} />
        </CardContent>
      </Card>
    </Box>
  );
}

/** /deposit/merchant-cashback (spec §2.3; §7.7 multipart /investment/merchant-cashback). */
export function MerchantCashbackPage() {
  return <DepositUploadPage kind="merchant-cashback" />;
}

/** /deposit/upload (spec §2.3; §7.7 multipart /bp-account/bulk-upload). */
export function DepositBulkPage() {
  return <DepositUploadPage kind="deposit-bulk" />;
}

/** /p2p/variable-earning (spec §2.3; §6 CAN_UPLOAD_DYNAMIC_INTEREST_FILE): the dynamic interest file. */
export function VariableEarningPage() {
  return <DepositUploadPage kind="variable-earning" />;
}
