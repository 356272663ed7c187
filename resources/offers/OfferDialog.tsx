import type { ReactNode } from 'react';
import { AppBar, Dialog, IconButton, Toolbar, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useRedirect, useTranslate } from 'react-admin';

/** The full-screen Add/Update modal (§2.13, MUI Dialog fullScreen); closing it returns to the list. */
export function OfferDialog({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const redirect = useRedirect();
  const close = () => redirect('list', 'postpe-offers');
  return (
    <Dialog open fullScreen onClose={close} aria-labelledby="offer-dialog-title">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <Typography id="offer-dialog-title" variant="h6" component="h1" sx={{ flex: 1 }}>
            {translate(title)}
          </Typography>
          <IconButton edge="end" onClick={close} aria-label={translate('resources.postpe-offers.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      {children}
    </Dialog>
  );
}
