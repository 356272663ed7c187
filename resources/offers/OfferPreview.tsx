import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { OfferCard } from './OfferCard';

/** The live preview beside the form (§2.13): the card as it will look, updated on every keystroke. */
export function OfferPreview() {
  const translate = useTranslate();
  const [brand, img, short, details, tnc, process] = useWatch({
    name: ['brand', 'img', 'short', 'details', 'tnc', 'process'],
  }) as unknown[];
  return (
    <Box
      component="aside"
      aria-label={translate('resources.postpe-offers.preview')}
      sx={{ position: 'sticky', top: 16 }}
    >
      <Typography variant="overline">{translate('resources.postpe-offers.preview')}</Typography>
      <OfferCard offer={{ brand, img, short, details, tnc, process }} />
    </Box>
  );
}
