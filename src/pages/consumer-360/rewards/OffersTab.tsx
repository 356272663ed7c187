import { startTransition, useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  Dialog,
  DialogContent,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { CATEGORY_NAMES } from '../../../../contract/entities/offer-values';
import { ClosableDialogTitle } from '../../../common/ClosableDialogTitle';
import { useConsumerProductQuery, ConsumerProductsScope } from '../provider';
import { QueryState } from '../../../common/QueryState';

interface Offer {
  id: number;
  brand: string;
  img: string;
  categoryName: string;
  short: string;
  couponCode: string | null;
  details: string;
  tnc: string;
  process: string;
}

/** Preview only: the offer's texts as plain text (never HTML), no action. */
function OfferPreview({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const translate = useTranslate();
  const section = (key: string, text: string) => (
    <Box key={key} sx={{ mt: 1 }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`consumer360Products.offers.${key}`)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Typography>
    </Box>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="offer-preview-title"
      slotProps={{ paper: { sx: { minWidth: 500 } } }}
    >
      <ClosableDialogTitle id="offer-preview-title" onClose={onClose}>
        {offer.brand}
      </ClosableDialogTitle>
      <DialogContent>
        <Typography variant="body1">{offer.short}</Typography>
        {offer.couponCode && section('coupon', offer.couponCode)}
        {section('details', offer.details)}
        {section('process', offer.process)}
        {section('tnc', offer.tnc)}
      </DialogContent>
    </Dialog>
  );
}

/** Cards per category in the tab's first paint; the rest follow right after it (a non-urgent render). */
const FIRST_CARDS = 6;

function Offers() {
  const translate = useTranslate();
  const query = useConsumerProductQuery<{ content: Offer[] }>('offers', {});
  const [open, setOpen] = useState<Offer | null>(null);
  // Up to 200 cards cost the tab switch hundreds of ms: the first screenful paints first, then the rest.
  const [all, setAll] = useState(false);
  const loaded = query.data !== undefined;
  useEffect(() => {
    if (!loaded) return;
    const frame = requestAnimationFrame(() => startTransition(() => setAll(true)));
    return () => cancelAnimationFrame(frame);
  }, [loaded]);
  return (
    <QueryState query={query} emptyMessage="consumer360Products.empty.offers" isEmpty={(d) => d.content.length === 0}>
      {({ content }) => (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
          {CATEGORY_NAMES.map((category) => (
            <Box key={category} component="section" aria-label={category}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {category}
              </Typography>
              {content
                .filter((o) => o.categoryName === category)
                .slice(0, all ? undefined : FIRST_CARDS)
                .map((o) => (
                  <Card key={o.id} variant="outlined" sx={{ mb: 1 }}>
                    {o.img && <CardMedia component="img" height="80" image={o.img} alt={o.brand} />}
                    <CardContent>
                      <Typography variant="subtitle2" component="h4">
                        {o.brand}
                      </Typography>
                      <Typography variant="body2">{o.short}</Typography>
                    </CardContent>
                    <CardActions>
                      <Button size="small" onClick={() => setOpen(o)}>
                        {translate('consumer360Products.offers.view_details')}
                      </Button>
                    </CardActions>
                  </Card>
                ))}
            </Box>
          ))}
          {open && <OfferPreview offer={open} onClose={() => setOpen(null)} />}
        </Box>
      )}
    </QueryState>
  );
}

/** Offer Details (spec §2.13): ACTIVE offers grouped by category in three columns; View Details is a preview. */
export default function OffersTab() {
  return (
    <ConsumerProductsScope>
      <Offers />
    </ConsumerProductsScope>
  );
}
