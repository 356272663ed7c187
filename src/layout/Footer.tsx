import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const APP_VERSION = '12.1.20';

/** Copyright and the app version (spec §1, §2.1). */
export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 1.5, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="caption" component="p">
        {translate('app.copyright', { year: new Date().getFullYear() })} ·{' '}
        {translate('app.version', { version: APP_VERSION })}
      </Typography>
    </Box>
  );
}
