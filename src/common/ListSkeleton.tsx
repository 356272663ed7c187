import { Box, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The console's one loading state for a list or table that is not react-admin's (whose DataTable draws the same
 * rows while it loads): grey rows where the rows will be, announced as loading (issue 41 item 4).
 */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('app.loading')} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rectangular" height={32} sx={{ my: 0.5, borderRadius: 0.5 }} />
      ))}
    </Box>
  );
}
