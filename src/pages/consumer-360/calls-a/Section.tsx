import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A titled section of the summary tab (a region named by its heading), with its actions beside the title. */
export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {translate(title)}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
