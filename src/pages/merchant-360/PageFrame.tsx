import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MerchantProviderScope } from './provider';

/** A merchant page: its heading and the merchant provider. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <MerchantProviderScope>
      <Box sx={{ p: 2 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {translate(title)}
        </Typography>
        {children}
      </Box>
    </MerchantProviderScope>
  );
}
