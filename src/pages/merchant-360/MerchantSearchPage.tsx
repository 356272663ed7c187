import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MerchantLookup } from './MerchantLookup';
import { MerchantProviderScope } from './provider';

/** /merchant-details: find a merchant by id, mobile or store; one match opens its 360. */
export default function MerchantSearchPage() {
  const translate = useTranslate();
  return (
    <MerchantProviderScope>
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate('merchant360.search_title')}
        </Typography>
        <MerchantLookup />
      </Box>
    </MerchantProviderScope>
  );
}
