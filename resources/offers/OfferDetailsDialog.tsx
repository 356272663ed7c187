import { AppBar, Box, Dialog, Grid, IconButton, LinearProgress, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { groupByCategory } from './group-offers';
import { OfferCard } from './OfferCard';
import { OFFER_LIST_DEFAULT_FILTER } from '../../contract/entities/offer-values';

/** Spec §7.5: the consumer offers list asks for up to 200 ACTIVE offers (page 1, limit 200). */
const DETAILS_LIMIT = 200;

/**
 * Offer Details (§2.13), preview-only: the ACTIVE offers matching the list's brand and category filters, grouped
 * by category name in three columns, each a card with View Details.
 */
export function OfferDetailsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filter = { ...filterValues, ...OFFER_LIST_DEFAULT_FILTER };
  const { data = [], isPending } = useGetList(
    'postpe-offers',
    { pagination: { page: 1, perPage: DETAILS_LIMIT }, sort: { field: 'createdAt', order: 'DESC' }, filter },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby="offer-details-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id="offer-details-title" variant="h6" component="h1" sx={{ flex: 1 }}>
            {translate('resources.postpe-offers.details_title')}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={translate('resources.postpe-offers.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {isPending && <LinearProgress />}
      <Grid container spacing={2} sx={{ p: 2 }}>
        {groupByCategory(data).map(({ category, offers }) => (
          <Grid key={category} size={{ xs: 12, md: 4 }} component="section" aria-label={category}>
            <Typography variant="h6" component="h2" gutterBottom>
              {category}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {offers.map((offer) => (
                <OfferCard key={offer.id} offer={offer} />
              ))}
              {offers.length === 0 && <Typography variant="body2">{translate('empty.no_record')}</Typography>}
            </Box>
          </Grid>
        ))}
      </Grid>
    </Dialog>
  );
}
