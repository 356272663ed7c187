import { useId } from 'react';
import { Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useListContext, useListPaginationContext, useTranslate } from 'react-admin';
import { LIST_PAGE_OPTIONS } from '../../contract/schema';
import { pageItems } from './page-items';

export interface ListPaginationProps {
  rowsPerPageOptions?: readonly number[];
}

/**
 * Spec §9 paging for every list: 20 a page, or 50, 100, 200 (react-admin's default 5/10/25/50 has no 20). It lays
 * out what react-admin's Pagination does, with its words (rows per page, "1-20 of 345", the page buttons, previous
 * and next), in native controls (a native select, plain page buttons), which keyboard users move through faster than MUI's
 * TablePagination menu.
 */
export function ListPagination({ rowsPerPageOptions = LIST_PAGE_OPTIONS }: ListPaginationProps) {
  const { isPending, hasNextPage, page, perPage, total, setPage, setPerPage } = useListPaginationContext();
  const { error } = useListContext();
  const translate = useTranslate();
  const selectId = useId();
  // A list that failed to load shows its error and Retry (ListError), not a pager over rows it does not have.
  if (error) return null;
  if (isPending) return <Toolbar variant="dense" />;
  const pages = total != null ? Math.ceil(total / perPage) : undefined;
  if (total === 0 || page < 1 || (pages != null && page > pages)) return null;
  const from = (page - 1) * perPage + 1;
  const to = total != null ? Math.min(page * perPage, total) : page * perPage;
  const range =
    total == null && hasNextPage
      ? translate('ra.navigation.partial_page_range_info', { offsetBegin: from, offsetEnd: to })
      : translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: total ?? to });
  const canGoNext = pages != null ? page < pages : Boolean(hasNextPage);
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 2, px: 2 }}
      minHeight={52}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" variant="body2" htmlFor={selectId}>
          {translate('ra.navigation.page_rows_per_page')}
        </Typography>
        <Box
          component="select"
          id={selectId}
          value={perPage}
          onChange={(event) => setPerPage(Number(event.target.value))}
          sx={{ font: 'inherit', fontSize: '0.875rem', p: 0.5, borderRadius: 1, borderColor: 'divider' }}
        >
          {[...new Set([...rowsPerPageOptions, perPage])]
            .sort((a, b) => a - b)
            .map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
        </Box>
      </Box>
      <Typography variant="body2">{range}</Typography>
      <Box component="nav" aria-label={translate('ra.navigation.pages')}>
        <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
          <li>
            <IconButton
              size="small"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
              aria-label={translate('ra.navigation.previous')}
            >
              <ChevronLeft fontSize="small" />
            </IconButton>
          </li>
          {pages != null &&
            pages > 1 &&
            pageItems(page, pages).map((item, index) =>
              item === 'gap' ? (
                <Box component="li" key={`gap-${index}`} aria-hidden sx={{ px: 1 }}>
                  …
                </Box>
              ) : (
                <li key={item}>
                  <Button
                    size="small"
                    variant={item === page ? 'contained' : 'text'}
                    disableElevation
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={translate(item === page ? 'ra.navigation.current_page' : 'ra.navigation.page', {
                      page: item,
                    })}
                    onClick={() => item !== page && setPage(item)}
                    sx={{ minWidth: 32, px: 1 }}
                  >
                    {item}
                  </Button>
                </li>
              ),
            )}
          <li>
            <IconButton
              size="small"
              disabled={!canGoNext}
              onClick={() => setPage(page + 1)}
              aria-label={translate('ra.navigation.next')}
            >
              <ChevronRight fontSize="small" />
            </IconButton>
          </li>
        </Box>
      </Box>
    </Box>
  );
}
