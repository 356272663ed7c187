import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OfferTextDialog } from './OfferTextDialog';

/** An offer as the console holds it (rich text as markdown); only brand, img, short and the texts are read. */
export type OfferCardData = Readonly<Record<string, unknown>>;

/** One offer as the app shows it (§2.13 Offer Details): brand, image, short text and View Details. */
export function OfferCard({ offer }: { offer: OfferCardData }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const brand = String(offer.brand ?? '');
  const img = typeof offer.img === 'string' && /^https?:\/\//i.test(offer.img) ? offer.img : '';
  return (
    <Card variant="outlined" data-testid="offer-card">
      <CardContent>
        <Typography variant="subtitle1" component="h3">
          {brand || translate('resources.postpe-offers.preview_brand')}
        </Typography>
        {img && (
          <Box
            component="img"
            src={img}
            alt={brand}
            sx={{ maxWidth: '100%', maxHeight: 96, objectFit: 'contain', my: 1 }}
          />
        )}
        <Typography variant="body2">{String(offer.short ?? '')}</Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={() => setOpen(true)}>
          {translate('resources.postpe-offers.view_details')}
        </Button>
      </CardActions>
      <OfferTextDialog offer={offer} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
