import { useState } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { downloadCaf } from '../../../dataProviders/merchant-support/caf';
import { MerchantIdForm } from '../../common/MerchantIdForm';

const T = 'others.caf';

/**
 * /caf-form (spec §2.3 Other; issue 46 item 5): a merchant's customer application form, a PDF the server builds from
 * the merchant's record and stores (personal data masked as on the merchant 360; each download audited).
 */
export default function CafFormPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (merchantId: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const url = URL.createObjectURL(await downloadCaf(merchantId));
      Object.assign(document.createElement('a'), { href: url, download: `CAF-${merchantId}.pdf` }).click();
      URL.revokeObjectURL(url);
      notify(translate(`${T}.downloaded`, { merchantId }), { type: 'success' });
    } catch (error) {
      setFailure(translate(`${T}.failed`, { merchantId, message: error instanceof Error ? error.message : '' }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('others.caf_form_title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate(`${T}.intro`)}</Typography>
      <MerchantIdForm
        label={`${T}.merchant_id`}
        submit={busy ? `${T}.downloading` : `${T}.download`}
        onFind={(id) => void download(id)}
      />
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}
