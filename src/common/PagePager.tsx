import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Previous / 'Page n of m' / Next for the bespoke pages' tables (1-based pages). */
export function PagePager({
  page,
  pages,
  onChange,
  total,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** How many rows there are in all, when the page says it. */
  total?: number;
}) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
      <Button disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {translate('pages.approvals.previous_page')}
      </Button>
      <Typography>{translate('pages.approvals.page_of', { page, pages })}</Typography>
      <Button disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {translate('pages.approvals.next_page')}
      </Button>
      {total !== undefined && (
        <Typography data-testid="list-total">
          {translate('pages.approvals.in_all', { n: total.toLocaleString('en-IN') })}
        </Typography>
      )}
    </Stack>
  );
}
