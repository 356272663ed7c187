import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A bespoke page's frame: its title (an i18n key) as the page's one level-1 heading, then its content. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
