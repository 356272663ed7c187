import { Box, Typography } from '@mui/material';
import { useGetResourceLabel, useListContextWithProps, useTranslate } from 'react-admin';

/** Pure: whether a list is narrowed by a filter the user set (an empty text or list is no filter). */
export function hasActiveFilter(filterValues: Record<string, unknown> | undefined): boolean {
  return Object.values(filterValues ?? {}).some(
    (v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
  );
}

/**
 * Spec §2.5: an empty table says 'No Record Found!'. Below it, one wording per kind of list (issue 41 item 4), so an
 * empty list says honestly why: 'No payouts match these filters.' while a filter is set, else 'No payouts yet.'.
 * The kind is the list's resource (its plural name), or `items` (an i18n key) where the resource has no name.
 */
export function EmptyList({ items }: { items?: string }) {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { filterValues, resource } = useListContextWithProps({});
  const kind = items ? translate(items) : resource ? getResourceLabel(resource, 2) : undefined;
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="body1">{translate('empty.no_record')}</Typography>
      {kind && (
        <Typography variant="body2" color="text.secondary">
          {translate(hasActiveFilter(filterValues) ? 'empty.none_filtered' : 'empty.none_yet', {
            items: kind.toLocaleLowerCase('en-IN'),
          })}
        </Typography>
      )}
    </Box>
  );
}
