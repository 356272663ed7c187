import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DisputesProviderScope } from './provider';

/** The frame of every disputes page: the chargeback provider in scope, and the page's heading (i18n key). */
export function DisputesPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <DisputesProviderScope>
      <Box sx={{ p: 2 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </Box>
    </DisputesProviderScope>
  );
}
