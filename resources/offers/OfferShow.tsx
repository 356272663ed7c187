import { Box, Grid, Typography } from '@mui/material';
import { EditButton, Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../../src/common/DateTimeField';
import { OfferCard } from './OfferCard';
import { OfferRichText } from './OfferRichText';
import { RICH_TEXT_FIELDS } from '../../contract/entities/offer-values';

const FIELDS = [
  'brand',
  'searchName',
  'categoryName',
  'category',
  'type',
  'status',
  'couponCode',
  'redirectionLink',
  'img',
] as const;

function OfferShowBody() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Grid container spacing={3} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1 }}>
          {FIELDS.map((source) => (
            <Labeled key={source} source={source}>
              <TextField source={source} emptyText="empty.not_available" />
            </Labeled>
          ))}
          <Labeled source="startTime">
            <DateTimeField source="startTime" />
          </Labeled>
          <Labeled source="endTime">
            <DateTimeField source="endTime" />
          </Labeled>
        </Box>
        <Labeled source="short">
          <TextField source="short" />
        </Labeled>
        {RICH_TEXT_FIELDS.map((field) => (
          <Box key={field} sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h2">
              {translate(`resources.postpe-offers.fields.${field}`)}
            </Typography>
            <OfferRichText markdown={record[field]} />
          </Box>
        ))}
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <OfferCard offer={record} />
      </Grid>
    </Grid>
  );
}

/** /postpe-offers/:id/show: every field, the rich text rendered safely, and the card as the app shows it. */
export default function OfferShow() {
  return (
    <Show
      title="resources.postpe-offers.show_title"
      actions={
        <TopToolbar>
          <EditButton />
        </TopToolbar>
      }
    >
      <OfferShowBody />
    </Show>
  );
}
