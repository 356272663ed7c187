import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OfferRichText } from './OfferRichText';

export type OfferText = Readonly<Record<string, unknown>>;

const SECTIONS = ['details', 'tnc', 'process'] as const;

/** View Details (§2.13): a preview-only modal of the offer's details, terms and process, sanitized. */
export function OfferTextDialog({ offer, open, onClose }: { offer: OfferText; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="offer-text-title">
      <DialogTitle id="offer-text-title">
        {String(offer.brand ?? '') || translate('resources.postpe-offers.view_details')}
      </DialogTitle>
      <DialogContent dividers>
        {SECTIONS.map((key) => (
          <section key={key}>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {translate(`resources.postpe-offers.fields.${key}`)}
            </Typography>
            <OfferRichText markdown={offer[key]} />
          </section>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.postpe-offers.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
