import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Spec §2.5: an empty table says 'No Record Found!'. */
export function EmptyList() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="body1">{translate('empty.no_record')}</Typography>
    </Box>
  );
}
