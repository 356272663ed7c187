import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MerchantLookup } from './MerchantLookup';
import { MerchantProviderScope } from './provider';

/** /vpa-detail: find a merchant by its VPA. */
export default function VpaSearchPage() {
  const translate = useTranslate();
  return (
    <MerchantProviderScope>
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('merchant360.vpa_title')}
        </Typography>
        <MerchantLookup vpaOnly />
      </Box>
    </MerchantProviderScope>
  );
}
