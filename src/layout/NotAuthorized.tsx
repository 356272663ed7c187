import { Box, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Title, useTranslate } from 'react-admin';

/** The i18n keys of 'Not authorized!' and its variants (spec §2). */
export type NotAuthorizedMessage =
  | 'auth.not_authorized'
  | 'auth.not_authorized_merchant_support'
  | 'auth.not_authorized_chargeback'
  | 'auth.not_authorized_swipe_chargeback';

/** What a screen shows to a user without its permission; also react-admin's access-denied page. */
export function NotAuthorized({ message = 'auth.not_authorized' }: { message?: NotAuthorizedMessage }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Title title={translate('auth.not_authorized')} />
      <BlockIcon color="error" sx={{ fontSize: 48 }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {translate(message)}
      </Typography>
    </Box>
  );
}
